/** Lead statuses, their other spellings, and the status page's timeline (spec §4). */
import type { LeadStatus } from "~/db/lead-values";

export { LEAD_STATUSES, type LeadStatus } from "~/db/lead-values";

const ALIASES: Record<string, LeadStatus> = {
  new: "New",
  "in review": "In Review",
  "in-review": "In Review",
  prioritized: "Prioritized",
  approved: "Approved",
  scheduled: "Approved",
  completed: "Completed",
  "not qualified": "Not Qualified",
  "not-qualified": "Not Qualified",
};

/** The canonical status for any of the spec's spellings, or undefined for an unknown one. */
export function normalizeStatus(value: string | null | undefined): LeadStatus | undefined {
  return value ? ALIASES[value.trim().toLowerCase()] : undefined;
}

export type TimelineStep = { step: number; title: string; description: string; statuses: LeadStatus[] };

export const TIMELINE: TimelineStep[] = [
  { step: 1, title: "Request Received", description: "We have your request and will contact you within 24 hours.", statuses: ["New"] },
  { step: 2, title: "In Review", description: "Our team is reviewing the details of your job.", statuses: ["In Review"] },
  { step: 2.5, title: "Request Prioritized", description: "Your request has been moved to the front of the line.", statuses: ["Prioritized"] },
  { step: 3, title: "Service Scheduled", description: "A technician is booked for your job.", statuses: ["Approved"] },
  { step: 4, title: "Service Completed", description: "The job is done. Thank you for choosing us!", statuses: ["Completed"] },
];

/** The timeline position of a status: 1, 2, 2.5, 3 or 4; 0 for an unknown status. */
export function statusProgress(status: string | null | undefined): number {
  const canonical = normalizeStatus(status);
  return TIMELINE.find((step) => canonical && step.statuses.includes(canonical))?.step ?? 0;
}

/** The timeline a customer sees: step 2.5 only for a request that was prioritized. */
export function timelineFor(prioritized: boolean): TimelineStep[] {
  return prioritized ? TIMELINE : TIMELINE.filter((step) => step.step !== 2.5);
}
