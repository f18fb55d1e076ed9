import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Lang, Namespace } from "~/content/i18n";
import { langFromPath, localePath, translateMessage } from "~/utils/i18n";

/** The page's language, from its URL (/es/… is Spanish). */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** The page language's translator of one namespace. */
export function useT<N extends Namespace>(ns: N) {
  return useTranslation(ns, { lng: useLang() }).t;
}

/** A link's path in the page's language: /book → /es/book on a Spanish page. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}

/** The page language's words for a schema's English message (a field's error, a refusal). */
export function useMessage(): (english: string) => string {
  const lang = useLang();
  return (english) => translateMessage(lang, english);
}
