import { serviceLabel } from "~/content/site";
import { formatCalendarDate, formatDateTime, formatLongDate } from "~/utils/dates";
import { firstName, maskEmail, maskPhone, maskStreetAddress } from "./mask";
import { appointmentLabel } from "./schedule";
import { noContactState, type NoContactState } from "./no-contact";
import { normalizeStatus, statusProgress, timelineFor, type LeadStatus } from "./statuses";

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
  /** The lead's history has a move to Prioritized (or it is Prioritized now). */
  prioritized: boolean;
  /** NO_CONTACT_AFTER_HOURS */
  noContactAfterHours: number;
  now?: Date;
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
  address: string;
  description: string;
  customer: { firstName: string; phone: string; email: string | null };
  noContact: NoContactView;
  reportedNoContact: boolean;
  timeline: TimelineStepView[];
};

export const ADDRESS_NOT_PROVIDED = "Address not provided";

export function toStatusView(lead: StatusLead, context: StatusContext): StatusView {
  const status = normalizeStatus(lead.status) ?? null;
  const progress = statusProgress(lead.status);
  const updatedLabel = formatDateTime(lead.updatedAt ?? lead.createdAt);
  const address = [lead.streetAddress ? maskStreetAddress(lead.streetAddress) : "", lead.zipCode ?? ""]
    .filter(Boolean)
    .join(", ");
  const noContact = noContactState(lead, context.noContactAfterHours, context.now);
  return {
    id: lead.id,
    reference: lead.reference,
    status,
    service: serviceLabel(lead.service),
    submittedOn: formatLongDate(lead.createdAt),
    preferredDate: lead.preferredDate ? formatCalendarDate(lead.preferredDate) : null,
    appointment: status === "Approved" ? appointmentLabel(lead.scheduledDate, lead.arrivalWindow) : null,
    address: address || ADDRESS_NOT_PROVIDED,
    description: lead.description,
    customer: {
      firstName: firstName(lead.name),
      phone: maskPhone(lead.phone),
      email: lead.email ? maskEmail(lead.email) : null,
    },
    noContact: noContact.kind === "waiting" ? { kind: "waiting", fromLabel: formatDateTime(noContact.from) } : noContact,
    reportedNoContact: lead.reportedNoContactAt !== null,
    timeline: timelineFor(context.prioritized || status === "Prioritized").map((step) => ({
      step: step.step,
      title: step.title,
      description: step.description,
      reached: progress > 0 && step.step <= progress,
      current: step.step === progress,
      ...(step.step === progress ? { updatedLabel } : {}),
    })),
  };
}
