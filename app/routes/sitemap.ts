import { sitemapXml } from "~/utils/seo-files";
import { siteUrl } from "~/utils/env.server";
import { marketingPaths } from "~/content/site";
import { businessUpdatedAt } from "~/business/profile.server";

export async function loader() {
  return new Response(sitemapXml(siteUrl(), marketingPaths, await businessUpdatedAt()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
