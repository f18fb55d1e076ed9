import { useRouteLoaderData } from "react-router";
import type { PublicBusiness } from "~/business/profile";
import type { loader as rootLoader } from "~/root";

/**
 * The business profile as the page's language shows it (decision 087): the root loader reads it
 * from the server's kept copy on every page, so a page rendered again after the owner's change,
 * and a hydrated page in the browser, show the same facts.
 */
export function useBusiness(): PublicBusiness {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useBusiness needs the root loader's data");
  return data.business;
}
