import type { Lang } from "~/content/i18n";
import { formatCalendarDate } from "~/utils/dates";
import { company } from "~/content/site";
import { adminLeadUrl, quoteUrl } from "~/leads/messages/links.server";
import { customerMailBody, yourService } from "~/mail/customer-text";
import { capitalized } from "~/utils/text";
import type { QueuedMail } from "~/mail/outbox.server";
import { env } from "~/utils/env.server";
import { translator } from "~/utils/i18n";
import type { QuoteAnswer } from "~/db/quote-values";
import { formatCents } from "~/utils/money";
import { business } from "~/business/profile.server";

/**
 * The messages about a quote, written as app/leads/messages/ writes a lead's (decisions 046, 047).
 * The customer's carry only the company's words, the catalogue's service name, the first name
 * (through customerMailBody), the version, total and dates: no item text, nothing a visitor typed;
 * in the language the request was sent in (the `mail` catalogue's `quote`).
 * The staff's alert quotes the customer's own words.
 */

export type QuoteMessageLead = { id: string; reference: string | null; name: string; service: string; language: Lang };
export type QuoteFacts = { version: number; totalCents: number; validUntil: string };

type Moment = "sent" | "reminder" | "expiring";

function words(lead: QuoteMessageLead, quote: QuoteFacts, moment: Moment) {
  const t = translator(lead.language, "mail");
  const facts = { company: company.name, quote: yourService(lead, "quote"), total: formatCents(quote.totalCents), until: formatCalendarDate(quote.validUntil, lead.language) };
  const reference = lead.reference ? t("reference.subject", { reference: lead.reference }) : "";
  switch (moment) {
    case "sent": {
      const updated = quote.version > 1;
      return {
        subject: t(updated ? "quote.sent.subjectUpdated" : "quote.sent.subject", { ...facts, reference }),
        lead: `${updated ? t("quote.sent.leadUpdated", { ...facts, version: quote.version }) : capitalized(t("quote.sent.lead", facts))} ${t("quote.total", facts)}`,
        sms: t("quote.sent.sms", facts),
      };
    }
    case "reminder":
    case "expiring":
      return {
        subject: capitalized(t(`quote.${moment}.subject`, { ...facts, reference })),
        lead: capitalized(t(`quote.${moment}.lead`, facts)),
        sms: t(`quote.${moment}.sms`, facts),
      };
  }
}

/** The customer's e-mail and, when they agreed to texts, the text message, about a quote sent or waiting. */
export function quoteMessages(lead: QuoteMessageLead, quote: QuoteFacts, moment: Moment, to: { email: string; phone?: string }, key: string): QueuedMail[] {
  const t = translator(lead.language, "mail");
  const text = words(lead, quote, moment);
  const link = quoteUrl(lead.id, lead.language);
  const messages: QueuedMail[] = [];
  if (to.email) {
    const body = customerMailBody({
      lang: lead.language,
      name: lead.name,
      paragraphs: [
        text.lead,
        t("quote.open", { until: formatCalendarDate(quote.validUntil, lead.language) }),
        t("quote.questions", { phone: business().contact.phone, officeHours: business().contact.hours.label[lead.language] }),
      ],
      link: { label: t("quote.link"), url: link },
      signature: `${company.name} · ${business().contact.phone}${lead.reference ? t("reference.signature", { reference: lead.reference }) : ""}`,
    });
    messages.push({ kind: `quote-${moment}-customer`, audience: "customer", to: to.email, subject: text.subject, ...body, idempotencyKey: `${key}:email` });
  }
  if (to.phone) {
    messages.push({ channel: "sms", kind: `quote-${moment}-customer-sms`, audience: "customer", to: to.phone, subject: `Text message: quote ${moment}`, text: `${text.sms} ${link} ${t("stop")}`, idempotencyKey: `${key}:sms` });
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
    audience: "staff",
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
