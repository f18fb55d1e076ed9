import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "./icons";
import { cityPageSlugs } from "~/content/cities";
import { company, footerServices, serviceLabel } from "~/content/site";
import { SOCIAL_LABELS } from "~/content/business-view";
import { useBusiness } from "./business";
import { Logo } from "./logo";
import { useLang, useLocalePath, useT } from "./i18n";
import { LanguageSwitch } from "./language-switch";
import { companyWordsIn, footerNavIn } from "~/content/localized/site";
import { trustIn } from "~/content/localized/trust";

const linkClass =
  "rounded-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400";

export function SiteFooter() {
  const lang = useLang();
  const t = useT("common");
  const localePath = useLocalePath();
  const words = companyWordsIn(lang);
  const business = useBusiness();
  const { contact, address } = business;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr] lg:px-8">
        <div className="space-y-4">
          <Logo inverted />
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">
            {t("footer.tagline", { region: words.region })}
          </p>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <PhoneIcon className="size-4 text-accent-400" />
              <a href={`tel:${contact.phoneE164}`} className={linkClass}>
                {contact.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MailIcon className="size-4 text-accent-400" />
              <a href={`mailto:${contact.email}`} className={linkClass}>
                {contact.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <ClockIcon className="size-4 text-accent-400" />
              <span>{contact.hours.label}</span>
            </li>
            {address ? (
              <li className="flex items-center gap-2">
                <MapPinIcon className="size-4 text-accent-400" />
                <span>
                  {address.street}, {address.city}, CA {address.zip}
                </span>
              </li>
            ) : null}
          </ul>
          {business.social.length > 0 ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {business.social.map((profile) => (
                <li key={profile.network}>
                  <a href={profile.url} rel="noopener me" className={`${linkClass} inline-block py-1 underline underline-offset-2`}>
                    {SOCIAL_LABELS[profile.network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <LanguageSwitch className="text-sm text-slate-200 hover:text-white focus-visible:ring-accent-400" />
        </div>
        <nav aria-label={t("footer.label")}>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t("footer.quickLinks")}</h2>
          <ul className="mt-4 space-y-1 text-sm">
            {footerNavIn(lang).map((item) => (
              <li key={item.to}>
                <a href={localePath(item.to)} className={`${linkClass} inline-block py-1`}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t("footer.popularServices")}</h2>
          <ul className="mt-4 space-y-1 text-sm">
            {footerServices.map((slug) => (
              <li key={slug}>
                <a href={localePath(`/services/${slug}`)} className={`${linkClass} inline-block py-1`}>
                  {serviceLabel(slug, lang)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{t("footer.serviceAreas")}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {business.areas.map((area) => (
              <li key={area.slug}>
                {area.active && cityPageSlugs.has(area.slug) ? (
                  <a href={localePath(`/locations/${area.slug}`)} className={`${linkClass} inline-block py-1`}>
                    {area.name}
                  </a>
                ) : area.active ? (
                  <span className="inline-block py-1">{area.name}</span>
                ) : (
                  <span aria-disabled="true" className="inline-block cursor-not-allowed py-1 text-slate-400">
                    {area.name} <span className="text-xs">{t("soon")}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {business.facts.legalName ?? company.name}.{" "}
          {trustIn(lang).footerCredentials(business.facts).map((credential) => (
            <span key={credential.text}>
              {credential.href ? (
                <a href={credential.href} className={`${linkClass} underline underline-offset-2`}>
                  {credential.text}
                </a>
              ) : (
                credential.text
              )}
              .{" "}
            </span>
          ))}
          {t("footer.prices", { price: words.priceRange.toLowerCase() })}
        </p>
      </div>
    </footer>
  );
}
