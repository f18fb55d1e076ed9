import type { Lang } from "~/content/i18n";
import { serviceLabel } from "~/content/site";
import { translateMessage } from "~/utils/i18n";
import { formatCalendarDate, formatDateTime, formatLongDate } from "~/utils/dates";
import { firstName, maskEmail, maskPhone, maskStreetAddress } from "../leads/mask";
import { VISIT_HOLDING_STATUSES } from "~/db/lead-values";
import { appointmentLabel, isArrivalWindow, visitLabel } from "../leads/visit";
import { noContactState, type NoContactState } from "../leads/no-contact";
import { normalizeStatus, timelineFor, type LeadStatus } from "../leads/statuses";
import { customerReason } from "../leads/transitions";

/** The lead columns the status page reads. */
export type StatusLead = {
  id: string;
  reference: string | null;
  name: string;
  phone: string;
  email: string;
  service: string;
  description: string;
  status: string;
  notQualifiedReason: string | null;
  streetAddress: string | null;
  zipCode: string | null;
  preferredDate: string | null;
  scheduledDate: string | null;
  arrivalWindow: string | null;
  reportedNoContactAt: Date | null;
  createdAt: Date;
  updatedAt: Date | null;
  staffActionAt: Date | null;
};

/** What the view needs beyond the lead's columns. */
export type StatusContext = {
  /** The statuses the lead's history moved it to, moves staff undid left out. */
  visited: readonly string[];
  /** NO_CONTACT_AFTER_HOURS */
  noContactAfterHours: number;
  now?: Date;
  /** The page's language: every word and date of the view in it (English when not given). */
  lang?: Lang;
};

/** The 'No one contacted me' card's state, with the time it opens already formatted. */
export type NoContactView =
  | Exclude<NoContactState, { kind: "waiting" }>
  | { kind: "waiting"; fromLabel: string };

export type TimelineStepView = {
  step: number;
  title: string;
  description: string;
  /** At or below the lead's progress: highlighted. */
  reached: boolean;
  /** The step of the lead's status: it shows when the lead was last updated. */
  current: boolean;
  updatedLabel?: string;
};

/** What the status page shows: every date formatted (Los Angeles time), personal details masked. */
export type StatusView = {
  id: string;
  reference: string | null;
  status: LeadStatus | null;
  service: string;
  submittedOn: string;
  preferredDate: string | null;
  /** The visit staff scheduled, while the lead is Approved: 'December 3, 2026, 8–10 am'. */
  appointment: string | null;
  /** The window the customer chose and holds until staff confirm it (or propose another): 'Tuesday, December 3, 8–10 am'. */
  requested: string | null;
  address: string;
  description: string;
  customer: { firstName: string; phone: string; email: string | null };
  noContact: NoContactView;
  /** A Not Qualified request: why, in the company's words for the reason staff chose. */
  declined: { reason: string } | null;
  reportedNoContact: boolean;
  timeline: TimelineStepView[];
};

export const ADDRESS_NOT_PROVIDED = "Address not provided";

export function toStatusView(lead: StatusLead, context: StatusContext): StatusView {
  const lang = context.lang ?? "en";
  const words = (english: string) => translateMessage(lang, english);
  const status = normalizeStatus(lead.status) ?? null;
  const updatedLabel = formatDateTime(lead.updatedAt ?? lead.createdAt, lang);
  const address = [lead.streetAddress ? maskStreetAddress(lead.streetAddress) : "", lead.zipCode ?? ""]
    .filter(Boolean)
    .join(", ");
  const noContact = noContactState(lead, context.noContactAfterHours, context.now);
  return {
    id: lead.id,
    reference: lead.reference,
    status,
    service: serviceLabel(lead.service, lang),
    submittedOn: formatLongDate(lead.createdAt, lang),
    preferredDate: lead.preferredDate ? formatCalendarDate(lead.preferredDate, lang) : null,
    appointment: status === "Approved" ? appointmentLabel(lead.scheduledDate, lead.arrivalWindow, lang) : null,
    requested:
      status && (VISIT_HOLDING_STATUSES as readonly string[]).includes(status) && status !== "Approved" && lead.scheduledDate && isArrivalWindow(lead.arrivalWindow)
        ? visitLabel(lead.scheduledDate, lead.arrivalWindow, lang)
        : null,
    address: address || words(ADDRESS_NOT_PROVIDED),
    description: lead.description,
    customer: {
      firstName: firstName(lead.name),
      phone: maskPhone(lead.phone),
      email: lead.email ? maskEmail(lead.email) : null,
    },
    noContact: noContact.kind === "waiting" ? { kind: "waiting", fromLabel: formatDateTime(noContact.from, lang) } : noContact,
    reportedNoContact: lead.reportedNoContactAt !== null,
    declined: status === "Not Qualified" ? { reason: words(customerReason(lead.notQualifiedReason)) } : null,
    timeline: timelineFor(lead.status, context.visited).map((step) => ({
      step: step.step,
      title: words(step.title),
      description: words(step.description),
      reached: step.reached,
      current: step.current,
      ...(step.current ? { updatedLabel } : {}),
    })),
  };
}
