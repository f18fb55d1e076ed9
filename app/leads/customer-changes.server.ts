import { and, eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { VISIT_HOLDING_STATUSES } from "~/db/lead-values";
import { leads, leadStatusHistory } from "~/db/schema";

type Lead = typeof leads.$inferSelect;

/**
 * A customer's own change to their visit (confirm, move, cancel, a visit booked after a quote's
 * approval), written on the lead that holds it: a new version (so a staff form opened before it
 * does not overwrite it) and its history entry by 'customer' (nothing to undo: staff undo only
 * their own changes); its new version is returned. The lead's rows are written here for every such change, whoever runs it
 * (the schedule's visit changes, the quote's visit flow).
 */
export async function recordCustomerChange(
  tx: Transaction,
  lead: Lead,
  change: { set: Partial<typeof leads.$inferInsert>; action: "schedule" | "status"; detail: string },
): Promise<number> {
  const [row] = await tx
    .update(leads)
    .set({ ...change.set, version: sql`${leads.version} + 1`, updatedAt: sql`now()`, updatedBy: "customer" })
    .where(and(eq(leads.id, lead.id), inArray(leads.status, [...VISIT_HOLDING_STATUSES])))
    .returning({ version: leads.version, status: leads.status });
  await tx.insert(leadStatusHistory).values({
    leadId: lead.id,
    fromStatus: lead.status,
    toStatus: row!.status,
    changedBy: "customer",
    action: change.action,
    detail: change.detail,
    leadVersion: row!.version,
  });
  return row!.version;
}
