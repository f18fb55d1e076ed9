import { data, redirect, type RouterContextProvider } from "react-router";
import { clientIpContext } from "~/context";

import { business } from "~/business/profile.server";
import { getDb } from "~/db/client.server";
import { FORM_MESSAGES } from "~/forms/fields";
import { FormRefusedError, readFormData } from "~/forms/form-data.server";
import { findLead } from "~/leads/leads.server";
import { LIMITS } from "~/security/limits";
import { clientFingerprint, hitRateLimit } from "~/security/rate-limit.server";
import { siteUrl } from "~/utils/env.server";
import { requestLang } from "~/utils/i18n";
import { logger } from "~/utils/logger.server";
import { z } from "~/utils/zod";
import { INVOICE_WORDS } from "./invoice-words";
import { checkoutState } from "./payments.server";
import { cardPaymentsEnabled, createCheckout } from "./stripe.server";
import { firstName } from "~/leads/mask";
import type { Lang } from "~/content/i18n/languages";
import { localePath } from "~/content/i18n/paths";
import { invoiceDocument, type InvoiceDocument } from "./invoice-document";
import { customerInvoiceOfLead } from "./invoices.server";

export type InvoicePageData =
  | {
      found: true;
      leadId: string;
      firstName: string;
      invoice: InvoiceDocument;
      dueCents: number;
      /** Card payments are offered (Stripe's keys are set) and something is due. */
      card: boolean;
      /** Back from Checkout (`?checkout=<session>`): paid or pending, as the database says. */
      checkout: "paid" | "pending" | null;
    }
  | { found: false };

/**
 * The customer's invoice page (`/status/:id/invoice`), opened like the quote page (decision 066):
 * the request's id is the link's key; an erased request or one without an invoice is not found.
 * Every amount is the server's, written out in the page's language.
 */
export async function loadInvoicePage(requestId: string | undefined, lang: Lang, checkoutSession: string | null = null): Promise<InvoicePageData> {
  const id = (requestId ?? "").trim();
  const [lead, invoice] = await Promise.all([findLead(id), customerInvoiceOfLead(id)]);
  if (!lead || !invoice || lead.erasedAt) return { found: false };
  return {
    found: true,
    leadId: lead.id,
    firstName: firstName(lead.name),
    invoice: invoiceDocument(invoice, lang),
    dueCents: invoice.dueCents,
    card: cardPaymentsEnabled() && invoice.dueCents > 0 && invoice.status === "open",
    checkout: checkoutSession ? await checkoutState(getDb(), lead.id, checkoutSession) : null,
  };
}

export type InvoicePageReply = { error: string };

const payFormSchema = z.object({ intent: z.literal("pay") });

/**
 * "Pay by card" on the invoice page: counted per client before the body is read, then a Stripe
 * Checkout page for the balance due as the database has it (never an amount the browser sent),
 * and a redirect to it. The customer comes back to this page with the session's id, and the page
 * says paid or pending from the database (the webhook records the payment).
 */
export async function invoicePageAction({ request, params, context }: { request: Request; params: { requestId?: string }; context: Readonly<RouterContextProvider> }) {
  const lang = requestLang(request);
  const words = INVOICE_WORDS[lang];
  const refused = (status: number, error: string) => data<InvoicePageReply>({ error }, { status });
  const limit = LIMITS.invoicePay;
  const { allowed } = await hitRateLimit(`invoice-pay:${clientFingerprint(context.get(clientIpContext))}`, limit.limit, limit.windowSeconds);
  if (!allowed) return refused(429, words.tooMany);
  try {
    await readFormData(request, payFormSchema);
  } catch (error) {
    if (error instanceof FormRefusedError) return refused(error.status, FORM_MESSAGES.notAForm);
    throw error;
  }
  const id = (params.requestId ?? "").trim();
  const [lead, invoice] = await Promise.all([findLead(id), customerInvoiceOfLead(id)]);
  if (!lead || !invoice || lead.erasedAt) return refused(404, words.notFound(business().contact.phone));
  const page = localePath(lang, `/status/${lead.id}/invoice`);
  if (invoice.dueCents === 0 || invoice.status !== "open") return redirect(page, 303);
  if (!cardPaymentsEnabled()) return refused(409, words.cardUnavailable);
  try {
    const checkout = await createCheckout({
      invoiceId: invoice.id,
      leadId: lead.id,
      number: invoice.number,
      amountCents: invoice.dueCents,
      lang,
      successUrl: `${siteUrl(page)}?checkout={CHECKOUT_SESSION_ID}`,
      cancelUrl: siteUrl(page),
    });
    return redirect(checkout.url, 303);
  } catch (error) {
    logger.error({ err: error, invoice: invoice.id }, "opening a Stripe Checkout page failed");
    return refused(503, words.payFailed(business().contact.phone));
  }
}

/** The status page's invoice card: the number, paid or the balance due, and the link (in the page's language); null before an invoice. */
export type StatusInvoice = { title: string; balance: string; paid: boolean; url: string };

export async function statusInvoice(leadId: string, lang: Lang): Promise<StatusInvoice | null> {
  const invoice = await customerInvoiceOfLead(leadId);
  if (!invoice) return null;
  const doc = invoiceDocument(invoice, lang);
  return { title: doc.title, balance: doc.balance, paid: doc.paid, url: localePath(lang, `/status/${leadId}/invoice`) };
}
