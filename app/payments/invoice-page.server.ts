import { findLead } from "~/leads/leads.server";
import { firstName } from "~/leads/mask";
import type { Lang } from "~/content/i18n/languages";
import { localePath } from "~/content/i18n/paths";
import { invoiceDocument, type InvoiceDocument } from "./invoice-document";
import { invoiceOfLead } from "./invoices.server";

export type InvoicePageData = { found: true; leadId: string; firstName: string; invoice: InvoiceDocument } | { found: false };

/**
 * The customer's invoice page (`/status/:id/invoice`), opened like the quote page (decision 066):
 * the request's id is the link's key; an erased request or one without an invoice is not found.
 * Every amount is the server's, written out in the page's language.
 */
export async function loadInvoicePage(requestId: string | undefined, lang: Lang): Promise<InvoicePageData> {
  const id = (requestId ?? "").trim();
  const [lead, invoice] = await Promise.all([findLead(id), invoiceOfLead(id)]);
  if (!lead || !invoice || lead.erasedAt) return { found: false };
  return { found: true, leadId: lead.id, firstName: firstName(lead.name), invoice: invoiceDocument(invoice, lang) };
}

/** The status page's invoice card: the number, paid or the balance due, and the link (in the page's language); null before an invoice. */
export type StatusInvoice = { title: string; balance: string; paid: boolean; url: string };

export async function statusInvoice(leadId: string, lang: Lang): Promise<StatusInvoice | null> {
  const invoice = await invoiceOfLead(leadId);
  if (!invoice) return null;
  const doc = invoiceDocument(invoice, lang);
  return { title: doc.title, balance: doc.balance, paid: doc.paid, url: localePath(lang, `/status/${leadId}/invoice`) };
}
