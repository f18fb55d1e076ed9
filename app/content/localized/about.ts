/**
 * The about page in a language: the English content (app/content/about.ts) or its Spanish twin
 * (app/content/es/about.ts, decision 070). The twin takes its shape from the English module, which
 * knows nothing of it, so the picker stands here, above both; one module per concept keeps each
 * page's client chunk to its own words.
 */
import type { Lang } from "../i18n";
import { aboutWords, type AboutWords } from "../about";
import { aboutWordsEs } from "../es/about";

/** The about page's words in each language (a new language is a missing key here: the type check lists it). */
const ABOUT: Record<Lang, AboutWords> = { en: aboutWords, es: aboutWordsEs };

/** The about page's words in `lang`. */
export function aboutIn(lang: Lang): AboutWords {
  return ABOUT[lang];
}
