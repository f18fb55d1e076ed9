import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "./button-styles";

/** A call to action: a page of this site (`to`), or a place a router does not serve (`href`: an anchor, a phone number). */
export type HeroAction = { label: ReactNode } & ({ to: string; href?: never } | { href: string; to?: never });

/** A hero's two calls to action: the main one (booking) and the other one, side by side from small screens up. */
export function HeroActions({ primary, secondary }: { primary: HeroAction; secondary: HeroAction }) {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <ActionLink action={primary} className={buttonClass({ variant: "accent", size: "lg" })} />
      <ActionLink action={secondary} className={buttonClass({ variant: "outline", size: "lg" })} />
    </div>
  );
}

function ActionLink({ action, className }: { action: HeroAction; className: string }) {
  return action.to === undefined ? (
    <a href={action.href} className={className}>
      {action.label}
    </a>
  ) : (
    <Link to={action.to} className={className}>
      {action.label}
    </Link>
  );
}
