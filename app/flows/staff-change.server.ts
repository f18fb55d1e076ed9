import { getDb } from "~/db/client.server";
import { planStaffChange, writeStaffChange, type ChangeOutcome, type StaffChangeRequest } from "~/leads/pipeline.server";
import { holdStaffVisit } from "~/schedule/board.server";

/**
 * A staff change to a lead (the list's and the lead page's forms, the schedule's moves), in one
 * transaction across two domains: the pipeline locks the lead and plans the change, the
 * schedule takes the place of a visit it sets (a full or closed window refuses it with the
 * staff's message), then the pipeline writes it with its history and the customer's notice.
 */
export function changeLead(request: StaffChangeRequest): Promise<ChangeOutcome> {
  return getDb().transaction(async (tx) => {
    const planned = await planStaffChange(tx, request);
    if (!planned.ok) return planned;
    const refusal = await holdStaffVisit(tx, request.leadId, planned.plan.set);
    if (refusal) return { ok: false, reason: "refused", message: refusal };
    return writeStaffChange(tx, request, planned);
  });
}
