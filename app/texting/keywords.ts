import type { Lang } from "~/content/i18n/languages";

export type Keyword = { kind: "stop" | "start" | "help"; lang?: Lang; yes?: true };

/**
 * The words a text may be, whole and trimmed, in any case, that the carriers expect a sender to
 * honour (decision 088): stop every text to the number at once, start them again, or ask for
 * help. A word of one language (ALTO, PARAR, AYUDA) is answered in it; the others in the
 * language of the number's request.
 */
const KEYWORDS: Record<string, Keyword> = {
  STOP: { kind: "stop" },
  STOPALL: { kind: "stop" },
  UNSUBSCRIBE: { kind: "stop" },
  CANCEL: { kind: "stop" },
  END: { kind: "stop" },
  QUIT: { kind: "stop" },
  ALTO: { kind: "stop", lang: "es" },
  PARAR: { kind: "stop", lang: "es" },
  START: { kind: "start" },
  UNSTOP: { kind: "start" },
  // YES also answers the bot's question "cancel your visit?" from a number that is not opted out (decision 088).
  YES: { kind: "start", yes: true },
  HELP: { kind: "help" },
  AYUDA: { kind: "help", lang: "es" },
};

/** The keyword a text's whole body is, if any. */
export function keywordOf(body: string): Keyword | undefined {
  const word = body.trim().toUpperCase();
  return Object.hasOwn(KEYWORDS, word) ? KEYWORDS[word] : undefined;
}
