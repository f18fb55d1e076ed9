import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { invoices, leads, payments } from "~/db/schema";
import type { Lang } from "~/db/lead-values";
import type { PaymentMethod } from "~/db/payment-values";
import { lockLead } from "~/leads/leads.server";
import { enqueueMail } from "~/mail/outbox.server";
import { toE164 } from "~/mail/sms.server";
import { isUuid } from "~/utils/uuid";
import { invoiceDocument } from "./invoice-document";
import { invoicePdf } from "./invoice-pdf.server";
import { invoiceOfLead } from "./invoices.server";
import { invoiceMessages, receiptMessages, type MoneyMessageLead } from "./messages.server";

type LeadRow = typeof leads.$inferSelect;

/** A lead as the money messages address it: the text only with consent to texts. */
export function messageLead(lead: LeadRow): MoneyMessageLead {
  return {
    id: lead.id,
    name: lead.name,
    service: lead.service,
    language: lead.language as Lang,
    reference: lead.reference,
    email: lead.email || null,
    phone: lead.phone || null,
    smsPhone: lead.smsConsentAt ? toE164(lead.phone) : undefined,
  };
}

export type SendInvoiceOutcome = { ok: true; number: string; queued: number } | { ok: false; reason: "not-found" | "erased" | "no-contact" };

/**
 * Queues the lead's invoice to the customer in the caller's transaction: the e-mail with the PDF
 * (in the customer's language) and, with their consent, a text; counted against the recipient's
 * daily cap by the outbox (a message over it is held, decision 075). `key` is the send form's own
 * (a double click sends once); `sent_at` records the last send.
 */
export async function queueInvoice(tx: Transaction, leadId: string, key: string): Promise<SendInvoiceOutcome> {
  if (!isUuid(leadId)) return { ok: false, reason: "not-found" };
  const lead = await lockLead(tx, leadId);
  if (!lead) return { ok: false, reason: "not-found" };
  if (lead.erasedAt) return { ok: false, reason: "erased" };
  const invoice = await invoiceOfLead(leadId, tx);
  if (!invoice) return { ok: false, reason: "not-found" };
  const to = messageLead(lead);
  if (!to.email && !to.smsPhone) return { ok: false, reason: "no-contact" };
  const lang = to.language;
  const pdf = await invoicePdf(invoiceDocument(invoice, lang));
  let queued = 0;
  for (const message of invoiceMessages(to, invoice, pdf, `invoice:${invoice.id}:${key}`)) if (await enqueueMail(tx, message)) queued += 1;
  await tx.update(invoices).set({ sentAt: new Date() }).where(eq(invoices.id, invoice.id));
  return { ok: true, number: invoice.number, queued };
}

/** Queues the receipt of a payment or a refund (once per payment: its id is the message's key), in the caller's transaction. */
export async function queueReceipt(tx: Transaction, paymentId: string): Promise<void> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return;
  const [lead] = await tx.select().from(leads).where(eq(leads.id, payment.leadId));
  if (!lead || lead.erasedAt) return;
  const invoice = payment.invoiceId ? await invoiceOfLead(lead.id, tx) : undefined;
  const dueCents = invoice && invoice.id === payment.invoiceId ? invoice.dueCents : null;
  const facts = { id: payment.id, amountCents: payment.amountCents, method: payment.method as PaymentMethod, receivedOn: payment.receivedOn, refund: payment.refundOf !== null, deposit: payment.invoiceId === null };
  for (const message of receiptMessages(messageLead(lead), facts, dueCents)) await enqueueMail(tx, message);
}
