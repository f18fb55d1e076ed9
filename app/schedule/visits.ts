import { VISIT_HOLDING_STATUSES } from "~/db/lead-values";

export { VISIT_HOLDING_STATUSES };
export { visitKey, visitState, type VisitState } from "~/leads/schedule";
