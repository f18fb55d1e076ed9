import { MapPinIcon } from "./icons";
import { cityPageSlugs } from "~/content/cities";
import { useBusiness } from "./business";
import { cx } from "./button-styles";
import { useLocalePath, useT } from "./i18n";

/** The service-area tiles, from the business profile: active ones link to their city page (when it has one), the rest are marked '(Soon)'. */
export function LocationsGrid({ className }: { className?: string }) {
  const t = useT("common");
  const localePath = useLocalePath();
  const { areas } = useBusiness();
  return (
    <div className={className}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {areas.map((area, index) => {
          const tileClass =
            "flex h-full min-h-14 items-center gap-2 rounded-lg border px-4 py-3 text-sm font-semibold sm:text-base";
          return (
            <li key={area.slug} data-reveal="" data-reveal-step={String(index % 4)}>
              {area.active && cityPageSlugs.has(area.slug) ? (
                <a
                  href={localePath(`/locations/${area.slug}`)}
                  className={cx(
                    tileClass,
                    "border-slate-200 bg-white text-slate-900 shadow-sm transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                  )}
                >
                  <MapPinIcon className="size-4 shrink-0 text-brand-600" />
                  {area.name}
                </a>
              ) : area.active ? (
                <div className={cx(tileClass, "border-slate-200 bg-white text-slate-900 shadow-sm")}>
                  <MapPinIcon className="size-4 shrink-0 text-brand-600" />
                  {area.name}
                </div>
              ) : (
                <div
                  aria-disabled="true"
                  className={cx(
                    tileClass,
                    "cursor-not-allowed border-dashed border-slate-300 bg-slate-50 text-slate-600",
                  )}
                >
                  <MapPinIcon className="size-4 shrink-0 text-slate-400" />
                  <span>
                    {area.name} <span className="font-normal">{t("soon")}</span>
                  </span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-center text-slate-600">
        {t("locations.missing")}{" "}
        <a
          href={localePath("/book")}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {t("locations.contact")}
        </a>{" "}
        {t("locations.help")}
      </p>
    </div>
  );
}
