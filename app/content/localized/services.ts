/**
 * The service pages in a language: the English content (app/content/services.ts) or its Spanish
 * twin (app/content/es/services.ts, decision 070). The twin takes its shape from the English
 * module, which knows nothing of it, so the picker stands here, above both; one module per concept
 * keeps each page's client chunk to its own words.
 */
import type { Lang } from "../i18n";
import { serviceLabel } from "../site";
import { servicePageText, services, type Service, type ServicePageText } from "../services";
import { servicePageTextEs, serviceWordsEs } from "../es/services";

/** The service pages in each language: English is the content itself, another language its words over it. */
const SERVICES: Record<Lang, () => Service[]> = {
  en: () => services,
  es: () => services.map((service) => ({ ...service, ...serviceWordsEs[service.slug], label: serviceLabel(service.slug, "es") })),
};

/** The service page's own words in each language. */
const SERVICE_PAGE_TEXT: Record<Lang, ServicePageText> = { en: servicePageText, es: servicePageTextEs };

/** The nine service pages in `lang`: the same slugs, pictures and layout, the words of that language. */
export function servicesIn(lang: Lang): Service[] {
  return SERVICES[lang]();
}

export function findService(slug: string | undefined, lang: Lang = "en"): Service | undefined {
  return servicesIn(lang).find((service) => service.slug === slug);
}

/** The service page's own words in `lang`. */
export function servicePageTextIn(lang: Lang): ServicePageText {
  return SERVICE_PAGE_TEXT[lang];
}
