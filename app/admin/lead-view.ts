import type { LeadListItem } from "./leads.server";
import { formatCalendarDate, formatDateTime, serviceLabel, telHref } from "./format";

/** A lead as the Leads tab shows it: formatted on the server, so the page renders the same everywhere. */
export type LeadView = {
  id: string;
  name: string;
  phone: string;
  tel: string;
  email: string;
  service: string;
  streetAddress: string | null;
  zipCode: string | null;
  preferredDate: string | null;
  description: string;
  status: string;
  created: string;
  createdIso: string;
  hasPhoto: boolean;
};

export function toLeadView(lead: LeadListItem): LeadView {
  return {
    id: lead.id,
    name: lead.name,
    phone: lead.phone,
    tel: telHref(lead.phone),
    email: lead.email,
    service: serviceLabel(lead.service),
    streetAddress: lead.streetAddress,
    zipCode: lead.zipCode,
    preferredDate: formatCalendarDate(lead.preferredDate),
    description: lead.description,
    status: lead.status,
    created: formatDateTime(lead.createdAt),
    createdIso: lead.createdAt.toISOString(),
    hasPhoto: lead.hasPhoto,
  };
}
