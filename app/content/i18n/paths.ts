import { LANGS, LOCALES, PATH_PREFIXES, type Lang } from "./languages";

/** The language of a URL's path, by its prefix (`PATH_PREFIXES`): /es and /es/… are Spanish, everything else English. */
export function langFromPath(pathname: string): Lang {
  const prefixed = (lang: Lang) => {
    const prefix = PATH_PREFIXES[lang];
    return prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  };
  return LANGS.find(prefixed) ?? "en";
}

/** The path without its language: /es/services/caulking → /services/caulking, /es → /. */
export function pathWithoutLang(pathname: string): string {
  const prefix = PATH_PREFIXES[langFromPath(pathname)];
  if (prefix === "") return pathname;
  return pathname.slice(prefix.length) || "/";
}

/**
 * `path` as a path of this site, read as a browser reads a link: tabs and line breaks dropped, a
 * backslash a slash, then every run of slashes one, and a leading slash when it had none. A link
 * made of the URL a visitor asked for (/es//evil.example) then never names another host, as
 * //evil.example or /\evil.example would (issue 39 §12). The query and fragment are kept as they are.
 */
function sitePath(path: string): string {
  const end = path.search(/[?#]/);
  const [pathname, rest] = end < 0 ? [path, ""] : [path.slice(0, end), path.slice(end)];
  const own = pathname.replace(/[\t\n\r]/g, "").replace(/\\/g, "/").replace(/\/{2,}/g, "/");
  return `${own.startsWith("/") ? "" : "/"}${own}${rest}`;
}

/**
 * The English path `path` in `lang`: /about → /es/about, / → /es/ (a query or hash is kept),
 * always a path of this site (`sitePath`). An absolute URL (another site's page in the content) is
 * left as it is.
 */
export function localePath(lang: Lang, path: string): string {
  if (/^[a-z]+:/i.test(path)) return path;
  const own = sitePath(path);
  return `${PATH_PREFIXES[lang]}${own}`;
}

/**
 * The same page in `lang`: the language switch's and the language offer's target, made of the
 * URL asked for, so always a path of this site (`localePath`). A pre-rendered page is rendered at
 * its path with a trailing slash (/services/caulking/); the link names the page's own path.
 */
export function samePageIn(lang: Lang, pathname: string): string {
  const path = sitePath(pathWithoutLang(pathname));
  return localePath(lang, path.length > 1 ? path.replace(/\/+$/, "") : path);
}

/** `<html lang>` and hreflang: en-US, es-US. */
export function htmlLang(lang: Lang): string {
  return LOCALES[lang];
}

