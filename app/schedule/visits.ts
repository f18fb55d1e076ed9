import type { LeadStatus } from "../leads/statuses";

/**
 * The statuses whose visit holds a place in its window (decision 053): a visit the customer
 * requested (the lead is still New, In Review or Prioritized) and a visit staff confirmed (the
 * lead is Approved). A Completed or Not Qualified lead gives its place back.
 */
export const VISIT_HOLDING_STATUSES = ["New", "In Review", "Prioritized", "Approved"] as const satisfies readonly LeadStatus[];

/** A requested visit becomes confirmed when staff approve the lead. */
export type VisitState = "requested" | "confirmed";

export function visitState(status: string): VisitState | null {
  if (status === "Approved") return "confirmed";
  return (VISIT_HOLDING_STATUSES as readonly string[]).includes(status) ? "requested" : null;
}

/** One visit's name for its reminder and anything else done once per visit: '2026-12-03 8-10'. */
export function visitKey(date: string, window: string): string {
  return `${date} ${window}`;
}
