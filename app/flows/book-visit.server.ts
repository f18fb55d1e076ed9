import { getDb, type Transaction } from "~/db/client.server";
import { combineWrites } from "~/db/combine-writes.server";
import {
  createLead,
  insertHeldLeads,
  insertOrSplit,
  VisitNotHeld,
  type Inserted,
  type LeadInsert,
  type LeadInserter,
  type NewLead,
  type StoredLead,
  type VisitHold,
  type VisitWanted,
} from "~/leads/leads.server";
import { holdCustomerVisits, holdStaffVisits } from "~/schedule/capacity.server";
import { refreshBookingWindows } from "~/schedule/public-windows.server";

/** Who chose the window: a customer online (the booking rules and the office's "confirm at once"), or staff entering a phone lead (opening and capacity only). */
export type BookedBy = "customer" | "staff";

type Hold = (tx: Transaction, visits: VisitWanted[]) => Promise<VisitHold[]>;

/**
 * Bookings that chose a window, stored together (decision 055) in one transaction across two
 * domains: the schedule takes their places first, under the windows' locks and in the order they
 * came; then the leads are stored, those with a place with their window, the others answered
 * VisitNotHeld with nothing stored for them. Customers' and staff's bookings are batched apart,
 * since the schedule holds them by different rules.
 */
function bookTogether(hold: Hold): LeadInserter {
  const inTransaction = (batch: LeadInsert[]): Promise<Inserted[]> =>
    getDb().transaction(async (tx) => insertHeldLeads(tx, batch, await hold(tx, batch.map(({ input }) => input.visit!))));
  return combineWrites((batch: LeadInsert[]) => insertOrSplit(batch, inTransaction), { maxSize: 50, maxInFlight: 2 });
}

const INSERTERS: Record<BookedBy, LeadInserter> = {
  customer: bookTogether((tx, visits) => holdCustomerVisits(tx, visits)),
  staff: bookTogether(holdStaffVisits),
};

/**
 * Books a request (the booking page's, or a phone lead staff enter): a lead without a window is
 * stored as any lead; with one, it is stored only with the window's place (see bookTogether).
 * When the place could not be held nothing is stored, and for a customer the booking page's open
 * windows are read again, so that the answer offers those still open.
 */
export async function bookVisit(lead: NewLead, by: BookedBy = "customer"): Promise<StoredLead> {
  if (!lead.visit) return { ok: true, lead: await createLead(lead) };
  try {
    return { ok: true, lead: await createLead(lead, { insert: INSERTERS[by] }) };
  } catch (error) {
    if (!(error instanceof VisitNotHeld)) throw error;
    if (by === "customer") await refreshBookingWindows();
    return { ok: false, visit: error.reason };
  }
}
