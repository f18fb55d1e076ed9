import { formatCalendarDate } from "~/utils/dates";
import { company } from "~/content/site";
import { catalogueServiceName } from "~/leads/messages/customer.server";
import { adminLeadUrl, statusUrl } from "~/leads/messages/links.server";
import { customerMailBody } from "~/mail/customer-text";
import type { QueuedMail } from "~/mail/outbox.server";
import { env } from "~/utils/env.server";
import type { QuoteAnswer } from "~/db/quote-values";
import { formatCents } from "./money";

/**
 * The messages about a quote, written as app/leads/messages/ writes a lead's (decisions 046, 047).
 * The customer's carry only the company's words, the catalogue's service name, the first name
 * (through customerMailBody), the version, total and dates: no item text, nothing a visitor typed.
 * The staff's alert quotes the customer's own words.
 */

export type QuoteMessageLead = { id: string; reference: string | null; name: string; service: string };
export type QuoteFacts = { version: number; totalCents: number; validUntil: string };

/** The quote's page, in every message about it. */
export function quoteUrl(leadId: string): string {
  return `${statusUrl(leadId)}/quote`;
}

function yourQuote(lead: QuoteMessageLead): string {
  const name = catalogueServiceName(lead.service);
  return name ? `your ${name} quote` : "your quote";
}

type Moment = "sent" | "reminder" | "expiring";

function words(lead: QuoteMessageLead, quote: QuoteFacts, moment: Moment) {
  const quoteName = yourQuote(lead);
  const total = formatCents(quote.totalCents);
  const until = formatCalendarDate(quote.validUntil);
  const reference = lead.reference ? ` (ref. ${lead.reference})` : "";
  switch (moment) {
    case "sent":
      return {
        subject: `${quote.version > 1 ? "Your updated quote" : "Your quote"} from ${company.name}${reference}`,
        lead: `${quote.version > 1 ? `We've updated ${quoteName} (version ${quote.version}); it replaces the one we sent before.` : `${quoteName.charAt(0).toUpperCase()}${quoteName.slice(1)} is ready.`} The total is ${total}, before any optional items you choose.`,
        sms: `${company.name}: ${quoteName} is ready, ${total}. Review and approve by ${until}:`,
      };
    case "reminder":
      return {
        subject: `A reminder: ${quoteName} is waiting${reference}`,
        lead: `A reminder that ${quoteName} (${total}) is waiting for your answer.`,
        sms: `${company.name}: a reminder, ${quoteName} (${total}) is waiting. Review and approve by ${until}:`,
      };
    case "expiring":
      return {
        subject: `${quoteName.charAt(0).toUpperCase()}${quoteName.slice(1)} expires on ${until}${reference}`,
        lead: `${quoteName.charAt(0).toUpperCase()}${quoteName.slice(1)} (${total}) can be approved until ${until}.`,
        sms: `${company.name}: ${quoteName} (${total}) expires ${until}. Review and approve:`,
      };
  }
}

/** The customer's e-mail and, when they agreed to texts, the text message, about a quote sent or waiting. */
export function quoteMessages(lead: QuoteMessageLead, quote: QuoteFacts, moment: Moment, to: { email: string; phone?: string }, key: string): QueuedMail[] {
  const text = words(lead, quote, moment);
  const link = quoteUrl(lead.id);
  const messages: QueuedMail[] = [];
  if (to.email) {
    const body = customerMailBody({
      name: lead.name,
      paragraphs: [
        text.lead,
        `Open it to see each item, choose any optional items, and approve it with your name. It can be approved until ${formatCalendarDate(quote.validUntil)}.`,
        `Questions, or would you like something changed? Reply on the same page, or call us at ${company.phone} (${company.hours.label}).`,
      ],
      link: { label: "Review your quote", url: link },
      signature: `${company.name} · ${company.phone}${lead.reference ? ` · Reference ${lead.reference}` : ""}`,
    });
    messages.push({ kind: `quote-${moment}-customer`, to: to.email, subject: text.subject, ...body, idempotencyKey: `${key}:email` });
  }
  if (to.phone) {
    messages.push({ channel: "sms", kind: `quote-${moment}-customer-sms`, to: to.phone, subject: `Text message: quote ${moment}`, text: `${text.sms} ${link} Reply STOP to opt out.`, idempotencyKey: `${key}:sms` });
  }
  return messages;
}

const ANSWER_WORDS: Record<QuoteAnswer, string> = { approved: "approved", declined: "declined", "changes-requested": "asked for changes to" };
const SUBJECT_WORDS: Record<QuoteAnswer, string> = { approved: "Quote approved", declined: "Quote declined", "changes-requested": "Changes asked to a quote" };

export type QuoteAnswerAlert = {
  lead: QuoteMessageLead;
  version: number;
  answer: QuoteAnswer;
  totalCents: number | null;
  chosen: string[];
  signedName: string | null;
  message: string | null;
};

/** The staff's alert when a customer answers a quote: sent before any other queued mail. */
export function quoteAnswerAlert(alert: QuoteAnswerAlert): QueuedMail {
  const who = alert.lead.name.replace(/\s+/g, " ").trim();
  const total = alert.totalCents === null ? "" : `, ${formatCents(alert.totalCents)}`;
  return {
    kind: "quote-answer-staff",
    to: env().STAFF_EMAIL,
    subject: `${SUBJECT_WORDS[alert.answer]}: ${who} (v${alert.version}${total})`,
    text: [
      `${who} ${ANSWER_WORDS[alert.answer]} quote version ${alert.version}${alert.lead.reference ? ` (ref. ${alert.lead.reference})` : ""}.`,
      "",
      ...(alert.totalCents === null ? [] : [`Total: ${formatCents(alert.totalCents)}`]),
      ...(alert.answer === "approved" ? [`Optional items chosen: ${alert.chosen.length ? alert.chosen.join("; ") : "none"}`, `Signed: ${alert.signedName}`] : []),
      ...(alert.message ? [`Their message: ${alert.message}`] : []),
      "",
      `Open the lead: ${adminLeadUrl(alert.lead.id)}`,
    ].join("\n"),
  };
}
