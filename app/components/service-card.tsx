import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRightIcon } from "./icons";
import { cx } from "./button-styles";

/**
 * A service's card (the home page's top services, the services listing, a city's services): its
 * picture, title, text and what the visitor can do next (`children`: a "Learn More" link, a
 * booking button). An item of a list (`<li>`), revealed in the list's order (`step`).
 */
export function ServiceCard({
  step,
  className,
  picture,
  heading: Heading = "h3",
  title,
  text,
  children,
}: {
  step: number;
  /** The card's place in its list's layout. */
  className?: string;
  picture: ReactNode;
  /** `h2` where the cards are the page's sections (the services listing). */
  heading?: "h2" | "h3";
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      data-reveal=""
      data-reveal-step={String(step)}
      className={cx("flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm", className)}
    >
      {picture}
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-semibold text-slate-900">{title}</Heading>
        <p className="mt-2 flex-1 text-slate-600">{text}</p>
        {children}
      </div>
    </li>
  );
}

/** A card's "Learn More" link, named for screen readers by the service it leads to. */
export function LearnMoreLink({ to, service, className }: { to: string; service: string; className: string }) {
  return (
    <Link
      to={to}
      className={cx(
        "inline-flex items-center gap-1 rounded-sm font-semibold text-brand-700 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        className,
      )}
    >
      Learn More<span className="sr-only"> about {service}</span>
      <ArrowRightIcon className="size-4" />
    </Link>
  );
}
