import { robotsTxt } from "~/utils/seo-files";
import { getSiteUrl } from "~/utils/site-url";

export function loader() {
  return new Response(robotsTxt(getSiteUrl()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
