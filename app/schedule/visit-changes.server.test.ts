import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, leadStatusHistory, mailOutbox } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { insertLeads, tuesdayAfter } from "../../tests/schedule-fixtures";
import { businessInstant, businessToday } from "./clock";
import { applyVisitChange, loadVisitSection } from "./visit-changes.server";
import { saveScheduleSettings } from "./settings.server";
import { DEFAULT_SCHEDULE_SETTINGS } from "./settings";
import { LIMITS } from "~/security/limits";
import { erasePersonalData } from "~/leads/erase.server";
import { getLeadDetail } from "~/leads/admin/lead-detail.server";

beforeEach(resetDb);

const today = businessToday(new Date());
const CLIENT = "203.0.113.7";

async function lead(id: string) {
  const [row] = await getDb().select().from(leads).where(eq(leads.id, id));
  return row!;
}

async function history(id: string) {
  return getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, id)).orderBy(asc(leadStatusHistory.id));
}

async function outbox() {
  return getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

async function held(date: string, window: string): Promise<number> {
  const result = await getDb().execute<{ held: number }>(sql`select coalesce(sum(held), 0)::int as held from schedule_window_counts where date = ${date} and arrival_window = ${window}`);
  return result.rows[0]!.held;
}

/** A customer's visit: lead 0's phone ends in 1000. */
async function visit(status: "New" | "Approved" = "Approved", date = tuesdayAfter(today, 3), window = "8-10" as const) {
  const [id] = await insertLeads(1, { status, scheduledDate: date, arrivalWindow: window, smsConsentAt: new Date() });
  return { id: id!, date, window };
}

describe("a customer's visit changes from the status page", () => {
  it("confirms a visit once, marked for that visit; a moved visit needs confirming again", async () => {
    const { id, date } = await visit();
    expect(await applyVisitChange(id, { intent: "visit-confirm", digits: "1000" }, CLIENT)).toEqual({ ok: true, intent: "visit-confirm" });
    const confirmed = await lead(id);
    expect(confirmed.customerConfirmedFor).toBe(`${date} 8-10`);
    expect(confirmed.customerConfirmedAt).toBeInstanceOf(Date);
    expect(confirmed.version).toBe(1);
    expect(confirmed.status).toBe("Approved");
    await applyVisitChange(id, { intent: "visit-confirm", digits: "1000" }, CLIENT);
    expect((await lead(id)).version).toBe(1);
    const entries = await history(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ changedBy: "customer", action: "schedule", fromStatus: "Approved", toStatus: "Approved" });
    expect(entries[0]!.detail).toMatch(/^The customer confirmed the visit: \w+day, \w+ \d+, 8–10 am$/);
    expect((await loadVisitSection(id)).view?.visit?.confirmedLabel).toBeTruthy();

    await applyVisitChange(id, { intent: "visit-reschedule", digits: "1000", slot: `${date} 2-4` }, CLIENT);
    expect((await loadVisitSection(id)).view?.visit?.confirmedLabel).toBeNull();
  });

  it("moves a visit into an open window: status kept, places moved, history, the customer's notice with the calendar and the staff's alert", async () => {
    const { id, date } = await visit("New");
    const outcome = await applyVisitChange(id, { intent: "visit-reschedule", digits: "1000", slot: `${date} 12-2` }, CLIENT);
    expect(outcome).toEqual({ ok: true, intent: "visit-reschedule" });
    expect(await lead(id)).toMatchObject({ status: "New", scheduledDate: date, arrivalWindow: "12-2", updatedBy: "customer" });
    expect(await held(date, "8-10")).toBe(0);
    expect(await held(date, "12-2")).toBe(1);
    const [entry] = await history(id);
    expect(entry).toMatchObject({ changedBy: "customer", action: "schedule", fromStatus: "New", toStatus: "New" });
    expect(entry!.detail).toMatch(/^The customer moved the visit from .*8–10 am to .*12–2 pm$/);
    const messages = await outbox();
    expect(messages.map((message) => message.kind).sort()).toEqual(["lead-rescheduled-customer", "lead-rescheduled-customer-sms", "visit-rescheduled-staff"]);
    const email = messages.find((message) => message.kind === "lead-rescheduled-customer")!;
    const ics = email.attachments![0]!.content;
    expect(ics).toContain(`UID:visit-${id}@`);
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain(`DTSTART;TZID=America/Los_Angeles:${date.replace(/-/g, "")}T120000`);

    // Back to the first time: another notice, not swallowed as a repeat of an earlier one.
    await applyVisitChange(id, { intent: "visit-reschedule", digits: "1000", slot: `${date} 8-10` }, CLIENT);
    await applyVisitChange(id, { intent: "visit-reschedule", digits: "1000", slot: `${date} 12-2` }, CLIENT);
    expect((await outbox()).filter((message) => message.kind === "lead-rescheduled-customer")).toHaveLength(3);
  });

  it("refuses a full window, keeps the visit where it was, and writes nothing", async () => {
    const { id, date } = await visit();
    await insertLeads(DEFAULT_SCHEDULE_SETTINGS.visitsPerWindow, { status: "Approved", scheduledDate: date, arrivalWindow: "10-12" });
    const outcome = await applyVisitChange(id, { intent: "visit-reschedule", digits: "1000", slot: `${date} 10-12` }, CLIENT);
    expect(outcome).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("no longer open") });
    expect(await lead(id)).toMatchObject({ arrivalWindow: "8-10", version: 0 });
    expect(await history(id)).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
    // The section offers it as full, not choosable.
    const days = (await loadVisitSection(id)).view!.visit!.days;
    const slot = days.flatMap((day) => day.windows).find((choice) => choice.value === `${date} 10-12`);
    expect(slot).toMatchObject({ full: true });
    expect(slot?.current).toBeUndefined();
  });

  it("cancels: status Cancelled with the reason, the place given back, history, the staff alert quoting the reason, the customer's notice with a METHOD:CANCEL calendar", async () => {
    const { id, date } = await visit();
    expect(await held(date, "8-10")).toBe(1);
    const outcome = await applyVisitChange(id, { intent: "visit-cancel", digits: "1000", reason: "Fixed it myself" }, CLIENT);
    expect(outcome).toEqual({ ok: true, intent: "visit-cancel" });
    expect(await lead(id)).toMatchObject({ status: "Cancelled", cancelReason: "Fixed it myself", scheduledDate: date, arrivalWindow: "8-10" });
    expect(await held(date, "8-10")).toBe(0);
    const [entry] = await history(id);
    expect(entry).toMatchObject({ changedBy: "customer", action: "status", fromStatus: "Approved", toStatus: "Cancelled" });
    const messages = await outbox();
    const staff = messages.find((message) => message.kind === "visit-cancelled-staff")!;
    expect(staff.text).toContain("Their reason: Fixed it myself");
    const email = messages.find((message) => message.kind === "lead-cancelled-customer")!;
    expect(email.text).not.toContain("Fixed it myself");
    expect(email.attachments![0]).toMatchObject({ contentType: expect.stringContaining("method=CANCEL") });
    const ics = email.attachments![0]!.content;
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain(`UID:visit-${id}@`);
    expect(messages.find((message) => message.kind === "lead-cancelled-customer-sms")!.text).not.toContain("Fixed it myself");
    // The lead's page shows the reason to staff, and the history line says who did what.
    const detail = (await getLeadDetail(id))!.view;
    expect(detail.cancelled).toEqual({ when: expect.any(String), reason: "Fixed it myself" });
    expect(detail.history.at(-1)).toMatchObject({ who: "Customer", what: expect.stringMatching(/^Approved → Cancelled\. The customer cancelled the visit of /) });
    expect(detail.actions.map((action) => action.label)).toEqual(["Reopen for review"]);
    // The page offers 'Book again' with the service, and nothing more can be changed.
    expect((await loadVisitSection(id)).view).toMatchObject({ visit: null, cancelled: { bookAgain: "/book?service=gutter-cleaning" } });
    expect(await applyVisitChange(id, { intent: "visit-confirm", digits: "1000" }, CLIENT)).toMatchObject({ ok: false, status: 409 });
  });

  it("erasing the customer's data takes their reason for cancelling, and the staff alert quoting it", async () => {
    const { id } = await visit();
    await applyVisitChange(id, { intent: "visit-cancel", digits: "1000", reason: "Moving to 12 Oak St" }, CLIENT);
    expect(await erasePersonalData({ leadId: id, changedBy: "system", detail: "test" })).toMatchObject({ ok: true });
    expect((await lead(id)).cancelReason).toBeNull();
    expect(JSON.stringify(await history(id))).not.toContain("Oak St");
    expect(JSON.stringify(await outbox())).not.toContain("Oak St");
  });

  it("refuses wrong digits with one message; a client past its count is refused right ones too", async () => {
    const { id } = await visit();
    const wrong = await applyVisitChange(id, { intent: "visit-cancel", digits: "9999", reason: "" }, CLIENT);
    expect(wrong).toEqual({ ok: false, status: 403, message: "Those digits don't match the phone number on this request." });
    expect((await lead(id)).status).toBe("Approved");

    // Per client: wrong tries on many requests add up.
    const others = await insertLeads(LIMITS.proofDigitsClient.limit + 1, { status: "Approved", scheduledDate: tuesdayAfter(today, 10), arrivalWindow: "2-4" });
    for (const other of others.slice(0, LIMITS.proofDigitsClient.limit)) await applyVisitChange(other, { intent: "visit-confirm", digits: "0000" }, "192.0.2.99");
    const last = others.at(-1)!;
    const lastDigits = (await lead(last)).phoneDigits.slice(-4);
    expect(await applyVisitChange(last, { intent: "visit-confirm", digits: lastDigits }, "192.0.2.99")).toEqual(wrong);
    expect(await applyVisitChange(last, { intent: "visit-confirm", digits: lastDigits }, "192.0.2.100")).toEqual({ ok: true, intent: "visit-confirm" });
  });

  it("closes at the cut-off before the window: no change, the section says to call", async () => {
    const { id, date } = await visit();
    const cutoffHours = 48;
    await saveScheduleSettings({ ...DEFAULT_SCHEDULE_SETTINGS, changeCutoffHours: cutoffHours }, "owner@example.com");
    const start = businessInstant(date, 8 * 60).getTime();
    const justBefore = new Date(start - cutoffHours * 3_600_000 - 60_000);
    const justAfter = new Date(start - cutoffHours * 3_600_000 + 60_000);
    const open = await loadVisitSection(id, justBefore);
    expect(open.view!.visit!.changeUntil).toBeTruthy();
    expect(open.changesAt).toBeLessThanOrEqual(start - cutoffHours * 3_600_000);
    expect((await loadVisitSection(id, justAfter)).view!.visit).toMatchObject({ changeUntil: null, days: [] });
    expect(await applyVisitChange(id, { intent: "visit-cancel", digits: "1000", reason: "" }, CLIENT, justAfter)).toMatchObject({
      ok: false,
      message: "It's too late to change this visit online.",
    });
    expect((await lead(id)).status).toBe("Approved");
    expect(await applyVisitChange(id, { intent: "visit-confirm", digits: "1000" }, CLIENT, justBefore)).toEqual({ ok: true, intent: "visit-confirm" });
  });
});
