/**
 * The why-choose cards in a language: the English content (app/content/features.ts) or its Spanish
 * twin (app/content/es/features.ts, decision 070). The twin takes its shape from the English
 * module, which knows nothing of it, so the picker stands here, above both; one module per concept
 * keeps each page's client chunk to its own words.
 */
import type { Lang } from "../i18n";
import { whyChooseOthers, type Feature } from "../features";
import { whyChooseOthersEs } from "../es/features";

/** The why-choose cards without a claim, in each language. */
const WHY_CHOOSE_OTHERS: Record<Lang, Feature[]> = { en: whyChooseOthers, es: whyChooseOthersEs };

/** The why-choose cards without a claim, in `lang`. */
export function whyChooseOthersIn(lang: Lang): Feature[] {
  return WHY_CHOOSE_OTHERS[lang];
}
