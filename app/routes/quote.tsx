import { ArrowLeft } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/quote";
import { buttonClass } from "~/components/button-styles";
import { CustomerQuote } from "~/components/quotes/customer-quote";
import { customerFormPageMeta, customerPageHandle, customerPageHeaders } from "~/components/status/customer-page";
import { company } from "~/content/site";
import type { QuotePageReply } from "~/quotes/quote-page";
import { loadQuotePage, quotePageAction } from "~/quotes/quote-page.server";
import { customerLinkKeyOf } from "~/leads/proof/customer-link.server";
import { BOOKING_LIST_DAYS, openWindows } from "~/schedule/capacity.server";
import { getScheduleSettings } from "~/schedule/settings.server";
import { bookQuotedVisit } from "~/flows/quote-visit.server";
import { windowDays } from "~/schedule/windows";
import { useLocalePath, useT } from "~/components/i18n";
import { requestLang } from "~/utils/i18n";
import { useBusiness } from "~/components/business";
import { customerDeposit, depositPayAction, type DepositPayReply } from "~/payments/deposit-page.server";

export function headers() {
  return customerPageHeaders;
}

/** Not hydrated (decision 025): plain POST forms; while the quote is open, /quote.js makes the total follow the ticked items. */
export const handle = customerPageHandle;

export const meta: Route.MetaFunction = customerFormPageMeta("quote");

export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const page = await loadQuotePage(params.requestId, [], new Date(), lang);
  if (!page.found) return data({ page, windows: [], confirmsAtOnce: false, proofKey: null, deposit: null }, { status: 404 });
  const offer = page.quote.status === "approved" && !page.quote.visit;
  const windows = offer
    ? windowDays(await openWindows(new Date(), BOOKING_LIST_DAYS), undefined, lang)
    : [];
  // Whether the time chosen here is confirmed as it is booked (decision 078), so the form says so.
  const confirmsAtOnce = offer && (await getScheduleSettings()).confirmOnlineBookings;
  // The approved quote's deposit (app/payments reads quotes, never the reverse): due, paid or waived; back from Checkout, paid or pending from the database.
  const deposit = page.quote.status === "approved" ? await customerDeposit(page.quote.leadId, new URL(request.url).searchParams.get("checkout")) : null;
  // The key of the customer's own link (decision 074): the page's answers need no digits then.
  return { page, windows, confirmsAtOnce, proofKey: customerLinkKeyOf(request, params.requestId, "quote"), deposit };
}

export async function action(args: Route.ActionArgs) {
  // The deposit's card button posts to ?deposit (decision 089): a Stripe Checkout page for the deposit due.
  if (new URL(args.request.url).searchParams.has("deposit")) return depositPayAction(args);
  return quotePageAction(args, bookQuotedVisit);
}

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const { page, windows, confirmsAtOnce, proofKey, deposit } = loaderData;
  const depositError = actionData && "depositError" in actionData ? (actionData as DepositPayReply).depositError : null;
  const reply = depositError ? undefined : (actionData as QuotePageReply | undefined);
  const t = useT("forms");
  const localePath = useLocalePath();
  return (
    <section className="relative bg-gradient-to-b from-brand-50 to-white pb-20 pt-24 md:pt-32 print:bg-none print:p-0">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{company.name}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t("quote.title")}</h1>
        {page.found ? (
          <>
            <p className="mt-3 mb-8 text-lg text-slate-700">
              {t(page.quote.open ? "quote.hi" : page.quote.status === "approved" ? "quote.hiApproved" : "quote.hiClosed", { name: page.quote.firstName })}{" "}
              <a href={`tel:${business.contact.phoneE164}`} className="font-semibold text-brand-700 underline underline-offset-4">
                {business.contact.phone}
              </a>
              .
            </p>
            <CustomerQuote
              quote={page.quote}
              reply={reply}
              windows={windows}
              confirmsAtOnce={confirmsAtOnce}
              proofKey={proofKey}
              phone={business.contact.phone}
              tel={`tel:${business.contact.phoneE164}`}
              deposit={deposit}
              depositError={depositError}
            />
            {page.quote.open ? <script src="/quote.js" defer /> : null}
          </>
        ) : (
          <p className="mt-3 text-lg text-slate-700">{t("quote.notFound", { phone: business.contact.phone })}</p>
        )}
        <a href={localePath(page.found ? `/status/${page.quote.leadId}` : "/")} className={buttonClass({ variant: "outline", size: "lg", className: "mt-10 print:hidden" })}>
          <ArrowLeft aria-hidden="true" />
          {page.found ? t("quote.back") : t("status.back")}
        </a>
      </div>
    </section>
  );
}
