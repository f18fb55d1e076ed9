/**
 * The home page in a language: the English content (app/content/home.ts) or its Spanish twin
 * (app/content/es/home.ts, decision 070). The twin takes its shape from the English module, which
 * knows nothing of it, so the picker stands here, above both; one module per concept keeps each
 * page's client chunk to its own words.
 */
import type { Lang } from "../i18n";
import { homeWords, steps, type HomeWords, type Step } from "../home";
import { homeWordsEs } from "../es/home";

/** The home page's words in each language. */
const HOME: Record<Lang, HomeWords> = { en: homeWords, es: homeWordsEs };

/** The home page's words in `lang`; the steps keep their pictures. */
export function homeIn(lang: Lang): Omit<HomeWords, "steps"> & { steps: Step[] } {
  const words = HOME[lang];
  return { ...words, steps: steps.map((step, index) => ({ ...step, ...words.steps[index] })) };
}
