import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { leadNotes, leadPhotos, leads, leadSources, leadStatusHistory, mailOutbox } from "~/db/schema";
import { eraseExpiredLeads } from "~/leads/erase.server";
import { createLead, reportNoContact } from "~/leads/leads.server";
import { loadStatusPage } from "~/status/status-page-loader.server";
import { ERASED_NAME, fromRowLine } from "~/leads/admin/admin-view";
import type { LeadStatus } from "~/leads/statuses";
import * as leadPage from "~/routes/admin/lead";
import * as leadsPage from "~/routes/admin/leads";
import { resetEnvCache } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { resetDb } from "../db";
import { adminRequest, args, createAdmin, createLead as insertLead, outcomeOf, sessionCookieFor, toastOf } from "./admin-fixtures";

const PERSONAL = ["Jane Smith", "jane@example.com", "555-0199", "8185550199", "123 Main St", "91101", "Gate code 4321", "Wants it by Friday", "knows my neighbour"];

const booking = {
  source: "booking" as const,
  name: "Jane Smith",
  phone: "(818) 555-0199",
  email: "jane@example.com",
  service: "gutter-cleaning",
  description: "Wants it by Friday",
  streetAddress: "123 Main St",
  zipCode: "91101",
  smsConsent: true,
  photo: { contentType: "image/jpeg" as const, width: 1, height: 1, bytes: Buffer.from("a photo") },
  origin: { landingPath: "/locations/pasadena", device: "mobile" as const, form: "booking" as const },
};

let owner: string;
let ops: string;

beforeEach(async () => {
  await resetDb();
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(os.tmpdir(), "erasure-")));
  vi.stubEnv("NO_CONTACT_AFTER_HOURS", "0");
  resetEnvCache();
  owner = await sessionCookieFor((await createAdmin({ email: "owner@example.com", role: "Super Admin" })).id);
  ops = await sessionCookieFor((await createAdmin({ email: "ops@example.com" })).id);
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

const post = (id: string, form: Record<string, string>, cookie?: string) =>
  outcomeOf(() => leadPage.action(args(adminRequest(`/admin/leads/${id}`, { cookie, form: { leadId: id, ...form } }), { leadId: id })));

const load = async (id: string) => {
  const outcome = await outcomeOf(() => leadPage.loader(args(adminRequest(`/admin/leads/${id}`, { cookie: owner }), { leadId: id })));
  return outcome.data as { lead: import("~/leads/admin/lead-detail.server").LeadDetailView; erase: unknown };
};

/** Every row the database keeps about a lead, as one string to search for the customer's words. */
async function everythingAbout(id: string): Promise<string> {
  const db = getDb();
  const rows = await Promise.all([
    db.select().from(leads).where(eq(leads.id, id)),
    db.select().from(leadPhotos).where(eq(leadPhotos.leadId, id)),
    db.select().from(leadNotes).where(eq(leadNotes.leadId, id)),
    db.select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, id)),
    db.select().from(mailOutbox),
  ]);
  return JSON.stringify(rows);
}

/** A booking with everything a customer can give, a note, a customer's report and the staff's own words in a reason. */
async function fullLead() {
  const lead = await createLead(booking);
  expect(await reportNoContact(lead.id)).toMatchObject({ ok: true });
  expect(await toastOf(await post(lead.id, { intent: "note", body: "Gate code 4321" }, ops))).toMatchObject({ title: "Note added." });
  const [current] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
  const reason = { intent: "reject", version: String(current!.version), reason: "customer-declined", reasonText: "knows my neighbour", confirm: "1" };
  expect(await toastOf(await post(lead.id, reason, ops))).toMatchObject({ type: "success" });
  return lead;
}

describe("erasing a customer's personal data on request", () => {
  it("a Super Admin erases it from the lead's page: nothing personal is left, the counts' facts stay, history says who and when", async () => {
    const lead = await fullLead();
    const other = await createLead({
      ...booking,
      name: "Other Customer",
      email: "other@example.com",
      phone: "(213) 555-0142",
      description: "Another job",
      streetAddress: "9 Elm Ave",
      zipCode: "90012",
    });
    const before = await everythingAbout(lead.id);
    for (const words of PERSONAL) expect(before, words).toContain(words);
    expect((await load(lead.id)).erase).toMatchObject({ what: expect.stringContaining("photo") });

    const erased = await post(lead.id, { intent: "erase" }, owner);
    expect(erased).toMatchObject({ status: 302, location: `/admin/leads/${lead.id}` });
    expect(await toastOf(erased)).toMatchObject({ type: "success", title: "Personal data erased. It cannot be restored." });

    const after = await everythingAbout(lead.id);
    for (const words of PERSONAL) expect(after, words).not.toContain(words);
    const [row] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({
      reference: lead.reference,
      service: "gutter-cleaning",
      status: "Not Qualified",
      notQualifiedReason: "Customer declined",
      source: "booking",
      createdAt: lead.createdAt,
      name: "",
      phone: "",
      email: "",
      streetAddress: null,
      zipCode: null,
      smsConsentAt: null,
      repeatKey: null,
      erasedAt: expect.any(Date),
    });
    expect(await getDb().select({ city: leadSources.city }).from(leadSources).where(eq(leadSources.leadId, lead.id))).toEqual([{ city: "pasadena" }]);
    // The other customer's request and messages are untouched.
    const otherMail = await getDb().select().from(mailOutbox).where(sql`strpos(${mailOutbox.text}, ${other.id}) > 0`);
    expect(otherMail.length).toBeGreaterThan(0);
    expect(await everythingAbout(other.id)).toContain("Other Customer");

    const list = await outcomeOf(() => leadsPage.loader(args(adminRequest("/admin", { cookie: owner }))));
    const rows = (list.data as { rows: string[] }).rows.map((line) => fromRowLine(line));
    expect(rows.find((candidate) => candidate.id === lead.id)).toMatchObject({ name: ERASED_NAME, phone: "" });
    const { lead: view, erase } = await load(lead.id);
    expect(erase).toBeNull();
    expect(view).toMatchObject({ erased: expect.any(String), hasPhoto: false, notes: [], name: "", description: "" });
    expect(view.history.at(-1)).toMatchObject({ who: "owner@example.com", what: "Personal data erased at the customer's request" });
    expect(view.undo).toBeNull();
    const status = (await loadStatusPage(lead.id)).data;
    expect(JSON.stringify(status)).not.toMatch(/Jane|jane@|0199|Main St|91101/);

    const again = await post(lead.id, { intent: "erase" }, owner);
    expect(await toastOf(again)).toMatchObject({ type: "error", title: "Failed to erase the personal data: it was already erased." });
  });

  it("is refused on the server to an Ops Admin and without a session, changing nothing", async () => {
    const lead = await createLead(booking);
    expect((await load(lead.id)).erase).not.toBeNull();
    const asOps = await post(lead.id, { intent: "erase" }, ops);
    expect(asOps.status).toBe(403);
    const signedOut = await post(lead.id, { intent: "erase" });
    expect(signedOut.status).toBe(401);
    const inactive = await createAdmin({ email: "former@example.com", role: "Super Admin", isActive: false });
    expect((await post(lead.id, { intent: "erase" }, await sessionCookieFor(inactive.id))).status).toBe(403);
    const [row] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ name: "Jane Smith", erasedAt: null });
    expect(await getDb().select({ id: leadPhotos.id }).from(leadPhotos).where(eq(leadPhotos.leadId, lead.id))).toHaveLength(1);
    const opsView = await outcomeOf(() => leadPage.loader(args(adminRequest(`/admin/leads/${lead.id}`, { cookie: ops }), { leadId: lead.id })));
    expect((opsView.data as { erase: unknown }).erase).toBeNull();
  });

  it("a form naming another lead than its page erases nothing", async () => {
    const lead = await createLead(booking);
    const other = await insertLead();
    const wrong = await outcomeOf(() =>
      leadPage.action(args(adminRequest(`/admin/leads/${lead.id}`, { cookie: owner, form: { intent: "erase", leadId: other.id } }), { leadId: lead.id })),
    );
    expect(await toastOf(wrong)).toMatchObject({ type: "error", title: "Failed to erase the personal data: the form named another lead than its page." });
    for (const id of [lead.id, other.id]) {
      const [row] = await getDb().select().from(leads).where(eq(leads.id, id));
      expect(row!.erasedAt).toBeNull();
    }
  });
});

describe("the retention period (RETENTION_MONTHS)", () => {
  /** A lead moved to `status` `monthsAgo` months ago (its history says when it was closed). */
  async function closedLead(status: LeadStatus, monthsAgo: number) {
    const lead = await createLead({ ...booking, email: `customer${monthsAgo}${status.length}@example.com` });
    await getDb().update(leads).set({ status, createdAt: sql`now() - make_interval(months => ${monthsAgo + 1})` }).where(eq(leads.id, lead.id));
    await getDb()
      .insert(leadStatusHistory)
      .values({ leadId: lead.id, fromStatus: "Approved", toStatus: status, changedBy: "ops@example.com", action: "status", changedAt: sql`now() - make_interval(months => ${monthsAgo})` });
    return lead.id;
  }

  it("erases requests closed more than 24 months ago, not those closed 23 months ago nor open ones, and logs ids and counts only", async () => {
    const completedOld = await closedLead("Completed", 25);
    const declinedOld = await closedLead("Not Qualified", 30);
    const completedRecent = await closedLead("Completed", 23);
    const openOld = await createLead({ ...booking, email: "open@example.com" });
    await getDb().update(leads).set({ status: "Approved", createdAt: sql`now() - interval '40 months'` }).where(eq(leads.id, openOld.id));
    const log = vi.spyOn(logger, "info");

    const erased = await eraseExpiredLeads();

    expect(erased.sort()).toEqual([completedOld, declinedOld].sort());
    for (const id of [completedOld, declinedOld]) {
      const [row] = await getDb().select().from(leads).where(eq(leads.id, id));
      expect(row).toMatchObject({ name: "", phone: "", email: "", streetAddress: null, erasedAt: expect.any(Date), service: "gutter-cleaning" });
      expect(await getDb().select().from(leadPhotos).where(eq(leadPhotos.leadId, id))).toHaveLength(0);
      const [last] = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, id)).orderBy(sql`id desc`).limit(1);
      expect(last).toMatchObject({ action: "erase", changedBy: "system", detail: "Personal data erased: closed more than 24 months ago" });
    }
    for (const id of [completedRecent, openOld.id]) {
      const [row] = await getDb().select().from(leads).where(eq(leads.id, id));
      expect(row).toMatchObject({ name: "Jane Smith", erasedAt: null });
      expect(await getDb().select().from(leadPhotos).where(eq(leadPhotos.leadId, id))).toHaveLength(1);
    }
    const line = log.mock.calls.find((call) => call[1] === "retention: personal data of closed requests erased");
    expect(line?.[0]).toEqual({ erased: 2, leadIds: expect.arrayContaining([completedOld, declinedOld]), retentionMonths: 24 });
    expect(JSON.stringify(line)).not.toMatch(/Jane|jane@|0199|Main St/);
    log.mockRestore();

    expect(await eraseExpiredLeads()).toEqual([]);
  });

  it("follows RETENTION_MONTHS", async () => {
    const closed = await closedLead("Completed", 13);
    vi.stubEnv("RETENTION_MONTHS", "12");
    resetEnvCache();
    expect(await eraseExpiredLeads()).toEqual([closed]);
  });
});
