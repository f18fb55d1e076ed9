/**
 * The service cards and listing page in a language: the English content (app/content/service-
 * cards.ts) or its Spanish twin (app/content/es/service-cards.ts, decision 070). The twin takes its
 * shape from the English module, which knows nothing of it, so the picker stands here, above both;
 * one module per concept keeps each page's client chunk to its own words.
 */
import type { Lang } from "../i18n";
import { servicesListing, servicesPageWords, topServices, type ServicesPageWords } from "../service-cards";
import { servicesListingWordsEs, servicesPageWordsEs, topServicesWordsEs } from "../es/service-cards";

/** The cards and the listing page in each language: English is the content itself, another language its words over it. */
const CARDS: Record<Lang, { top: () => typeof topServices; listing: () => typeof servicesListing; page: ServicesPageWords }> = {
  en: { top: () => topServices, listing: () => servicesListing, page: servicesPageWords },
  es: {
    top: () => topServices.map((card, index) => ({ ...card, ...topServicesWordsEs[index] })),
    listing: () => servicesListing.map((card, index) => ({ ...card, ...servicesListingWordsEs[index] })),
    page: servicesPageWordsEs,
  },
};

/** The home page's top service cards in `lang`. */
export function topServicesIn(lang: Lang): typeof topServices {
  return CARDS[lang].top();
}

/** The services listing's cards in `lang`. */
export function servicesListingIn(lang: Lang): typeof servicesListing {
  return CARDS[lang].listing();
}

/** The services listing page's words in `lang`. */
export function servicesPageIn(lang: Lang): ServicesPageWords {
  return CARDS[lang].page;
}
