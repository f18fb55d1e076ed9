import { isRouteErrorResponse } from "react-router";
import { serviceLabel, serviceNav } from "~/content/site";
import { buttonClass } from "./button-styles";
import { useLang, useLocalePath, useT } from "./i18n";

/** The 404 view ('Oops! Page not found'), also used for unknown services and cities. */
export function NotFoundPage() {
  const lang = useLang();
  const t = useT("common");
  const localePath = useLocalePath();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 pb-20 pt-32 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-6xl font-extrabold text-brand-600">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("notFound.title")}</h1>
        <p className="mt-4 text-lg text-slate-600">{t("notFound.text")}</p>
        <a href={localePath("/")} className={buttonClass({ size: "lg", className: "mt-8" })}>
          {t("notFound.home")}
        </a>
        <nav aria-label={t("notFound.popular")} className="mt-12">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{t("notFound.popular")}</h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {serviceNav.slice(0, 4).map((service) => (
              <li key={service.slug}>
                <a
                  href={localePath(`/services/${service.slug}`)}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {serviceLabel(service.slug, lang)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

/** A server or render error inside the site layout. */
export function ErrorPage() {
  const t = useT("common");
  const localePath = useLocalePath();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 pb-20 pt-32 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("error.title")}</h1>
        <p className="mt-4 text-lg text-slate-600">{t("error.text")}</p>
        <a href={localePath("/")} className={buttonClass({ size: "lg", className: "mt-8" })}>
          {t("notFound.home")}
        </a>
      </div>
    </section>
  );
}

/** The view for a route's error: the 404 page for "not found", the error page otherwise. */
export function RouteError({ error }: { error: unknown }) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}
