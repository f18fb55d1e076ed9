import { ClockIcon, ShieldCheckIcon, StarIcon, TagIcon, ThumbsUpIcon, WrenchIcon } from "./icons";
import type { Feature } from "~/content/features";
import { cx } from "./button-styles";
import { useLocalePath } from "./i18n";

const icons = {
  shield: ShieldCheckIcon,
  clock: ClockIcon,
  star: StarIcon,
  tag: TagIcon,
  "thumbs-up": ThumbsUpIcon,
  wrench: WrenchIcon,
};

/**
 * A feature card (why choose us, trust, a city's benefits): its icon, title, text and, for a
 * claim, the link where it can be checked. One look on every page; `tone="dark"` on a dark
 * section, `prominent` for the home page's trust cards. An item of a list (`<li>`), revealed in
 * the list's order (`step`).
 */
export function FeatureCard({
  feature,
  step,
  tone = "light",
  centered = false,
  prominent = false,
}: {
  feature: Feature;
  step: number;
  tone?: "light" | "dark";
  centered?: boolean;
  prominent?: boolean;
}) {
  const Icon = icons[feature.icon];
  const localePath = useLocalePath();
  const light = tone === "light";
  return (
    <li
      data-reveal=""
      data-reveal-step={String(step)}
      className={cx(
        "rounded-xl ring-1",
        light ? "bg-white shadow-sm ring-slate-200" : "bg-white/5 ring-white/15",
        prominent ? "p-8" : "p-6",
        centered && "text-center",
      )}
    >
      <span
        className={cx(
          "inline-flex items-center justify-center rounded-full",
          prominent ? "size-14" : "size-12",
          light ? "bg-brand-100 text-brand-700" : "bg-accent-400 text-slate-900",
        )}
      >
        <Icon className="size-6" />
      </span>
      <h3 className={cx("mt-4 font-semibold", prominent ? "text-xl" : "text-lg", light && "text-slate-900")}>{feature.title}</h3>
      <p className={cx("mt-2", light ? "text-slate-600" : "text-brand-100")}>{feature.text}</p>
      {feature.link ? (
        <a
          href={localePath(feature.link.href)}
          className={cx(
            "mt-3 inline-block rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
            light ? "text-brand-700 hover:text-brand-600" : "text-accent-400 hover:text-white",
          )}
        >
          {feature.link.label}
        </a>
      ) : null}
    </li>
  );
}

/** A list of feature cards, laid out by `className`, one look for every card. */
export function FeatureCards({
  features,
  className,
  ...look
}: { features: Feature[]; className: string } & Omit<Parameters<typeof FeatureCard>[0], "feature" | "step">) {
  return (
    <ul className={className}>
      {features.map((feature, index) => (
        <FeatureCard key={feature.title} feature={feature} step={index} {...look} />
      ))}
    </ul>
  );
}
