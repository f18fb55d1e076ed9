/**
 * The public origin of the site (no trailing slash), for canonical URLs, the sitemap and
 * structured data. Server-only: loaders call it, at build time for pre-rendered pages, so
 * build with the production SITE_URL.
 */
export function getSiteUrl(): string {
  const configured = process.env.SITE_URL?.trim();
  return (configured || "http://localhost:3000").replace(/\/+$/, "");
}
