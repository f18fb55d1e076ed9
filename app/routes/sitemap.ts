import { sitemapXml } from "~/utils/seo-files";
import { siteUrl } from "~/utils/env.server";

export function loader() {
  return new Response(sitemapXml(siteUrl()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
