import { robotsTxt } from "~/utils/seo-files";
import { siteUrl } from "~/utils/env.server";

export function loader() {
  return new Response(robotsTxt(siteUrl()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
