import { VISIT_HOLDING_STATUSES } from "~/db/lead-values";

export { VISIT_HOLDING_STATUSES };

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
