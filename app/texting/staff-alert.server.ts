import { firstName } from "~/mail/customer-text";
import type { QueuedMail } from "~/mail/outbox.server";
import { adminLeadUrl } from "~/leads/messages/links.server";
import { keyedHash } from "~/security/keyed-hash.server";
import { LIMITS } from "~/security/limits";
import type { RateLimitHit } from "~/security/rate-limit.server";
import { env, siteUrl } from "~/utils/env.server";
import { spreadsheetPhone } from "~/utils/phone";

/**
 * The staff's e-mail about a customer's text that waits for them in the Inbox (decision 088): a
 * text the SMS bot handed over, or one from a number no request has. Plain text only (no HTML
 * part): the customer's words are quoted, every line after "> ", with control characters gone,
 * so a text can neither look like the e-mail's own lines nor carry markup that a mail program runs.
 */

/** The request a handed-over text belongs to. */
export type AlertLead = { id: string; reference: string | null; name: string };

/** The counter of the bot's "someone will answer" to a number, which the staff's e-mail shares: one an hour. */
export function handOffLimit(digits: string): RateLimitHit {
  return { key: `text-hand-off:${keyedHash(digits)}`, ...LIMITS.textBotHandOff };
}

/** The counter of the staff's e-mails about a number no request has: one an hour. */
export function newLeadTextLimit(digits: string): RateLimitHit {
  return { key: `text-new-lead:${keyedHash(digits)}`, ...LIMITS.textNewLeadAlert };
}

/** The Inbox's thread of a number, in the staff's messages. */
export function inboxThreadUrl(digits: string): string {
  return siteUrl(`/admin/inbox/${digits}`);
}

const CONTROL = /[\p{Cc}\p{Cf}]/gu;

/** The customer's text as the e-mail quotes it: each line after "> ", no control or format characters. */
export function quotedText(body: string): string {
  return body
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => `> ${line.replace(CONTROL, " ").trimEnd()}`.trimEnd())
    .join("\n");
}

const HOUR_NOTE = "More texts from this number within the hour go to the Inbox without another e-mail.";

/** The e-mail about a text the bot handed over to the staff: the customer was told someone will answer. */
export function handOffAlert(digits: string, body: string, lead: AlertLead): QueuedMail {
  const name = firstName(lead.name) ?? "The customer";
  const reference = lead.reference ?? "no reference";
  return {
    kind: "text-hand-off-staff",
    audience: "staff",
    to: env().STAFF_EMAIL,
    subject: `Text to answer: ${name} (${reference})`,
    text: [
      `${name} (request ${reference}, ${spreadsheetPhone(digits)}) sent a text the SMS bot does not answer. They were told someone from our team will answer soon.`,
      "",
      quotedText(body),
      "",
      `Answer in the Inbox: ${inboxThreadUrl(digits)}`,
      `The request: ${adminLeadUrl(lead.id)}`,
      "",
      HOUR_NOTE,
    ].join("\n"),
  };
}

/** The e-mail about a text from a number no request has: a "New lead from text" in the Inbox. */
export function newLeadTextAlert(digits: string, body: string): QueuedMail {
  const phone = spreadsheetPhone(digits);
  return {
    kind: "text-new-lead-staff",
    audience: "staff",
    to: env().STAFF_EMAIL,
    subject: `New lead from text: ${phone}`,
    text: [
      `A text came from ${phone}, a number no request has. It waits in the Inbox as a "New lead from text": answer it there, or create a lead from it.`,
      "",
      quotedText(body),
      "",
      `Open the thread: ${inboxThreadUrl(digits)}`,
      "",
      HOUR_NOTE,
    ].join("\n"),
  };
}
