import { ClockIcon, ShieldCheckIcon, StarIcon, TagIcon, ThumbsUpIcon, WrenchIcon } from "./icons";
import type { Feature } from "~/content/features";
import { cx } from "./button-styles";

const icons = {
  shield: ShieldCheckIcon,
  clock: ClockIcon,
  star: StarIcon,
  tag: TagIcon,
  "thumbs-up": ThumbsUpIcon,
  wrench: WrenchIcon,
};

/** The round icon badge of a feature card. */
export function FeatureIcon({
  icon,
  tone = "brand",
  large = false,
}: {
  icon: Feature["icon"];
  tone?: "brand" | "accent";
  large?: boolean;
}) {
  const Icon = icons[icon];
  return (
    <span
      className={cx(
        "inline-flex items-center justify-center rounded-full",
        large ? "size-14" : "size-12",
        tone === "brand" ? "bg-brand-100 text-brand-700" : "bg-accent-400 text-slate-900",
      )}
    >
      <Icon className="size-6" />
    </span>
  );
}
