import { and, eq, or, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { leads } from "~/db/schema";
import { visitKey, type ArrivalWindow } from "./visit";

/*
 * The lead's visit columns, written for the schedule (decision 084: the leads table's rows are
 * written by the leads domain only). The schedule decides; these write what it decided.
 */

/** Sets the lead's visit to a window whose place the schedule has just taken (`holdWindow`, under the window's lock). */
export async function placeVisit(tx: Transaction, leadId: string, date: string, window: ArrivalWindow): Promise<void> {
  await tx.update(leads).set({ scheduledDate: date, arrivalWindow: window }).where(eq(leads.id, leadId));
}

/**
 * Marks the reminder of the lead's confirmed visit on that date and window as sent, once: the
 * lead as it is now, or undefined when it is no longer Approved for that visit or was reminded
 * of it already (the reminder is then not sent again).
 */
export async function markReminderSent(tx: Transaction, leadId: string, date: string, window: ArrivalWindow) {
  const key = visitKey(date, window);
  const [lead] = await tx
    .update(leads)
    .set({ reminderSentAt: sql`now()`, reminderSentFor: key })
    .where(
      and(
        eq(leads.id, leadId),
        eq(leads.status, "Approved"),
        eq(leads.scheduledDate, date),
        eq(leads.arrivalWindow, window),
        or(sql`${leads.reminderSentFor} is null`, sql`${leads.reminderSentFor} <> ${key}`),
      ),
    )
    .returning();
  return lead;
}
