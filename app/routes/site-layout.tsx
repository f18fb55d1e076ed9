import { Outlet } from "react-router";
import { SiteChrome } from "~/components/site-chrome";
import { getSiteUrl } from "~/utils/site-url";

/** The site URL, for the `meta` of pages that build their tags in the browser (see utils/seo.ts). */
export function loader() {
  return { siteUrl: getSiteUrl() };
}

/** The site URL never changes while the app runs: no need to reload it on navigation. */
export function shouldRevalidate() {
  return false;
}

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
      <script defer src="/v.js" />
    </SiteChrome>
  );
}
