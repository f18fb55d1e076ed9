import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "./button-styles";
import { useLocalePath } from "./i18n";

/** A call to action: a page of this site (`to`, its English path: linked in the page's language), or a place a router does not serve (`href`: an anchor, a phone number). */
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
  const localePath = useLocalePath();
  return action.to === undefined ? (
    <a href={action.href} className={className}>
      {action.label}
    </a>
  ) : (
    <Link to={localePath(action.to)} className={className}>
      {action.label}
    </Link>
  );
}
