import { sitemapXml } from "~/utils/seo-files";
import { getSiteUrl } from "~/utils/site-url";

export function loader() {
  return new Response(sitemapXml(getSiteUrl()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
