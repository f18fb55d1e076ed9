import { Outlet } from "react-router";
import { SiteChrome } from "~/components/site-chrome";
import { siteUrl } from "~/utils/env.server";

/** The site URL, for the `meta` of pages that build their tags in the browser (see utils/seo.ts). */
export function loader() {
  return { siteUrl: siteUrl() };
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
