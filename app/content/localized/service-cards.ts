/**
 * The service cards and listing page in a language: the English content (app/content/service-
 * cards.ts) or its Spanish twin (app/content/es/service-cards.ts, decision 070). The twin takes its
 * shape from the English module, which knows nothing of it, so the picker stands here, above both;
 * one module per concept keeps each page's client chunk to its own words.
 */
import type { Lang } from "../i18n";
import { servicesListing, servicesPageWords, topServices, type ServicesPageWords } from "../service-cards";
import { servicesListingWordsEs, servicesPageWordsEs, topServicesWordsEs } from "../es/service-cards";

/** The home page's top service cards in `lang`. */
export function topServicesIn(lang: Lang): typeof topServices {
  if (lang === "en") return topServices;
  return topServices.map((card, index) => ({ ...card, ...topServicesWordsEs[index] }));
}

/** The services listing's cards in `lang`. */
export function servicesListingIn(lang: Lang): typeof servicesListing {
  if (lang === "en") return servicesListing;
  return servicesListing.map((card, index) => ({ ...card, ...servicesListingWordsEs[index] }));
}

/** The services listing page's words in `lang`. */
export function servicesPageIn(lang: Lang): ServicesPageWords {
  return lang === "es" ? servicesPageWordsEs : servicesPageWords;
}
