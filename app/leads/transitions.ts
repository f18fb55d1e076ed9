import type { LeadStatus } from "./statuses";

/**
 * The one table of status changes staff may make. A lead not in it cannot be moved there:
 * Completed is final, Not Qualified can only be reopened for review. Only the customer cancels
 * (on the status page, not a staff button); the office may reopen a Cancelled request for review,
 * without its old visit (decision 067).
 */
export const TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  New: ["In Review", "Prioritized", "Approved", "Not Qualified"],
  "In Review": ["Prioritized", "Approved", "Not Qualified"],
  Prioritized: ["In Review", "Approved", "Not Qualified"],
  Approved: ["Completed", "Not Qualified"],
  Completed: [],
  "Not Qualified": ["In Review"],
  Cancelled: ["In Review"],
};

export function canTransition(from: string, to: LeadStatus): boolean {
  return (TRANSITIONS[from as LeadStatus] ?? []).includes(to);
}

/** Statuses still waiting for the office: the list shows how long they have waited. */
export const OPEN_STATUSES: readonly LeadStatus[] = ["New", "In Review", "Prioritized"];

/** An open lead untouched by staff for longer than this is flagged. */
export const OVERDUE_HOURS = 24;

/** The staff's buttons, each a move to one status. Approve and Reject keep the spec's names. */
export const STATUS_ACTIONS = [
  { intent: "review", label: "Mark In Review", to: "In Review" },
  { intent: "prioritize", label: "Prioritize", to: "Prioritized" },
  { intent: "approve", label: "Approve", to: "Approved" },
  { intent: "complete", label: "Mark Completed", to: "Completed" },
  { intent: "reject", label: "Reject", to: "Not Qualified" },
] as const satisfies readonly { intent: string; label: string; to: LeadStatus }[];

export type StatusIntent = (typeof STATUS_ACTIONS)[number]["intent"];

export function statusOfIntent(intent: StatusIntent): LeadStatus {
  return STATUS_ACTIONS.find((action) => action.intent === intent)!.to;
}

/** The status actions open to a lead in this status; reopening a Not Qualified or Cancelled lead is 'review'. */
export function actionsFor(status: string): { intent: StatusIntent; label: string; to: LeadStatus }[] {
  return STATUS_ACTIONS.filter((action) => canTransition(status, action.to)).map((action) =>
    action.intent === "review" && (status === "Not Qualified" || status === "Cancelled") ? { ...action, label: "Reopen for review" } : action,
  );
}

/**
 * Why a lead is not qualified: the short list; 'other' takes the admin's own words. `customer` is
 * what the status page tells the customer for each: the company's words, never the admin's.
 */
export const NOT_QUALIFIED_REASONS = [
  { value: "outside-area", label: "Outside our service area", customer: "The address is outside the area we serve." },
  { value: "not-offered", label: "Service we don't offer", customer: "This is a job we don't take on." },
  {
    value: "unreachable",
    label: "Could not reach the customer",
    customer: "We tried to reach you about this request but could not get through.",
  },
  { value: "duplicate", label: "Duplicate request", customer: "We already have another request from you for this job." },
  { value: "customer-declined", label: "Customer declined", customer: "You let us know you no longer need this visit." },
  { value: "other", label: "Other", customer: "We're not able to take on this job." },
] as const;

/**
 * The customer's sentence for a stored reason (the list's label, the label and the admin's
 * words after ': ', or the admin's own words for 'Other'): the admin's words are never shown.
 */
export function customerReason(stored: string | null | undefined): string {
  const chosen = NOT_QUALIFIED_REASONS.find(
    (reason) => reason.value !== "other" && stored && (stored === reason.label || stored.startsWith(`${reason.label}: `)),
  );
  return (chosen ?? NOT_QUALIFIED_REASONS.find((reason) => reason.value === "other")!).customer;
}
