import { Clock, ShieldCheck, Star, Tag, ThumbsUp, Wrench } from "lucide-react";
import type { Feature } from "~/content/features";
import { cx } from "./button-styles";

const icons = { shield: ShieldCheck, clock: Clock, star: Star, tag: Tag, "thumbs-up": ThumbsUp, wrench: Wrench };

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
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
