import { localePath, type Lang } from "~/content/i18n";
import { siteUrl } from "~/utils/env.server";
import { customerLinkKey } from "../proof/customer-link.server";
import { withProofKey } from "../proof/proof";

/** The lead's page in the admin area: in the staff's messages. */
export function adminLeadUrl(id: string): string {
  return siteUrl(`/admin/leads/${id}`);
}

/** The customer's status page in their language (/es/status/… in Spanish), to read: where the link alone is enough (a calendar file). */
export function statusUrl(id: string, lang: Lang): string {
  return siteUrl(localePath(lang, `/status/${id}`));
}

/**
 * The status page as a message to the customer links to it: with the signed key of the visit's
 * acts (decision 074), so the customer confirms, moves or cancels from their own message without
 * typing digits.
 */
export function customerStatusUrl(id: string, lang: Lang, now: Date = new Date()): string {
  return withProofKey(statusUrl(id, lang), customerLinkKey(id, "visit", now));
}

/** The status page's visit section, with the visit's key: a reminder's and a notice's link (confirm, reschedule and cancel live there). */
export function visitUrl(leadId: string, lang: Lang, now: Date = new Date()): string {
  return `${customerStatusUrl(leadId, lang, now)}#visit`;
}

/** The customer's review page for a completed request, with the review's key: in the completion notice. */
export function reviewUrl(id: string, lang: Lang, now: Date = new Date()): string {
  return withProofKey(`${statusUrl(id, lang)}/review`, customerLinkKey(id, "review", now));
}

/** The customer's quote page, with the quote's key: in every message about a quote. */
export function quoteUrl(leadId: string, lang: Lang, now: Date = new Date()): string {
  return withProofKey(`${statusUrl(leadId, lang)}/quote`, customerLinkKey(leadId, "quote", now));
}

/** The admin's Reviews tab: in the staff's alert about a new review. */
export function adminReviewsUrl(): string {
  return `${siteUrl()}/admin/reviews`;
}

/** The site's host name: the domain of a visit's calendar UID. */
export function siteHostname(): string {
  return new URL(siteUrl()).hostname;
}
