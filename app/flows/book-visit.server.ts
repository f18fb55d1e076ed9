import { getDb } from "~/db/client.server";
import { combineWrites } from "~/db/combine-writes.server";
import {
  createLead,
  insertHeldLeads,
  insertOrSplit,
  leadAttempt,
  noFreeReference,
  prepareLead,
  REFERENCE_ATTEMPTS,
  settleAttempt,
  VisitNotHeld,
  type Inserted,
  type LeadInsert,
  type NewLead,
  type StoredLead,
} from "~/leads/leads.server";
import { holdCustomerVisits, holdStaffVisits } from "~/schedule/capacity.server";
import { refreshBookingWindows } from "~/schedule/public-windows.server";

/** Who chose the window: a customer online (the booking rules and the office's "confirm at once"), or staff entering a phone lead (opening and capacity only). */
export type BookedBy = "customer" | "staff";

/**
 * Books a request (the booking page's, or a phone lead staff enter). A lead without a window is
 * stored as any lead. With one, the leads domain prepares it, then each try (a new reference
 * code when the last one was taken) is stored with others arriving at the same time (decision
 * 055) in one transaction across two domains: the schedule takes their places first, under the
 * windows' locks and in the order they came, then the leads domain stores those that have one.
 * When the place could not be held nothing is stored, and for a customer the booking page's open
 * windows are read again, so that the answer offers those still open.
 */
export async function bookVisit(lead: NewLead, by: BookedBy = "customer"): Promise<StoredLead> {
  if (!lead.visit) return { ok: true, lead: await createLead(lead) };
  const prepared = await prepareLead(lead);
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const attempted = leadAttempt(prepared);
    const inserted = by === "customer" ? await customerBookings(attempted) : await staffBookings(attempted);
    if ("error" in inserted && inserted.error instanceof VisitNotHeld) {
      if (by === "customer") await refreshBookingWindows();
      return { ok: false, visit: inserted.error.reason };
    }
    const settled = await settleAttempt(prepared, inserted);
    if (settled !== "retry") return { ok: true, lead: settled };
  }
  throw noFreeReference();
}

/**
 * Bookings that arrive together, held and stored in one transaction: the schedule holds each
 * visit (a customer's by the booking rules and the office's "confirm at once", staff's to opening
 * and capacity only), then the leads domain stores those that have their place.
 */
function holdAndStore(batch: LeadInsert[], by: BookedBy): Promise<Inserted[]> {
  return getDb().transaction(async (tx) => {
    const visits = batch.map(({ input }) => input.visit!);
    const holds = by === "customer" ? await holdCustomerVisits(tx, visits) : await holdStaffVisits(tx, visits);
    return insertHeldLeads(tx, batch, holds);
  });
}

// Batched apart, since the schedule holds them by different rules; a batch refused for one lead's data is split until that lead is alone.
const customerBookings = combineWrites((batch: LeadInsert[]) => insertOrSplit(batch, (part) => holdAndStore(part, "customer")), { maxSize: 50, maxInFlight: 2 });
const staffBookings = combineWrites((batch: LeadInsert[]) => insertOrSplit(batch, (part) => holdAndStore(part, "staff")), { maxSize: 50, maxInFlight: 2 });
