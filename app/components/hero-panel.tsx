import { company, serviceLabel, serviceNav } from "~/content/site";
import { servicePictureKey } from "~/content/pictures";
import { ClockIcon } from "./icons";
import { PhoneLink } from "./phone-link";
import { pictureIcon } from "./picture-icon";
import { useLang, useLocalePath, useT } from "./i18n";
import { companyWordsIn } from "~/content/localized/site";

/**
 * The home hero's right side until the company has a hero photo: who runs it, the nine services
 * with one calm icon each, and how to reach a person. Flat colours, a few strokes: nothing for
 * a phone to rasterise (the illustration it replaces held 38 blurs and 150 gradients; decision 059).
 */
export function HeroPanel({ owner, areas }: { owner?: string; areas: string }) {
  const lang = useLang();
  const t = useT("common");
  const localePath = useLocalePath();
  return (
    <div className="mx-auto w-full max-w-lg rounded-3xl bg-white p-6 shadow-lg ring-1 ring-brand-100 sm:p-8 lg:max-w-none">
      <p className="text-lg font-bold text-slate-900">{company.name}</p>
      <p className="mt-1 text-sm text-slate-600">
        {owner ? t("heroPanel.runBy", { name: owner }) : ""}
        {t("heroPanel.serving", { areas })}
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {serviceNav.map((service) => {
          const Icon = pictureIcon(servicePictureKey(service.slug));
          return (
            <li key={service.slug}>
              <a
                href={localePath(`/services/${service.slug}`)}
                className="flex h-full items-center gap-2 rounded-lg bg-brand-50 px-3 py-3 text-sm font-medium text-slate-800 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <Icon className="size-5 shrink-0 text-brand-600" strokeWidth={1.75} />
                {serviceLabel(service.slug, lang)}
              </a>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-5 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
        <PhoneLink
          className="inline-flex items-center gap-2 rounded-sm py-1 font-semibold text-brand-700 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          iconClassName="size-4"
        />
        <span className="inline-flex items-center gap-2">
          <ClockIcon className="size-4 text-slate-500" />
          {companyWordsIn(lang).hours.label}
        </span>
      </div>
    </div>
  );
}
