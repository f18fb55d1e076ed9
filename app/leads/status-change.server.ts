import { and, eq, sql } from "drizzle-orm";
import { getDb, type Transaction } from "~/db/client.server";
import { leads, leadStatusHistory } from "~/db/schema";
import type { LeadEventAction } from "./history";
import type { LeadStatus } from "./statuses";

export type StatusChange = {
  leadId: string;
  /** The status the actor saw; the change applies only if the lead still has it. */
  expectedStatus: LeadStatus | LeadStatus[];
  toStatus: LeadStatus;
  /** An admin's e-mail, 'customer' or 'system'. */
  changedBy: string;
  /** Extra columns set in the same update (e.g. reportedNoContactAt). */
  extra?: Partial<typeof leads.$inferInsert>;
  /** The history entry's kind and line ('status' and none by default). */
  action?: LeadEventAction;
  detail?: string;
};

export type StatusChangeResult =
  | { ok: true; lead: typeof leads.$inferSelect }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "conflict"; currentStatus: string };

/**
 * Moves a lead from the status its actor saw to a new one, with a history row, in one
 * transaction. When someone else changed it first, nothing is written and the answer
 * says so: never a silent overwrite.
 */
export async function changeLeadStatus(change: StatusChange, tx?: Transaction): Promise<StatusChangeResult> {
  const run = async (db: Transaction): Promise<StatusChangeResult> => {
    const expected = Array.isArray(change.expectedStatus) ? change.expectedStatus : [change.expectedStatus];
    const [current] = await db
      .select({ status: leads.status })
      .from(leads)
      .where(eq(leads.id, change.leadId))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" };
    if (!(expected as string[]).includes(current.status)) {
      return { ok: false, reason: "conflict", currentStatus: current.status };
    }
    const [lead] = await db
      .update(leads)
      .set({
        ...change.extra,
        status: change.toStatus,
        updatedAt: sql`now()`,
        updatedBy: change.changedBy,
        version: sql`${leads.version} + 1`,
      })
      .where(and(eq(leads.id, change.leadId), eq(leads.status, current.status)))
      .returning();
    await db.insert(leadStatusHistory).values({
      leadId: change.leadId,
      fromStatus: current.status,
      toStatus: change.toStatus,
      changedBy: change.changedBy,
      action: change.action ?? "status",
      detail: change.detail,
      leadVersion: lead!.version,
    });
    return { ok: true, lead: lead! };
  };
  return tx ? run(tx) : getDb().transaction(run);
}
