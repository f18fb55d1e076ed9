import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminIdentity } from "~/auth/guards.server";
import { getDb } from "~/db/client.server";
import { phoneDigits } from "~/utils/phone";
import { adminUsers, leadNotes, leads, leadStatusHistory, mailOutbox } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { addNote, applyStaffChange, NOTHING_TO_UNDO, UNDO_SUPERSEDED, undoLastChange } from "./pipeline.server";
import { reportNoContact } from "./leads.server";

let ops: AdminIdentity;
let owner: AdminIdentity;

beforeEach(async () => {
  await resetDb();
  const [a, b] = await getDb()
    .insert(adminUsers)
    .values([
      { email: "ops@example.com", isActive: true },
      { email: "owner@example.com", role: "Super Admin", isActive: true },
    ])
    .returning();
  ops = { id: a!.id, email: a!.email, role: "Ops Admin", isSuperAdmin: false };
  owner = { id: b!.id, email: b!.email, role: "Super Admin", isSuperAdmin: true };
});

async function newLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await getDb()
    .insert(leads)
    .values({ name: "Ana Lopez", phone: "(310) 555-0100", email: "ana@example.com", service: "tv-mounting", ...values })
    .returning();
  return lead!;
}

const lead = async (id: string) => (await getDb().select().from(leads).where(eq(leads.id, id)))[0]!;

describe("the database", () => {
  it("refuses an unknown status, source or arrival window (CHECK constraints)", async () => {
    // @ts-expect-error the database's own check, past the column's type
    await expect(newLead({ status: "Scheduled" })).rejects.toThrow();
    // @ts-expect-error the database's own check, past the column's type
    await expect(newLead({ source: "fax" })).rejects.toThrow();
    await expect(getDb().execute(sql`insert into leads (name, phone, service, source) values ('A', '1', 'caulking', 'Quote')`)).rejects.toThrow();
    await expect(newLead({ arrivalWindow: "7-9" })).rejects.toThrow();
    const ok = await newLead({ status: "Prioritized" });
    await expect(getDb().execute(sql`update leads set status = 'Done' where id = ${ok.id}`)).rejects.toThrow();
  });

  it("keeps the phone's digits as phoneDigits reads them, for the search and the look-up", async () => {
    expect((await newLead({ phone: "+1 (310) 555-0100" })).phoneDigits).toBe("3105550100");
    for (const phone of ["1-310-555-0100", "310.555.0100", "555-0100", "+44 20 7946 0958", "11 310 555 0100"]) {
      expect((await newLead({ phone })).phoneDigits).toBe(phoneDigits(phone));
    }
  });
});

describe("applyStaffChange", () => {
  it("approves a Prioritized lead with an appointment, tells the customer, records who and what", async () => {
    const { id } = await newLead({ status: "Prioritized" });
    const outcome = await applyStaffChange({
      admin: ops,
      leadId: id,
      version: 0,
      change: { kind: "status", to: "Approved", schedule: { date: "2026-12-03", window: "8-10" } },
    });
    expect(outcome).toMatchObject({ ok: true, status: "Approved" });
    expect(await lead(id)).toMatchObject({ status: "Approved", scheduledDate: "2026-12-03", arrivalWindow: "8-10", version: 1, updatedBy: "ops@example.com" });
    const [event] = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, id));
    expect(event).toMatchObject({ fromStatus: "Prioritized", toStatus: "Approved", changedBy: "ops@example.com", detail: "Scheduled for December 3, 2026, 8–10 am" });
    const mail = await getDb().select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: "ana@example.com", kind: "lead-scheduled-customer" });
    expect(mail[0]!.text).toContain("December 3, 2026, between 8–10 am");
    expect(mail[0]!.attachments?.map((file) => file.filename)).toEqual(["visit.ics"]);
  });

  it("the second of two changes made on the same version is told, and nothing is overwritten", async () => {
    const { id } = await newLead();
    const first = await applyStaffChange({ admin: ops, leadId: id, version: 0, change: { kind: "status", to: "Approved" } });
    const second = await applyStaffChange({ admin: owner, leadId: id, version: 0, change: { kind: "status", to: "Not Qualified" } });
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, reason: "conflict", message: "this lead was already updated by someone else (now Approved)." });
    expect(await lead(id)).toMatchObject({ status: "Approved", updatedBy: "ops@example.com" });
  });

  it("a customer's report since the page was loaded is a conflict too", async () => {
    const { id } = await newLead({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) });
    expect(await reportNoContact(id)).toMatchObject({ ok: true, changed: true });
    const outcome = await applyStaffChange({ admin: ops, leadId: id, version: 0, change: { kind: "status", to: "Approved" } });
    expect(outcome).toMatchObject({ ok: false, reason: "conflict" });
  });

  it("refuses a move the table does not allow", async () => {
    const { id } = await newLead({ status: "Completed" });
    const outcome = await applyStaffChange({ admin: ops, leadId: id, version: 0, change: { kind: "status", to: "Approved" } });
    expect(outcome).toEqual({ ok: false, reason: "refused", message: "a Completed lead cannot become Approved." });
  });

  it("reschedules, completes, and records a Not Qualified reason, each with the customer's notice", async () => {
    const a = await newLead({ status: "Approved", scheduledDate: "2026-12-03", arrivalWindow: "8-10" });
    expect(await applyStaffChange({ admin: ops, leadId: a.id, version: 0, change: { kind: "schedule", schedule: { date: "2026-12-04", window: "2-4" } } })).toMatchObject({ ok: true });
    expect(await applyStaffChange({ admin: ops, leadId: a.id, version: 1, change: { kind: "status", to: "Completed" } })).toMatchObject({ ok: true });
    const b = await newLead();
    await applyStaffChange({ admin: ops, leadId: b.id, version: 0, change: { kind: "status", to: "Not Qualified", reason: "Outside our service area" } });
    expect(await lead(b.id)).toMatchObject({ status: "Not Qualified", notQualifiedReason: "Outside our service area" });
    const kinds = (await getDb().select().from(mailOutbox)).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(["lead-completed-customer", "lead-declined-customer", "lead-rescheduled-customer"]);
  });

  it("Approve with no appointment given confirms the window the customer chose: the scheduled notice with its calendar file (issue 31 §2)", async () => {
    const requested = await newLead({ scheduledDate: "2026-12-08", arrivalWindow: "10-12" });
    const outcome = await applyStaffChange({ admin: ops, leadId: requested.id, version: 0, change: { kind: "status", to: "Approved" } });
    expect(outcome.ok).toBe(true);
    expect(await lead(requested.id)).toMatchObject({ status: "Approved", scheduledDate: "2026-12-08", arrivalWindow: "10-12" });
    const [event] = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, requested.id));
    expect(event?.detail).toBe("Confirmed the requested visit: December 8, 2026, 10 am–12 pm");
    const notices = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "lead-scheduled-customer"));
    expect(notices).toHaveLength(1);
    expect(JSON.stringify(notices[0])).toContain("DTSTART");
  });

  it("moves a requested visit (staff propose another time) but still refuses to schedule a lead without one", async () => {
    const requested = await newLead({ status: "In Review", scheduledDate: "2026-12-08", arrivalWindow: "10-12" });
    const moved = await applyStaffChange({ admin: ops, leadId: requested.id, version: 0, change: { kind: "schedule", schedule: { date: "2026-12-09", window: "2-4" } } });
    expect(moved.ok).toBe(true);
    expect(await lead(requested.id)).toMatchObject({ status: "In Review", scheduledDate: "2026-12-09", arrivalWindow: "2-4" });
    const bare = await newLead({ status: "In Review" });
    const refused = await applyStaffChange({ admin: ops, leadId: bare.id, version: 0, change: { kind: "schedule", schedule: { date: "2026-12-09", window: "2-4" } } });
    expect(refused).toMatchObject({ ok: false, reason: "refused" });
  });

  it("reopens a Cancelled request for review without its old visit, whose place may have gone", async () => {
    const a = await newLead({ status: "Cancelled", scheduledDate: "2026-12-03", arrivalWindow: "8-10", cancelReason: "Fixed it myself" });
    const outcome = await applyStaffChange({ admin: ops, leadId: a.id, version: 0, change: { kind: "status", to: "In Review" } });
    expect(outcome).toMatchObject({ ok: true, status: "In Review" });
    expect(await lead(a.id)).toMatchObject({ status: "In Review", scheduledDate: null, arrivalWindow: null });
    const [entry] = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, a.id));
    expect(entry!.detail).toBe("The cancelled visit (December 3, 2026, 8–10 am) is not held again");
    expect(await applyStaffChange({ admin: ops, leadId: a.id, version: 1, change: { kind: "status", to: "Cancelled" } })).toMatchObject({ ok: false, reason: "refused" });
  });

  it("assigns to an active admin only", async () => {
    const { id } = await newLead();
    expect(await applyStaffChange({ admin: ops, leadId: id, version: 0, change: { kind: "assign", adminId: owner.id } })).toMatchObject({ ok: true });
    expect((await lead(id)).assignedTo).toBe(owner.id);
    await getDb().update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, ops.id));
    expect(await applyStaffChange({ admin: ops, leadId: id, version: 1, change: { kind: "assign", adminId: ops.id } })).toMatchObject({ ok: false, reason: "refused" });
  });
});

describe("undoLastChange", () => {
  it("puts back the last change once, and records the undo", async () => {
    const { id } = await newLead({ status: "Prioritized" });
    const change = await applyStaffChange({ admin: ops, leadId: id, version: 0, change: { kind: "status", to: "Not Qualified", reason: "Duplicate request" } });
    const eventId = change.ok ? change.eventId : 0;
    expect(await undoLastChange({ admin: ops, leadId: id, eventId })).toEqual({ ok: true, status: "Prioritized" });
    expect(await lead(id)).toMatchObject({ status: "Prioritized", notQualifiedReason: null, version: 2 });
    expect(await undoLastChange({ admin: ops, leadId: id, eventId })).toEqual({ ok: false, message: NOTHING_TO_UNDO });
    const history = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, id)).orderBy(leadStatusHistory.id);
    expect(history.map((event) => [event.action, event.toStatus, event.undoneAt !== null])).toEqual([
      ["status", "Not Qualified", true],
      ["undo", "Prioritized", false],
    ]);
  });

  it("only while the change is recent", async () => {
    const { id } = await newLead();
    const change = await applyStaffChange({ admin: ops, leadId: id, version: 0, change: { kind: "status", to: "Approved" } });
    await getDb().update(leadStatusHistory).set({ changedAt: sql`now() - interval '11 minutes'` });
    expect(await undoLastChange({ admin: ops, leadId: id, eventId: change.ok ? change.eventId : 0 })).toEqual({ ok: false, message: NOTHING_TO_UNDO });
  });

  it("only the change it names: a later change stands", async () => {
    const { id } = await newLead();
    const approval = await applyStaffChange({ admin: ops, leadId: id, version: 0, change: { kind: "status", to: "Approved" } });
    await applyStaffChange({ admin: owner, leadId: id, version: 1, change: { kind: "status", to: "Completed" } });
    expect(await undoLastChange({ admin: ops, leadId: id, eventId: approval.ok ? approval.eventId : 0 })).toEqual({
      ok: false,
      message: UNDO_SUPERSEDED("Completed"),
    });
    expect(await lead(id)).toMatchObject({ status: "Completed", version: 2 });
  });
});

describe("the first staff action", () => {
  it("is kept from the first note or change on; later actions move only the last one", async () => {
    const { id } = await newLead();
    expect((await lead(id)).firstStaffActionAt).toBeNull();
    await addNote({ admin: ops, leadId: id, body: "Called, left a voicemail." });
    const first = (await lead(id)).firstStaffActionAt;
    expect(first).not.toBeNull();
    const review = await applyStaffChange({ admin: ops, leadId: id, version: 0, change: { kind: "status", to: "In Review" } });
    await undoLastChange({ admin: ops, leadId: id, eventId: review.ok ? review.eventId : 0 });
    const after = await lead(id);
    expect(after.firstStaffActionAt).toEqual(first);
    expect(after.staffActionAt!.getTime()).toBeGreaterThan(first!.getTime());
  });
});

describe("addNote", () => {
  it("keeps the note with its author; it is no change to the lead's version", async () => {
    const { id } = await newLead();
    expect(await addNote({ admin: ops, leadId: id, body: "Called, left a voicemail." })).toBe(true);
    expect(await getDb().select().from(leadNotes)).toMatchObject([{ leadId: id, author: "ops@example.com", body: "Called, left a voicemail." }]);
    expect(await lead(id)).toMatchObject({ version: 0 });
    expect((await lead(id)).staffActionAt).not.toBeNull();
  });

  it("is the staff acting on the lead: the customer's 'No one contacted me' is no longer accepted (issue 31 §6)", async () => {
    const { id } = await newLead({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) });
    await addNote({ admin: ops, leadId: id, body: "Called, left a voicemail." });
    expect(await reportNoContact(id)).toMatchObject({ ok: false, reason: "in_hand" });
    expect(await lead(id)).toMatchObject({ status: "New", reportedNoContactAt: null });
  });
});
