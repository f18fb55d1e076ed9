/**
 * The site's content in a language: each picker gives the English content (the modules beside
 * this one) or its Spanish twin (app/content/es/, decision 070). The twins take their shapes from
 * the English modules, which know nothing of them, so the pickers stand here, above both.
 */
import { aboutWords, type AboutWords } from "./about";
import { cities, cityPageText, type City, type CityPageText } from "./cities";
import { whyChooseOthers, type Feature } from "./features";
import { homeWords, steps, type HomeWords, type Step } from "./home";
import type { Lang } from "./i18n";
import { servicesListing, servicesPageWords, topServices, type ServicesPageWords } from "./service-cards";
import { servicePageText, services, type Service, type ServicePageText } from "./services";
import { company, footerNav, mainNav, serviceArea, serviceLabel, type CompanyWords, type NavItem } from "./site";
import { trustWords, type TrustWords } from "./trust";
import { aboutWordsEs } from "./es/about";
import { cityPageTextEs, cityWordsEs } from "./es/cities";
import { whyChooseOthersEs } from "./es/features";
import { homeWordsEs } from "./es/home";
import { servicesListingWordsEs, servicesPageWordsEs, topServicesWordsEs } from "./es/service-cards";
import { servicePageTextEs, serviceWordsEs } from "./es/services";
import { companyWordsEs, footerNavEs, mainNavEs } from "./es/site";
import { trustWordsEs } from "./es/trust";

/** The about page's words in `lang`. */
export function aboutIn(lang: Lang): AboutWords {
  return lang === "es" ? aboutWordsEs : aboutWords;
}

/** The seven city pages in `lang`: the same slugs and names, the words of that language. */
export function citiesIn(lang: Lang): City[] {
  if (lang === "en") return cities;
  return cities.map((city) => ({ ...city, ...cityWordsEs[city.slug] }));
}

export function findCity(slug: string | undefined, lang: Lang = "en"): City | undefined {
  return citiesIn(lang).find((city) => city.slug === slug);
}

/** A city page's own words in `lang`. */
export function cityPageTextIn(lang: Lang): CityPageText {
  return lang === "es" ? cityPageTextEs : cityPageText;
}

/** The why-choose cards without a claim, in `lang`. */
export function whyChooseOthersIn(lang: Lang): Feature[] {
  return lang === "es" ? whyChooseOthersEs : whyChooseOthers;
}

/** The home page's words in `lang`; the steps keep their pictures. */
export function homeIn(lang: Lang): Omit<HomeWords, "steps"> & { steps: Step[] } {
  const words = lang === "es" ? homeWordsEs : homeWords;
  return { ...words, steps: steps.map((step, index) => ({ ...step, ...words.steps[index] })) };
}

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

/** The nine service pages in `lang`: the same slugs, pictures and layout, the words of that language. */
export function servicesIn(lang: Lang): Service[] {
  if (lang === "en") return services;
  return services.map((service) => ({ ...service, ...serviceWordsEs[service.slug], label: serviceLabel(service.slug, lang) }));
}

export function findService(slug: string | undefined, lang: Lang = "en"): Service | undefined {
  return servicesIn(lang).find((service) => service.slug === slug);
}

/** The service page's own words in `lang`. */
export function servicePageTextIn(lang: Lang): ServicePageText {
  return lang === "es" ? servicePageTextEs : servicePageText;
}

/** The header's links in `lang`. */
export function mainNavIn(lang: Lang): NavItem[] {
  return lang === "es" ? mainNavEs : mainNav;
}

/** The footer's quick links in `lang`. */
export function footerNavIn(lang: Lang): NavItem[] {
  return lang === "es" ? footerNavEs : footerNav;
}

/** The company's words in `lang`. */
export function companyWordsIn(lang: Lang): CompanyWords {
  if (lang === "es") return companyWordsEs;
  return { region: company.region, regionTitle: serviceArea.name, hours: { ...company.hours }, priceRange: company.priceRange };
}

/** The trust claims in `lang` (app/content/es/trust.ts for Spanish): each still made only when its fact is set. */
export function trustIn(lang: Lang): TrustWords {
  return lang === "es" ? trustWordsEs : trustWords;
}
