import { marketingPaths } from "~/content/site";
import { absoluteUrl } from "./seo";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap: every marketing page (the pre-rendered ones), as absolute URLs. */
export function sitemapXml(siteUrl: string, paths: readonly string[] = marketingPaths): string {
  const urls = paths
    .map((path) => `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled except the admin area and request status pages. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /status",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
