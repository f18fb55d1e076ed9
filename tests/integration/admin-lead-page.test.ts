import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { reportNoContact } from "~/leads/leads.server";
import { appointmentLabel } from "~/leads/visit";
import { loadStatusPage } from "~/status/status-page-loader.server";
import * as leadPage from "~/routes/admin/lead";
import * as leadsExport from "~/routes/admin/leads-export";
import { businessToday } from "~/schedule/clock";
import { resetDb } from "../db";
import { tuesdayAfter } from "../schedule-fixtures";
import { adminRequest, args, createAdmin, createLead, inDays, outcomeOf, sessionCookieFor, toastOf } from "./admin-fixtures";

let cookie: string;
let other: string;

beforeEach(async () => {
  await resetDb();
  const ops = await createAdmin({ email: "ops@example.com" });
  const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
  cookie = await sessionCookieFor(ops.id);
  other = await sessionCookieFor(owner.id);
});

const load = async (id: string) => {
  const outcome = await outcomeOf(() => leadPage.loader(args(adminRequest(`/admin/leads/${id}`, { cookie }), { leadId: id })));
  return outcome.data as { lead: import("~/leads/admin/lead-detail.server").LeadDetailView };
};

/** The history event a change's toast offers to undo. */
const undoEvent = async (outcome: Awaited<ReturnType<typeof outcomeOf>>) => (await toastOf(outcome))!.action!.fields.event!;

const post = (id: string, form: Record<string, string>, as = cookie, path = `/admin/leads/${id}`) =>
  outcomeOf(() => leadPage.action(args(adminRequest(path, { cookie: as, form: { leadId: id, ...form } }), { leadId: id })));

describe("the lead's page", () => {
  it("shows everything the customer gave, uncut, with the customer's report in the history", async () => {
    const description = "Mount a 65 inch TV. ".repeat(30).trim();
    const lead = await createLead({
      reference: "PC-7K4Q9X",
      email: "ana@example.com",
      streetAddress: "123 Main St",
      zipCode: "91101",
      description,
      preferredDate: "2026-12-01",
      createdAt: new Date(Date.now() - 25 * 3600 * 1000),
    });
    expect(await reportNoContact(lead.id)).toMatchObject({ ok: true, changed: true });
    const { lead: view } = await load(lead.id);
    expect(view).toMatchObject({
      reference: "PC-7K4Q9X",
      description,
      tel: "tel:3105550100",
      email: "ana@example.com",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=123%20Main%20St%2C%2091101",
      status: "Prioritized",
      preferredDate: "Dec 1, 2026",
    });
    expect(view.actions.map((action) => action.intent)).toEqual(expect.arrayContaining(["approve", "reject"]));
    expect(view.history.map((entry) => [entry.who, entry.what])).toEqual([
      ["Customer", "New → Prioritized. The customer reported that nobody has contacted them."],
    ]);
    const missing = await outcomeOf(() => leadPage.loader(args(adminRequest("/admin/leads/nope", { cookie }), { leadId: "nope" })));
    expect(missing.status).toBe(404);
  });

  it("approves with a visit, keeps a note, and the second of two stale changes is told", async () => {
    const lead = await createLead({ status: "Prioritized" });
    const visit = tuesdayAfter(businessToday(new Date()), 2);
    const approved = await post(lead.id, { intent: "approve", version: "0", date: visit, window: "8-10" });
    expect(approved).toMatchObject({ status: 302, location: `/admin/leads/${lead.id}` });
    expect(await toastOf(approved)).toMatchObject({ type: "success", title: "Lead approved successfully." });
    const stale = await post(lead.id, { intent: "reject", version: "0", confirm: "1" }, other);
    expect(await toastOf(stale)).toMatchObject({
      type: "error",
      title: "Failed to update lead status: this lead was already updated by someone else (now Approved).",
    });
    expect(await toastOf(await post(lead.id, { intent: "note", body: "Gate code 1234" }))).toMatchObject({ title: "Note added." });
    const { lead: view } = await load(lead.id);
    expect(view).toMatchObject({
      status: "Approved",
      appointment: appointmentLabel(visit, "8-10"),
      undo: { label: `Prioritized → Approved. Scheduled for ${appointmentLabel(visit, "8-10")}` },
    });
    expect(view.notes).toMatchObject([{ author: "ops@example.com", body: "Gate code 1234" }]);
  });

  it("undo from a toast returns to the page it came from", async () => {
    const lead = await createLead();
    const event = await undoEvent(await post(lead.id, { intent: "reject", version: "0", reason: "other", reasonText: "Wants a plumber", confirm: "1" }));
    const [rejected] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(rejected).toMatchObject({ status: "Not Qualified", notQualifiedReason: "Wants a plumber" });
    const undone = await post(lead.id, { intent: "undo", event }, cookie, `/admin/leads/${lead.id}?returnTo=${encodeURIComponent("/admin?status=new")}`);
    expect(undone).toMatchObject({ status: 302, location: "/admin?status=new" });
    expect(await toastOf(undone)).toMatchObject({ type: "success", title: "Change undone: the lead is New again." });
    const offsite = await post(lead.id, { intent: "undo", event }, cookie, `/admin/leads/${lead.id}?returnTo=${encodeURIComponent("https://evil.example")}`);
    expect(offsite.location).toBe(`/admin/leads/${lead.id}`);
  });

  it("an Undo undoes its own change only: a later change by anyone stands", async () => {
    const lead = await createLead();
    const approval = await undoEvent(await post(lead.id, { intent: "approve", version: "0", date: tuesdayAfter(businessToday(new Date()), 2), window: "8-10" }));
    expect(await toastOf(await post(lead.id, { intent: "complete", version: "1", confirm: "1" }, other))).toMatchObject({ type: "success" });
    const stale = await post(lead.id, { intent: "undo", event: approval });
    expect(await toastOf(stale)).toMatchObject({
      type: "error",
      title: "Failed to undo the change: the lead changed again after that change (now Completed), so nothing was undone.",
    });
    const [after] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(after).toMatchObject({ status: "Completed", version: 2 });
    const { lead: view } = await load(lead.id);
    expect(view.undo).toMatchObject({ label: "Approved → Completed" });
  });

  it("a prioritization staff undid leaves step 2.5 off the customer's timeline; one that stands shows it", async () => {
    const lead = await createLead();
    const event = await undoEvent(await post(lead.id, { intent: "prioritize", version: "0" }));
    const steps = async () => {
      const page = (await loadStatusPage(lead.id)).data;
      return page.found ? page.request.timeline.map((step) => step.step) : [];
    };
    expect(await steps()).toContain(2.5);
    await post(lead.id, { intent: "undo", event });
    const [undone] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(undone).toMatchObject({ status: "New" });
    expect(await steps()).not.toContain(2.5);
    await post(lead.id, { intent: "prioritize", version: String(undone!.version) });
    await post(lead.id, { intent: "approve", version: String(undone!.version + 1) });
    expect(await steps()).toContain(2.5);
  });

  it("asks first when Completed comes before the visit's day, then completes; on or after the day it completes at once", async () => {
    const ahead = await createLead({ name: "Early Bird", status: "Approved", scheduledDate: inDays(3), arrivalWindow: "10-12", email: "early@example.com" });
    const asked = await post(ahead.id, { intent: "complete", version: String(ahead.version) });
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({
      confirm: {
        question: "Mark Early Bird's request Completed before its visit?",
        detail: expect.stringContaining(`The visit is on ${appointmentLabel(inDays(3), "10-12")}, still ahead.`),
        label: "Mark Completed",
        fields: { intent: "complete", version: String(ahead.version), leadId: ahead.id },
      },
    });
    expect((await load(ahead.id)).lead.status).toBe("Approved");
    const done = await post(ahead.id, { intent: "complete", version: String(ahead.version), confirm: "1" });
    expect(await toastOf(done)).toMatchObject({ type: "success", title: "Lead marked Completed." });
    expect((await load(ahead.id)).lead.status).toBe("Completed");

    const today = await createLead({ name: "On The Day", status: "Approved", scheduledDate: inDays(0), arrivalWindow: "8-10" });
    expect(await toastOf(await post(today.id, { intent: "complete", version: String(today.version) }))).toMatchObject({ title: "Lead marked Completed." });
  });

  it("refuses bad input with a message, changing nothing", async () => {
    const lead = await createLead();
    const other = await createLead();
    const forms: [Record<string, string>, string | RegExp][] = [
      [{ intent: "approve", version: "0", date: "2026-02-30", window: "8-10" }, "Failed to update lead status: please choose a valid date."],
      [{ intent: "approve", version: "0", date: inDays(3), window: "7-9" }, "Failed to update lead status: please choose an arrival window."],
      [
        { intent: "approve", version: "0", date: inDays(-1), window: "8-10" },
        "Failed to update lead status: please choose a visit date from today up to a year ahead.",
      ],
      [
        { intent: "approve", version: "0", date: inDays(400), window: "8-10" },
        "Failed to update lead status: please choose a visit date from today up to a year ahead.",
      ],
      [{ intent: "reject", version: "0", reason: "other" }, "Failed to update lead status: please say why the lead is not qualified."],
      [{ intent: "note", body: "   " }, "Failed to add the note: the note is empty."],
      [{ intent: "schedule", version: "0", date: inDays(3), window: "8-10" }, /^Failed to save the appointment: /],
      [{ intent: "undo" }, "Failed to undo the change: the request was incomplete."],
      [{ intent: "review", version: "0", leadId: other.id }, "Failed to update lead status: the form named another lead than its page."],
    ];
    for (const [form, message] of forms) {
      const toast = await toastOf(await post(lead.id, form));
      expect(toast?.type, JSON.stringify(form)).toBe("error");
      expect(toast?.title, JSON.stringify(form)).toMatch(message);
    }
    for (const id of [lead.id, other.id]) {
      const [after] = await getDb().select().from(leads).where(eq(leads.id, id));
      expect(after).toMatchObject({ status: "New", version: 0 });
    }
  });
});

describe("the CSV export", () => {
  it("streams the current filter's leads with formula cells neutralised, times in Los Angeles and phones as typed text", async () => {
    await createLead({ name: "=HYPERLINK(\"http://evil\")", phone: "+1 310 555 0100", status: "New", reference: "PC-7K4Q9X" });
    await createLead({ name: "Approved One", status: "Approved" });
    const response = (await leadsExport.loader(args(adminRequest("/admin/leads.csv?status=new", { cookie })))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("Request ID,Reference Code,Created (Los Angeles time),Status,Name,Phone");
    expect(lines[1]).toMatch(/^[0-9a-f-]{36},PC-7K4Q9X,\d{4}-\d{2}-\d{2} \d{2}:\d{2},New,/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain(",(310) 555-0100,");
    expect(lines[1]).not.toMatch(/,'[+(\d]/);
    expect(text).not.toContain("Approved One");
  });

  it("gives a cancelled request's reason, in the customer's words, in its own column", async () => {
    await createLead({ name: "Cancelled One", status: "Cancelled", cancelReason: "Found someone sooner" });
    const response = (await leadsExport.loader(args(adminRequest("/admin/leads.csv?status=cancelled", { cookie })))) as Response;
    const [header, row] = (await response.text()).trim().split("\r\n");
    const columns = header!.replace(/^\uFEFF/, "").split(",");
    const cells = row!.split(",");
    expect(columns.indexOf("Cancellation Reason")).toBe(columns.indexOf("Not Qualified Reason") + 1);
    expect(cells[columns.indexOf("Status")]).toBe("Cancelled");
    expect(cells[columns.indexOf("Cancellation Reason")]).toBe("Found someone sooner");
  });
});
