/**
 * The trust claims in a language: the English content (app/content/trust.ts) or its Spanish twin
 * (app/content/es/trust.ts, decision 070). The twin takes its shape from the English module, which
 * knows nothing of it, so the picker stands here, above both; one module per concept keeps each
 * page's client chunk to its own words.
 */
import type { Lang } from "../i18n";
import { trustWords, type TrustWords } from "../trust";
import { trustWordsEs } from "../es/trust";

/** The trust claims in `lang` (app/content/es/trust.ts for Spanish): each still made only when its fact is set. */
export function trustIn(lang: Lang): TrustWords {
  return TRUST[lang];
}

/** The trust claims' words in each language. */
const TRUST: Record<Lang, TrustWords> = { en: trustWords, es: trustWordsEs };
