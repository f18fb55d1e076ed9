import i18next, { type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGS, langFromPath, NAMESPACES, resources, type Lang, type Namespace } from "~/content/i18n";

export { htmlLang, langFromPath, localePath, pathWithoutLang, samePageIn } from "~/content/i18n";

/**
 * The one i18next instance (decision 069): every catalogue is bundled, so it is ready at import,
 * on the server and in the admin's browser alike. A page's language is its URL (/es/… is
 * Spanish); a customer's is the language their request was sent in (leads.language).
 */
const i18n = i18next.createInstance();
i18n.use(initReactI18next).init({
  resources,
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...LANGS],
  ns: [...NAMESPACES],
  defaultNS: "common",
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };

/** The translator of one language and namespace, for loaders, actions and messages. */
export function translator<N extends Namespace>(lang: Lang, ns: N): TFunction<N> {
  return i18n.getFixedT(lang, ns);
}

/** The language of the page a request is for (or was posted from): its URL's. */
export function requestLang(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}

/**
 * A schema's message in `lang`. The one schema for browser and server gives the spec's English
 * words; a Spanish page shows their Spanish (app/content/i18n/es/messages.ts), and an English
 * page the words themselves.
 */
export function translateMessage(lang: Lang, english: string): string {
  if (lang === "en") return english;
  return i18n.getFixedT(lang, "messages")(english, { keySeparator: false, nsSeparator: false, defaultValue: english });
}
