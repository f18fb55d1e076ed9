import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { nonceContext } from "~/context";
import { ToasterHost } from "~/components/toast-from-server";
import { RouteError } from "~/components/not-found-page";
import { SiteChrome } from "~/components/site-chrome";
import { useIsStaticPage } from "~/components/static-page";
import { getToast } from "~/utils/toast.server";
import { htmlLang, langFromPath, translator } from "~/utils/i18n";
import { publicBusiness } from "~/business/profile.server";
import { useLang } from "~/components/i18n";
import appCss from "./app.css?url";

/** The stylesheet with a precedence: React puts it first in <head>, before the module preloads. */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss, precedence: "high" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request);
  // The business profile every public page shows (phone, hours, areas, claims), as this server keeps
  // it (decision 087). The admin's pages show none of it: their data stays without it.
  const { pathname } = new URL(request.url);
  const business = pathname === "/admin" || pathname.startsWith("/admin/") ? undefined : publicBusiness(langFromPath(pathname));
  return data({ toast, nonce: context.get(nonceContext), business }, { headers: headers ?? undefined });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = rootData?.nonce || undefined;
  // A marketing page is HTML and CSS only: no module preloads, router context or hydration (decision 025).
  const hydrate = !useIsStaticPage();
  const lang = useLang();
  return (
    <html lang={htmlLang(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1557b8" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Outlet />
      <ToasterHost toast={loaderData.toast} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const t = translator(useLang(), "common");
  const title = status === 404 ? t("notFound.title") : t("error.title");
  return (
    <SiteChrome>
      <title>{`${title} | Pacific Crest Handyman`}</title>
      <meta name="robots" content="noindex" />
      <RouteError error={error} />
    </SiteChrome>
  );
}
