import { getDb } from "~/db/client.server";
import { recordCustomerChange } from "~/leads/customer-changes.server";
import { lockLead } from "~/leads/leads.server";
import { queueCustomerNotice, queueCustomerVisitAlert } from "~/leads/messages/messages.server";
import { visitLabel, visitState, type ArrivalWindow, type VisitState } from "~/leads/visit";
import { latestQuoteStatus } from "~/quotes/quotes.server";
import { holdWindow } from "~/schedule/capacity.server";
import { getScheduleSettings } from "~/schedule/settings.server";

/**
 * The visit a customer asks for on the quote page after approving it, in one transaction across
 * three domains: the lead locked (leads), its latest quote still approved (quotes), the window's
 * place held by the customer's booking rules (schedule), then the lead's new version, its
 * history entry and the staff's alert (leads). When the office confirms online bookings at once
 * (decision 078) the lead is Approved with it and the customer is sent the scheduled notice with
 * its calendar file. Refused when the request already has a visit, holds none (closed), or its
 * latest quote is not an approved one.
 */
export async function bookQuotedVisit(leadId: string, date: string, window: ArrivalWindow, now: Date = new Date()): Promise<{ ok: true; state: VisitState } | { ok: false }> {
  return getDb().transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead || lead.arrivalWindow || !visitState(lead.status)) return { ok: false };
    if ((await latestQuoteStatus(tx, leadId)) !== "approved") return { ok: false };
    const held = await holdWindow(tx, leadId, date, window, "customer", now);
    if (!held.ok) return { ok: false };
    const visit = visitLabel(date, window);
    const { confirmOnlineBookings } = await getScheduleSettings(tx);
    const state: VisitState = confirmOnlineBookings ? "confirmed" : (visitState(lead.status) ?? "requested");
    if (state === "confirmed" && lead.status !== "Approved") {
      const detail = `The customer booked a visit after approving the quote, confirmed at once (online bookings are confirmed at once): ${visit}`;
      await recordCustomerChange(tx, lead, { set: { status: "Approved" }, action: "status", detail });
    } else {
      await recordCustomerChange(tx, lead, { set: {}, action: "schedule", detail: `The customer asked for a visit after approving the quote: ${visit}` });
    }
    if (state === "confirmed") await queueCustomerNotice(tx, leadId, { kind: "scheduled", state, date, window });
    await queueCustomerVisitAlert(tx, lead, { kind: "booked", visit, date, window, confirmed: state === "confirmed" });
    return { ok: true, state };
  });
}
