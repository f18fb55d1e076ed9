/**
 * The company words and navigation in a language: the English content (app/content/site.ts) or its
 * Spanish twin (app/content/es/site.ts, decision 070). The twin takes its shape from the English
 * module, which knows nothing of it, so the picker stands here, above both; one module per concept
 * keeps each page's client chunk to its own words.
 */
import type { Lang } from "../i18n";
import { company, footerNav, mainNav, serviceArea, type CompanyWords, type NavItem } from "../site";
import { companyWordsEs, footerNavEs, mainNavEs } from "../es/site";

/** The navigation and the company's words in each language (English's read from the facts each time). */
const SITE: Record<Lang, { main: NavItem[]; footer: NavItem[]; company: () => CompanyWords }> = {
  en: {
    main: mainNav,
    footer: footerNav,
    company: () => ({ region: company.region, regionTitle: serviceArea.name, hours: { ...company.hours }, priceRange: company.priceRange }),
  },
  es: { main: mainNavEs, footer: footerNavEs, company: () => companyWordsEs },
};

/** The header's links in `lang`. */
export function mainNavIn(lang: Lang): NavItem[] {
  return SITE[lang].main;
}

/** The footer's quick links in `lang`. */
export function footerNavIn(lang: Lang): NavItem[] {
  return SITE[lang].footer;
}

/** The company's words in `lang`. */
export function companyWordsIn(lang: Lang): CompanyWords {
  return SITE[lang].company();
}
