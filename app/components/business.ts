import { useRouteLoaderData } from "react-router";
import { DEFAULT_PROFILE, publicBusinessOf } from "~/business/profile";
import { type PublicBusiness } from "~/content/business-view";
import { isoDateInZone } from "~/utils/dates";
import { useLang } from "./i18n";

/**
 * The business profile as the page's language shows it (decision 087): the root loader reads it
 * from the server's kept copy on every page, so a page rendered again after the owner's change,
 * and a hydrated page in the browser, show the same facts. An error answered before any loader
 * ran (a POST to a page without a form: 405) has no root data: its page shows a fresh install's
 * profile, which claims nothing.
 */
export function useBusiness(): PublicBusiness {
  // The root loader's data, typed by what it is said to hold rather than by importing the root (no circle).
  const data = useRouteLoaderData("root") as { business?: PublicBusiness } | undefined;
  const lang = useLang();
  return data?.business ?? publicBusinessOf(DEFAULT_PROFILE, lang, isoDateInZone(new Date()));
}
