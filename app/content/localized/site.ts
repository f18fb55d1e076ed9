/**
 * The company words and navigation in a language: the English content (app/content/site.ts) or its
 * Spanish twin (app/content/es/site.ts, decision 070). The twin takes its shape from the English
 * module, which knows nothing of it, so the picker stands here, above both; one module per concept
 * keeps each page's client chunk to its own words.
 */
import type { Lang } from "../i18n";
import { company, footerNav, mainNav, serviceArea, type CompanyWords, type NavItem } from "../site";
import { companyWordsEs, footerNavEs, mainNavEs } from "../es/site";

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
