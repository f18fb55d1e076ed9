import { ArrowLeft, CreditCard } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/invoice";
import { buttonClass } from "~/components/button-styles";
import { useBusiness } from "~/components/business";
import { CustomerInvoice } from "~/components/payments/customer-invoice";
import { customerPageHandle, customerPageHeaders, customerPageMeta } from "~/components/status/customer-page";
import { company } from "~/content/site";
import { invoicePageAction, loadInvoicePage, type InvoicePageReply } from "~/payments/invoice-page.server";
import { INVOICE_WORDS } from "~/payments/invoice-words";
import { langFromPath, localePath } from "~/content/i18n/paths";
import { requestLang } from "~/utils/i18n";
import { pageCacheHeaders, passPageCacheHeader } from "~/utils/page-cache";

/** As the status page: the server may keep a found invoice's page until the database announces a change (decision 027). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { ...customerPageHeaders, ...passPageCacheHeader(loaderHeaders) };
}

/** Not hydrated (decision 025), like the quote page: the invoice read from the database, in the page's language. */
export const handle = customerPageHandle;

export const meta: Route.MetaFunction = ({ location }) => {
  const words = INVOICE_WORDS[langFromPath(location.pathname)];
  return customerPageMeta(words.title, words.metaDescription(company.name));
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // Back from Stripe Checkout: which session to look for; whether it is paid comes from the database.
  const page = await loadInvoicePage(params.requestId, lang, new URL(request.url).searchParams.get("checkout"));
  // Nothing on the page changes with time alone; a payment or a change to the invoice is announced.
  return data({ page, lang }, page.found ? { headers: pageCacheHeaders(Number.POSITIVE_INFINITY) } : { status: 404 });
}

/** "Pay by card": a Stripe Checkout page for the balance due (decision 086). */
export async function action(args: Route.ActionArgs) {
  return invoicePageAction(args);
}

export default function Invoice({ loaderData, actionData }: Route.ComponentProps) {
  const { page, lang } = loaderData;
  const reply = actionData as InvoicePageReply | undefined;
  const words = INVOICE_WORDS[lang];
  // The phone the owner set on the Business page (decision 087), as every other page says it.
  const { contact } = useBusiness();
  return (
    <section className="relative bg-gradient-to-b from-brand-50 to-white pb-20 pt-24 md:pt-32 print:bg-none print:p-0">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{company.name}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{words.title}</h1>
        {page.found ? (
          <>
            {page.checkout ? (
              <p role="status" className={`mt-6 rounded-lg border p-4 text-sm font-medium ${page.checkout === "paid" ? "border-green-300 bg-green-50 text-green-900" : "border-amber-300 bg-amber-50 text-amber-900"}`}>
                {page.checkout === "paid" ? words.checkoutPaid : words.checkoutPending}
              </p>
            ) : null}
            {reply?.error ? (
              <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
                {reply.error}
              </p>
            ) : null}
            <div className="mt-8">
              <CustomerInvoice invoice={page.invoice} />
            </div>
            {page.card ? (
              <form method="post" className="mt-6 grid gap-2 print:hidden">
                <input type="hidden" name="intent" value="pay" />
                <button type="submit" className={buttonClass({ size: "lg", className: "w-fit" })}>
                  <CreditCard aria-hidden="true" />
                  {words.payByCard(page.dueCents)}
                </button>
                <p className="text-sm text-slate-600">{words.payByCardHint}</p>
              </form>
            ) : page.dueCents > 0 ? (
              <p className="mt-6 text-sm text-slate-700">{words.cardUnavailable}</p>
            ) : null}
            {page.invoice.paid ? null : (
              <p className="mt-6 text-slate-700">
                {words.howToPay}{" "}
                <a href={`tel:${contact.phoneE164}`} className="font-semibold text-brand-700 underline underline-offset-4">
                  {contact.phone}
                </a>
                .
              </p>
            )}
          </>
        ) : (
          <p className="mt-3 text-lg text-slate-700">{words.notFound(contact.phone)}</p>
        )}
        <a href={localePath(lang, page.found ? `/status/${page.leadId}` : "/")} className={buttonClass({ variant: "outline", size: "lg", className: "mt-10 print:hidden" })}>
          <ArrowLeft aria-hidden="true" />
          {words.back}
        </a>
      </div>
    </section>
  );
}
