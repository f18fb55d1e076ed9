/** The site's languages: English (the spec's texts, exact) and Spanish under /es (issue 35, decision 069). */
export const LANGS = ["en", "es"] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** Where each language's pages are: English at the site's root, Spanish under /es (decision 069). */
export const PATH_PREFIXES: Record<Lang, string> = { en: "", es: "/es" };

/** The language's name in its own words: the switch, the admin's language column and the phone lead's choice. */
export const LANG_NAMES: Record<Lang, string> = { en: "English", es: "Español" };

/** What the office calls each language (the admin stays in English). */
export const LANG_LABELS: Record<Lang, string> = { en: "English", es: "Spanish" };

/** The value of `<html lang>`, hreflang and `og:locale` (with "_"). */
export const LOCALES: Record<Lang, string> = { en: "en-US", es: "es-US" };

/**
 * A Spanish catalogue has exactly the English one's keys, every leaf a string: a key missing in
 * Spanish fails the type check (and tests/integration/i18n-catalogues.test.ts).
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
