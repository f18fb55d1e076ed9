import { localePath, type Lang } from "~/content/i18n";
import { siteUrl } from "~/utils/env.server";

/** The lead's page in the admin area: in the staff's messages. */
export function adminLeadUrl(id: string): string {
  return siteUrl(`/admin/leads/${id}`);
}

/** The customer's status page in their language (/es/status/… in Spanish): in every message to them. */
export function statusUrl(id: string, lang: Lang): string {
  return siteUrl(localePath(lang, `/status/${id}`));
}

/** The customer's review page for a completed request: in the completion notice. */
export function reviewUrl(id: string, lang: Lang): string {
  return `${statusUrl(id, lang)}/review`;
}

/** The admin's Reviews tab: in the staff's alert about a new review. */
export function adminReviewsUrl(): string {
  return `${siteUrl()}/admin/reviews`;
}

/** The site's host name: the domain of a visit's calendar UID. */
export function siteHostname(): string {
  return new URL(siteUrl()).hostname;
}

/** The status page's visit section: a reminder's link (the confirm, reschedule and cancel actions live there). */
export function visitUrl(leadId: string, lang: Lang): string {
  return `${statusUrl(leadId, lang)}#visit`;
}
