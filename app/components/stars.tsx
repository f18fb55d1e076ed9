import { StarIcon } from "./icons";
import { useT } from "./i18n";

/** A star rating out of five, announced as text ("2 out of 5 stars"). */
export function Stars({ count }: { count: number }) {
  const t = useT("common");
  return (
    <p className="flex gap-0.5">
      <span className="sr-only">{t("review.stars", { n: count })}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} className={index < count ? "size-5 text-accent-500" : "size-5 text-slate-300"} />
      ))}
    </p>
  );
}
