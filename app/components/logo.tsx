import { company } from "~/content/site";
import { cx } from "./button-styles";
import { useLocalePath } from "./i18n";

/**
 * The brand label: mark and company name, linking to the home page in the page's language. `compact` (the header) shows only the
 * short name on the narrowest screens, where the call and menu buttons need the room; the link's
 * name stays the full company name.
 */
export function Logo({
  className,
  inverted = false,
  compact = false,
}: {
  className?: string;
  inverted?: boolean;
  compact?: boolean;
}) {
  const localePath = useLocalePath();
  return (
    <a
      href={localePath("/")}
      className={cx(
        "inline-flex items-center gap-2 rounded-md text-base font-bold tracking-tight sm:text-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        inverted ? "text-white" : "text-slate-900",
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="#1557b8" />
        <path
          d="M9 22.5 19.5 12a4 4 0 0 1 5-5l-2.6 2.6.4 2.2 2.2.4L27 9.6a4 4 0 0 1-5 5L11.5 25a2.5 2.5 0 0 1-2.5-2.5Z"
          fill="#fff"
        />
      </svg>
      <span className="whitespace-nowrap">
        {company.shortName}
        <span className={compact ? "max-[25rem]:sr-only" : undefined}>{company.name.slice(company.shortName.length)}</span>
      </span>
    </a>
  );
}
