import type { Route } from "./+types/book";
import { BookingForm } from "~/components/booking/booking-form";
import { BookingSidePanel } from "~/components/booking/booking-side-panel";
import { withoutBookingBar } from "~/components/mobile-cta-bar";
import { useT } from "~/components/i18n";
import { staticPageHandle } from "~/components/static-page";
import { company, findBookableService } from "~/content/site";
import { bookingMiddleware } from "~/leads/capture/lead-form-admission.server";
import { submitBooking } from "~/leads/capture/lead-forms.server";
import { bookVisit } from "~/flows/book-visit.server";
import { bookingConfirmsAtOnce, bookingDays, bookingWindows } from "~/schedule/public-windows.server";
import { langFromPath, translator } from "~/utils/i18n";
import { pageMeta } from "~/utils/seo";
import { siteUrl } from "~/utils/env.server";
import { publicBusiness } from "~/business/profile.server";

/**
 * Safe to run at build time, when the page is pre-rendered without a query. A request for
 * /book?service=… skips the pre-rendered copy (server/static-pages.ts) and comes here, so the
 * service is chosen in the HTML itself, without JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const service = findBookableService(url.searchParams.get("service"))?.slug ?? null;
  const lang = langFromPath(url.pathname);
  const t = translator(lang, "forms");
  return {
    service,
    windows: bookingWindows(lang),
    days: bookingDays(),
    confirmsAtOnce: bookingConfirmsAtOnce(),
    meta: pageMeta({
      profile: publicBusiness(lang),
      siteUrl: siteUrl(),
      path: "/book",
      title: `${t("book.metaTitle")} | ${company.name}`,
      description: t("book.metaDescription"),
      lang,
    }),
  };
}

/** Not hydrated (decision 025): the form is a plain POST; the server's answer carries its messages. */
export const handle = { ...staticPageHandle, ...withoutBookingBar };

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** A booking refused for want of room keeps its Retry-After on the HTTP answer (React Router passes on only cookies by itself). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

/** Over the client's limit, a POST is answered from a kept refusal page (decision 049). */
export const middleware: Route.MiddlewareFunction[] = [bookingMiddleware];

/** The page is pre-rendered; the POST comes here: the form read and answered, the booking stored by its flow (with its window's place). */
export async function action(args: Route.ActionArgs) {
  return submitBooking(args, (lead) => bookVisit(lead, "customer"));
}

export default function Book({ loaderData }: Route.ComponentProps) {
  const service = loaderData.service ?? undefined;
  const t = useT("forms");
  return (
    <section aria-labelledby="book-title" className="bg-gradient-to-b from-brand-50 to-white pb-20 pt-24 md:pt-32">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t("book.eyebrow")}</p>
          <h1 id="book-title" className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t("book.title")}
          </h1>
          <p className="mt-4 text-lg text-slate-700">
            {t(loaderData.confirmsAtOnce ? "book.introConfirmed" : "book.intro", { hours: company.contactPromiseHours })}
          </p>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <BookingForm key={service ?? ""} defaultService={service} windows={loaderData.windows} days={loaderData.days} confirmsAtOnce={loaderData.confirmsAtOnce} />
          <BookingSidePanel />
        </div>
      </div>
    </section>
  );
}
