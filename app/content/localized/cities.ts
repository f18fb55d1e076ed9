/**
 * The city pages in a language: the English content (app/content/cities.ts) or its Spanish twin
 * (app/content/es/cities.ts, decision 070). The twin takes its shape from the English module, which
 * knows nothing of it, so the picker stands here, above both; one module per concept keeps each
 * page's client chunk to its own words.
 */
import type { Lang } from "../i18n";
import { cities, cityPageText, type City, type CityPageText } from "../cities";
import { cityPageTextEs, cityWordsEs } from "../es/cities";

/** The seven city pages in each language: English is the content itself, another language its words over it. */
const CITIES: Record<Lang, () => City[]> = {
  en: () => cities,
  es: () => cities.map((city) => ({ ...city, ...cityWordsEs[city.slug] })),
};

/** The city pages' own words in each language. */
const CITY_PAGE_TEXT: Record<Lang, CityPageText> = { en: cityPageText, es: cityPageTextEs };

/** The seven city pages in `lang`: the same slugs and names, the words of that language. */
export function citiesIn(lang: Lang): City[] {
  return CITIES[lang]();
}

export function findCity(slug: string | undefined, lang: Lang = "en"): City | undefined {
  return citiesIn(lang).find((city) => city.slug === slug);
}

/** A city page's own words in `lang`. */
export function cityPageTextIn(lang: Lang): CityPageText {
  return CITY_PAGE_TEXT[lang];
}
