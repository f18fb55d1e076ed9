import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { nonceContext } from "~/context";
import { Toaster } from "~/components/ui/sonner";
import { useToastFromServer } from "~/components/toast-from-server";
import { getToast } from "~/utils/toast.server";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request);
  return data({ toast, nonce: context.get(nonceContext) }, { headers: headers ?? undefined });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = rootData?.nonce || undefined;
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1557b8" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useToastFromServer(loaderData.toast);
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Oops! Page not found" : "Something went wrong";
  const message =
    status === 404
      ? "The page you are looking for does not exist."
      : "We could not load this page. Please try again in a moment.";
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{`${title} | Pacific Crest Handyman`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-slate-600">{message}</p>
      <a href="/" className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Return Home
      </a>
    </main>
  );
}
