import { ArrowLeft } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/status";
import { buttonClass } from "~/components/button-styles";
import { DeclinedCard } from "~/components/status/declined-card";
import { NoContactCard } from "~/components/status/no-contact-card";
import { RequestNotFound } from "~/components/status/request-not-found";
import { RequestSummary } from "~/components/status/request-summary";
import { StatusLookupForm } from "~/components/status/status-lookup-form";
import { StatusTimeline } from "~/components/status/status-timeline";
import { VisitChanges, VisitRefusal } from "~/components/status/visit-changes";
import { customerPageHandle, customerPageHeaders, customerPageMeta } from "~/components/status/customer-page";
import { company } from "~/content/site";
import { loadStatusPage } from "~/status/status-page-loader.server";
import { customerLinkKeyOf } from "~/leads/proof/customer-link.server";
import { statusAction } from "~/status/status-page.server";
import { visitChangeAction, withVisitSection } from "~/schedule/visit-changes.server";
import { passPageCacheHeader } from "~/utils/page-cache";
import { StatusQuoteCard } from "~/components/quotes/status-quote-card";
import { statusQuote } from "~/quotes/quote-page.server";
import { withQuoteStep } from "~/quotes/status-step";
import { StatusInvoiceCard } from "~/components/payments/status-invoice-card";
import { statusInvoice } from "~/payments/invoice-page.server";
import { StatusDepositCard } from "~/components/payments/status-deposit-card";
import { statusDeposit } from "~/payments/deposit-page.server";
import { useLocalePath, useT } from "~/components/i18n";
import { langFromPath, requestLang, translator } from "~/utils/i18n";

/**
 * Anyone with the link can open the page: keep it out of search engines and shared caches. The
 * server itself may keep a found request's page (decision 027): the loader says until when.
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { ...customerPageHeaders, ...passPageCacheHeader(loaderHeaders) };
}

/** Not hydrated (decision 025): its two forms are plain POSTs and a toast is server-rendered HTML. */
export const handle = customerPageHandle;

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const t = translator(langFromPath(location.pathname), "forms");
  const title = loaderData?.found ? t("status.metaFound") : loaderData && "track" in loaderData ? t("status.eyebrow") : t("status.metaNotFound");
  return customerPageMeta(title, t("status.metaDescription", { company: company.name }));
};

/** The page in its URL's language: every word and date of the request, its quote and its visit. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // "Track my request" (the header's link, issue 40 §2): the look-up form is the page.
  if (!params.requestId && new URL(request.url).searchParams.has("find")) return { found: false as const, id: "", message: "", track: true };
  const page = await loadStatusPage(params.requestId, lang);
  // The quote (app/quotes reads leads, never the reverse): its card and its step on the timeline.
  const quote = page.data.found ? await statusQuote(page.data.request.id, new Date(), lang) : null;
  // The invoice (app/payments reads leads, never the reverse): paid or the balance due, and its page.
  const invoice = page.data.found ? await statusInvoice(page.data.request.id, lang) : null;
  // The approved quote's deposit (decision 089): "Deposit paid", or what is due and the way to pay it.
  const deposit = page.data.found ? await statusDeposit(page.data.request.id, lang) : null;
  if (quote && page.data.found) page.data.request.timeline = withQuoteStep(page.data.request.timeline, quote, lang);
  // The visit's section (confirm, move, cancel), and how long the page may be kept.
  const withVisit = await withVisitSection(page, new Date(), lang);
  // The key of the customer's own link (decision 074), when the page was opened from a message: the visit's acts need no digits then.
  const proofKey = customerLinkKeyOf(request, params.requestId, "visit");
  // A request not found is answered with its page data as it is.
  return data(withVisit.data.found ? { ...withVisit.data, quote, invoice, deposit, lang, proofKey } : withVisit.data, withVisit.init ?? undefined);
}

export async function action(args: Route.ActionArgs) {
  // The visit section's forms post to ?visit (decision 067).
  if (new URL(args.request.url).searchParams.has("visit")) return visitChangeAction(args);
  return statusAction(args);
}

export default function Status({ loaderData, actionData }: Route.ComponentProps) {
  // After a look-up that found nothing, the form and its message are the page: the not-found
  // card ("Request ID is missing") would answer a question the visitor did not ask.
  const lookedUp = Boolean(actionData && "lookup" in actionData);
  const t = useT("forms");
  const localePath = useLocalePath();
  return (
    <section className="relative bg-gradient-to-b from-brand-50 to-white pb-20 pt-24 md:pt-32">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        {loaderData.found ? (
          <>
            <div className="grid gap-4">
              <div>
                <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t("status.eyebrow")}</p>
                <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
                  {t("status.title")}
                </h1>
                <p className="mt-3 text-lg text-slate-700">{t("status.thanks", { name: loaderData.request.customer.firstName })}</p>
              </div>
            </div>
            {loaderData.request.declined ? (
              <div className="mt-8">
                <DeclinedCard reason={loaderData.request.declined.reason} />
              </div>
            ) : null}
            {loaderData.visit ? (
              <div className="mt-8">
                <VisitChanges view={loaderData.visit} proofKey={loaderData.proofKey} />
              </div>
            ) : (
              <VisitRefusal className="mt-8" />
            )}
            <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <StatusTimeline steps={loaderData.request.timeline} />
              <div className="grid content-start gap-6">
                {loaderData.quote ? <StatusQuoteCard quote={loaderData.quote} /> : null}
                {loaderData.deposit ? <StatusDepositCard deposit={loaderData.deposit} lang={loaderData.lang} /> : null}
                {loaderData.invoice ? <StatusInvoiceCard invoice={loaderData.invoice} lang={loaderData.lang} /> : null}
                <RequestSummary request={loaderData.request} />
                {loaderData.request.noContact.kind === "closed" ? null : (
                  <NoContactCard state={loaderData.request.noContact} action={localePath(`/status/${loaderData.request.id}`)} />
                )}
                {loaderData.request.status === "Completed" ? (
                  <section aria-labelledby="review-invite-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                    <h2 id="review-invite-title" className="text-lg font-bold text-slate-900">
                      {t("status.reviewTitle")}
                    </h2>
                    <p className="mt-2 text-sm text-slate-700">{t("status.reviewText")}</p>
                    <a href={localePath(`/status/${loaderData.request.id}/review`)} className={buttonClass({ variant: "default", className: "mt-4" })}>
                      {t("status.reviewLink")}
                    </a>
                  </section>
                ) : null}
              </div>
            </div>
            <a href={localePath("/")} className={buttonClass({ variant: "outline", size: "lg", className: "mt-10" })}>
              <ArrowLeft aria-hidden="true" />
              {t("status.back")}
            </a>
          </>
        ) : "track" in loaderData ? (
          <>
            <h1 className="text-center text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t("status.eyebrow")}</h1>
            <StatusLookupForm />
          </>
        ) : (
          <>
            {lookedUp ? null : <RequestNotFound id={loaderData.id} message={loaderData.message} />}
            <StatusLookupForm />
          </>
        )}
      </div>
    </section>
  );
}
