import { siteUrl } from "~/utils/env.server";

/** The lead's page in the admin area: in the staff's messages. */
export function adminLeadUrl(id: string): string {
  return siteUrl(`/admin/leads/${id}`);
}

/** The customer's status page: in every message to them. */
export function statusUrl(id: string): string {
  return siteUrl(`/status/${id}`);
}

/** The site's host name: the domain of a visit's calendar UID. */
export function siteHostname(): string {
  return new URL(siteUrl()).hostname;
}
