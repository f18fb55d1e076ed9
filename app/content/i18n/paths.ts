import { LOCALES, type Lang } from "./languages";

/** The Spanish prefix of every public page. */
const PREFIX = "/es";

/** The language of a URL's path: /es and /es/… are Spanish, everything else English. */
export function langFromPath(pathname: string): Lang {
  return pathname === PREFIX || pathname.startsWith(`${PREFIX}/`) ? "es" : "en";
}

/** The path without its language: /es/services/caulking → /services/caulking, /es → /. */
export function pathWithoutLang(pathname: string): string {
  if (langFromPath(pathname) === "en") return pathname;
  return pathname.slice(PREFIX.length) || "/";
}

/** The English path `path` in `lang`: /about → /es/about, / → /es/ (a query or hash is kept). */
export function localePath(lang: Lang, path: string): string {
  if (lang === "en" || /^[a-z]+:/i.test(path)) return path;
  return `${PREFIX}${path}`;
}

/**
 * The same page in `lang`: the language switch's target. A pre-rendered page is rendered at its
 * path with a trailing slash (/services/caulking/); the link names the page's own path.
 */
export function samePageIn(lang: Lang, pathname: string): string {
  const path = pathWithoutLang(pathname);
  return localePath(lang, path.length > 1 ? path.replace(/\/+$/, "") : path);
}

/** `<html lang>` and hreflang: en-US, es-US. */
export function htmlLang(lang: Lang): string {
  return LOCALES[lang];
}

