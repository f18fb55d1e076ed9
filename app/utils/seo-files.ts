import { marketingPaths } from "~/content/site";
import { LANGS } from "~/content/i18n";
import { absoluteUrl } from "./seo";
import { htmlLang, localePath } from "./i18n";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The sitemap: every marketing page (the pre-rendered ones) in every language, as absolute URLs,
 * each naming its twins with hreflang (and x-default, the English page) as Google reads them.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[] = marketingPaths, lastModified: Date | null = null): string {
  // Every page shows the business profile: when the owner last changed it is when they last changed (decision 087).
  const lastmod = lastModified ? `    <lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>\n` : "";
  const alternates = (path: string) =>
    [...LANGS.map((lang) => [htmlLang(lang), localePath(lang, path)] as const), ["x-default", path] as const]
      .map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(siteUrl, href))}"/>`)
      .join("\n");
  const urls = paths
    .flatMap((path) => LANGS.map((lang) => `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, localePath(lang, path)))}</loc>\n${lastmod}${alternates(path)}\n  </url>`))
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled except the admin area and request status pages (in every language). */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    ...LANGS.map((lang) => `Disallow: ${localePath(lang, "/status")}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
