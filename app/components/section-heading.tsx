import { cx } from "./button-styles";

/** A section's eyebrow, title (h2) and subtitle, centred by default. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = "center",
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: "center" | "left";
  className?: string;
}) {
  return (
    <div className={cx("max-w-2xl", align === "center" && "mx-auto text-center", className)} data-reveal="">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-lg text-slate-600">{subtitle}</p> : null}
    </div>
  );
}
