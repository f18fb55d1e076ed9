import type { MetaDescriptor } from "react-router";
import { withoutBookingBar } from "~/components/mobile-cta-bar";
import { staticPageHandle } from "~/components/static-page";
import { company } from "~/content/site";
import { langFromPath, translator } from "~/utils/i18n";

/** A customer's page (status, quote, review): anyone with the link can open it, so it stays out of search engines and shared caches. */
export const customerPageHeaders = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" } as const;

/** Not hydrated (decision 025): plain POST forms, a toast is server-rendered HTML; no booking bar. */
export const customerPageHandle = { ...staticPageHandle, ...withoutBookingBar };

/** A customer's page's title and description in its URL's language, out of search engines. */
export function customerPageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | ${company.name}` }, { name: "description", content: description }, { name: "robots", content: "noindex, nofollow" }];
}

/** The meta of the quote or review page, its words in the `forms` catalogue. */
export function customerFormPageMeta(page: "quote" | "review") {
  return ({ location }: { location: { pathname: string } }) => {
    const t = translator(langFromPath(location.pathname), "forms");
    return customerPageMeta(t(`${page}.metaTitle`), t(`${page}.metaDescription`, { company: company.name }));
  };
}
