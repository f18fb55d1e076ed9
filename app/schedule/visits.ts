import { VISIT_HOLDING_STATUSES } from "~/db/lead-values";

export { VISIT_HOLDING_STATUSES };
export { visitKey } from "~/leads/schedule";

/** A requested visit becomes confirmed when staff approve the lead. */
export type VisitState = "requested" | "confirmed";

export function visitState(status: string): VisitState | null {
  if (status === "Approved") return "confirmed";
  return (VISIT_HOLDING_STATUSES as readonly string[]).includes(status) ? "requested" : null;
}
