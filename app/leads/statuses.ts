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
  cancelled: "Cancelled",
  canceled: "Cancelled",
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

/** The step that ends a request's timeline when the request was closed without a visit. */
export const CLOSING_STEPS: Partial<Record<LeadStatus, TimelineStep>> = {
  "Not Qualified": {
    step: 5,
    title: "Request Declined",
    description: "We're not able to take on this request.",
    statuses: ["Not Qualified"],
  },
  Cancelled: {
    step: 5,
    title: "Request Cancelled",
    description: "You cancelled this visit. Nothing more will happen with this request.",
    statuses: ["Cancelled"],
  },
};

export type TimelineStepState = TimelineStep & { reached: boolean; current: boolean };

/**
 * The timeline a customer sees, from the statuses the request went through (its history, moves
 * undone left out): a step is ticked only when the request was there and has not gone back
 * before it (a lead approved straight from New ticks Request Received and Service Scheduled,
 * not In Review); step 2.5 only for a request that was prioritized. A request closed without a
 * visit (Not Qualified, Cancelled) shows the steps it went through, then its closing step as the current one.
 */
export function timelineFor(status: string | null | undefined, visited: readonly string[]): TimelineStepState[] {
  const current = normalizeStatus(status);
  const went = new Set<LeadStatus>(["New"]);
  for (const value of [...visited, status]) {
    const canonical = normalizeStatus(value);
    if (canonical) went.add(canonical);
  }
  const wentThrough = (step: TimelineStep) => step.statuses.some((value) => went.has(value));
  const closing = current ? CLOSING_STEPS[current] : undefined;
  if (closing) {
    return [
      ...TIMELINE.filter(wentThrough).map((step) => ({ ...step, reached: true, current: false })),
      { ...closing, reached: true, current: true },
    ];
  }
  const progress = statusProgress(status);
  return TIMELINE.filter((step) => step.step !== 2.5 || went.has("Prioritized")).map((step) => ({
    ...step,
    reached: progress > 0 && step.step <= progress && wentThrough(step),
    current: step.step === progress,
  }));
}
