import type { Lang } from "~/content/i18n/languages";
import { company } from "~/content/site";
import { business } from "~/business/profile.server";
import { quoteUrl, statusUrl } from "~/leads/messages/links.server";
import { customerMailBody, yourService } from "~/mail/customer-text";
import type { QueuedMail } from "~/mail/outbox.server";
import { formatCalendarDate } from "~/utils/dates";
import { translator } from "~/utils/i18n";
import type { PaymentMethod } from "~/db/payment-values";
import { DEPOSIT_WORDS } from "./deposit-words";
import { INVOICE_WORDS } from "./invoice-words";

/**
 * The customer's messages about money (decision 086), written as every customer message is
 * (decisions 046, 047, 075): the company's words, the catalogue's service name, the first name,
 * the number and the amounts; never a line's text or anything a visitor typed. Queued through the
 * outbox (`enqueueMail`), so each counts against its recipient's daily cap.
 */

export type MoneyMessageLead = { id: string; name: string; service: string; language: Lang; reference: string | null; email: string | null; phone: string | null; smsPhone?: string };

/** The invoice's page under the customer's status page, in their language. */
export function invoiceUrl(leadId: string, lang: Lang): string {
  return `${statusUrl(leadId, lang)}/invoice`;
}

function signature(lead: MoneyMessageLead): string {
  return `${company.name} · ${business().contact.phone}${lead.reference ? ` · ${lead.reference}` : ""}`;
}

/** The invoice's e-mail, with its PDF attached, and, with the customer's consent to texts, a text with the link. */
export function invoiceMessages(lead: MoneyMessageLead, invoice: { number: string; dueCents: number; dueDate: string }, pdf: Uint8Array, key: string): QueuedMail[] {
  const w = INVOICE_WORDS[lead.language];
  const link = invoiceUrl(lead.id, lead.language);
  const messages: QueuedMail[] = [];
  if (lead.email) {
    const body = customerMailBody({
      lang: lead.language,
      name: lead.name,
      paragraphs: [
        w.mail.invoiceLead(invoice.number, yourService(lead, "job")),
        invoice.dueCents > 0 ? w.mail.invoiceBalance(invoice.dueCents, formatCalendarDate(invoice.dueDate, lead.language)) : w.paid,
        w.mail.invoiceAttached,
        w.mail.questions(business().contact.phone),
      ],
      link: { label: w.mail.invoiceLink, url: link },
      signature: signature(lead),
    });
    messages.push({
      kind: "invoice-sent-customer",
      audience: "customer",
      to: lead.email,
      subject: w.mail.invoiceSubject(invoice.number, company.name),
      ...body,
      attachments: [{ filename: `${invoice.number}.pdf`, contentType: "application/pdf", content: Buffer.from(pdf).toString("base64"), encoding: "base64" }],
      idempotencyKey: `${key}:email`,
    });
  }
  if (lead.smsPhone) {
    messages.push({
      channel: "sms",
      kind: "invoice-sent-customer-sms",
      audience: "customer",
      to: lead.smsPhone,
      subject: "Text message: invoice sent",
      text: `${w.mail.invoiceSms(invoice.number, invoice.dueCents, company.name)} ${link} ${translator(lead.language, "mail")("stop")}`,
      idempotencyKey: `${key}:sms`,
    });
  }
  return messages;
}

/**
 * The receipt of a payment or a refund, by e-mail (and text, with consent), once per payment; its
 * link is the invoice's page, or, for a deposit (no invoice yet), the quote page's deposit.
 */
export function receiptMessages(lead: MoneyMessageLead, payment: { id: string; amountCents: number; method: PaymentMethod; receivedOn: string; refund: boolean; deposit: boolean }, dueCents: number | null): QueuedMail[] {
  const w = INVOICE_WORDS[lead.language];
  const date = formatCalendarDate(payment.receivedOn, lead.language);
  const method = w.methods[payment.method];
  const link = payment.deposit ? `${quoteUrl(lead.id, lead.language)}#deposit` : invoiceUrl(lead.id, lead.language);
  const messages: QueuedMail[] = [];
  if (lead.email) {
    const body = customerMailBody({
      lang: lead.language,
      name: lead.name,
      paragraphs: [
        payment.refund ? w.mail.refundLead(payment.amountCents, method, date) : w.mail.receiptLead(payment.amountCents, method, date),
        ...(dueCents === null ? [] : [dueCents > 0 ? w.balanceDue(dueCents) : w.paid]),
        w.mail.questions(business().contact.phone),
      ],
      link: { label: payment.deposit ? DEPOSIT_WORDS[lead.language].mail.receiptLink : w.mail.invoiceLink, url: link },
      signature: signature(lead),
    });
    messages.push({
      kind: payment.refund ? "refund-receipt-customer" : "payment-receipt-customer",
      audience: "customer",
      to: lead.email,
      subject: payment.refund ? w.mail.receiptRefundSubject(company.name) : w.mail.receiptSubject(company.name),
      ...body,
      idempotencyKey: `receipt:${payment.id}:email`,
    });
  }
  if (lead.smsPhone && !payment.refund) {
    messages.push({
      channel: "sms",
      kind: "payment-receipt-customer-sms",
      audience: "customer",
      to: lead.smsPhone,
      subject: "Text message: payment receipt",
      // The link names the request, as every message about a lead does: erasure and the held-message notes find it by it.
      text: `${w.mail.receiptSms(payment.amountCents, company.name)} ${link} ${translator(lead.language, "mail")("stop")}`,
      idempotencyKey: `receipt:${payment.id}:sms`,
    });
  }
  return messages;
}

/**
 * An overdue invoice's reminder (decision 090), by e-mail (and text, with consent) with the link to
 * its page; `count` (1, 2, …) is the reminder's place, so each is queued once.
 */
export function overdueMessages(lead: MoneyMessageLead, invoice: { id: string; number: string; dueCents: number; dueDate: string }, count: number): QueuedMail[] {
  const w = INVOICE_WORDS[lead.language];
  const link = invoiceUrl(lead.id, lead.language);
  const key = `overdue:${invoice.id}:${count}`;
  const messages: QueuedMail[] = [];
  if (lead.email) {
    const body = customerMailBody({
      lang: lead.language,
      name: lead.name,
      paragraphs: [w.mail.overdueLead(invoice.number, formatCalendarDate(invoice.dueDate, lead.language)), w.balanceDue(invoice.dueCents), w.mail.questions(business().contact.phone)],
      link: { label: w.mail.invoiceLink, url: link },
      signature: signature(lead),
    });
    messages.push({
      kind: "invoice-overdue-customer",
      audience: "customer",
      to: lead.email,
      subject: w.mail.overdueSubject(invoice.number, company.name),
      ...body,
      idempotencyKey: `${key}:email`,
    });
  }
  if (lead.smsPhone) {
    messages.push({
      channel: "sms",
      kind: "invoice-overdue-customer-sms",
      audience: "customer",
      to: lead.smsPhone,
      subject: "Text message: invoice overdue",
      text: `${w.mail.overdueSms(invoice.number, invoice.dueCents, company.name)} ${link} ${translator(lead.language, "mail")("stop")}`,
      idempotencyKey: `${key}:sms`,
    });
  }
  return messages;
}

/**
 * A deposit's reminder (decision 089 addendum), by e-mail (and text, with consent) with the quote
 * page's signed link, in the customer's language; `count` is the reminder's place, so each is queued once.
 */
export function depositReminderMessages(lead: MoneyMessageLead, deposit: { quoteId: string; dueCents: number }, count: number): QueuedMail[] {
  const w = DEPOSIT_WORDS[lead.language];
  const link = `${quoteUrl(lead.id, lead.language)}#deposit`;
  const key = `deposit-reminder:${deposit.quoteId}:${count}`;
  const messages: QueuedMail[] = [];
  if (lead.email) {
    const body = customerMailBody({
      lang: lead.language,
      name: lead.name,
      paragraphs: [w.mail.reminderLead(deposit.dueCents), INVOICE_WORDS[lead.language].mail.questions(business().contact.phone)],
      link: { label: w.mail.reminderLink, url: link },
      signature: signature(lead),
    });
    messages.push({ kind: "deposit-reminder-customer", audience: "customer", to: lead.email, subject: w.mail.reminderSubject(company.name), ...body, idempotencyKey: `${key}:email` });
  }
  if (lead.smsPhone) {
    messages.push({
      channel: "sms",
      kind: "deposit-reminder-customer-sms",
      audience: "customer",
      to: lead.smsPhone,
      subject: "Text message: deposit reminder",
      text: `${w.mail.reminderSms(deposit.dueCents, company.name)} ${link} ${translator(lead.language, "mail")("stop")}`,
      idempotencyKey: `${key}:sms`,
    });
  }
  return messages;
}
