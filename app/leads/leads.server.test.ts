import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb, getPool } from "~/db/client.server";
import { leadPhotos, leads, leadSources, leadStatusHistory, mailOutbox, rateLimits } from "~/db/schema";
import { LIMITS } from "~/security/limits";
import { processPhoto } from "~/uploads/photos.server";
import { env, resetEnvCache } from "~/utils/env.server";
import { resetDb, statementsOf } from "../../tests/db";
import { createLead, findLead, reportNoContact } from "./leads.server";
import { generateReference } from "./reference";

beforeEach(resetDb);

const booking = {
  source: "booking" as const,
  name: "Jane Smith",
  phone: "(818) 555-0199",
  email: "jane@example.com",
  service: "tv-mounting",
  description: "Mount a 65 inch TV",
  streetAddress: "123 Main St",
  zipCode: "91101",
  preferredDate: "2025-07-04",
};

async function photo() {
  const bytes = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#888" } }).jpeg().toBuffer();
  const result = await processPhoto(new File([new Uint8Array(bytes)], "a.jpg", { type: "image/jpeg" }));
  if (!result.ok) throw new Error(result.message);
  return result.photo;
}

const outbox = () => getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));

describe("createLead", () => {
  it("stores the lead, its photo, a first history entry and both e-mails together", async () => {
    const lead = await createLead({ ...booking, photo: await photo() });
    expect(lead).toMatchObject({
      status: "New",
      source: "booking",
      name: "Jane Smith",
      email: "jane@example.com",
      streetAddress: "123 Main St",
      zipCode: "91101",
      preferredDate: "2025-07-04",
    });
    expect(await getDb().select({ width: leadPhotos.width }).from(leadPhotos).where(eq(leadPhotos.leadId, lead.id))).toEqual([
      { width: 12 },
    ]);
    expect(await getDb().select().from(leadStatusHistory)).toMatchObject([
      { leadId: lead.id, fromStatus: null, toStatus: "New", changedBy: "customer" },
    ]);
    const [staff, customer] = await outbox();
    expect(staff).toMatchObject({ kind: "lead-new-staff", to: env().STAFF_EMAIL, status: "pending" });
    expect(staff!.subject).toBe("New service request: TV Mounting from Jane Smith");
    expect(staff!.text).toContain(`${env().SITE_URL}/admin/leads/${lead.id}`);
    expect(staff!.text).toContain("Preferred date: July 4, 2025");
    expect(staff!.text).toContain("Photo: yes");
    expect(customer).toMatchObject({ kind: "lead-confirmation", to: "jane@example.com" });
    expect(customer!.text).toContain(`${env().SITE_URL}/status/${lead.id}`);
    expect(customer!.text).toContain("within 24 hours");
  });

  it("stores empty strings for a missing e-mail and description, and writes no customer e-mail", async () => {
    const lead = await createLead({ source: "quote", name: "Ann", phone: "8185550100", service: "Gutter cleaning" });
    expect(lead).toMatchObject({ email: "", description: "", streetAddress: null, zipCode: null, preferredDate: null });
    expect((await outbox()).map((mail) => mail.kind)).toEqual(["lead-new-staff"]);
  });

  it("keeps headers on one line whatever the name holds", async () => {
    await createLead({ ...booking, name: "Eve\r\nBcc: victim@example.com" });
    const [staff] = await outbox();
    expect(staff!.subject).not.toMatch(/[\r\n]/);
  });

  it("writes nothing at all when any part fails", async () => {
    const broken = { ...(await photo()), width: Number.NaN };
    await expect(createLead({ ...booking, photo: broken })).rejects.toThrow();
    expect(await getDb().select().from(leads)).toEqual([]);
    expect(await getDb().select().from(leadStatusHistory)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });
});

describe("createLead's round trips and the customer's caps", () => {
  it("costs two round trips and no transaction: the caps in one statement, the lead and all it writes in another", async () => {
    const input = { ...booking, smsConsent: true, photo: await photo(), origin: { device: "mobile" as const, form: "booking" as const } };
    expect(await statementsOf(() => createLead(input))).toEqual({ queries: 2, checkouts: 2 });
    const [lead] = await getDb().select().from(leads);
    expect(await getDb().select({ leadId: leadSources.leadId, device: leadSources.device }).from(leadSources)).toEqual([
      { leadId: lead!.id, device: "mobile" },
    ]);
    expect((await outbox()).map((mail) => mail.kind)).toEqual(["lead-new-staff", "lead-confirmation", "lead-confirmation-sms"]);
    expect(await getDb().select({ count: rateLimits.count }).from(rateLimits)).toHaveLength(2);
  });

  it("costs one round trip when there is no customer to confirm to", async () => {
    expect(await statementsOf(() => createLead({ ...booking, email: "" }))).toEqual({ queries: 1, checkouts: 1 });
    expect((await outbox()).map((mail) => mail.kind)).toEqual(["lead-new-staff"]);
    expect(await getDb().select({ count: rateLimits.count }).from(rateLimits)).toEqual([]);
  });

  it("still stores the lead and alerts the staff when the customer's address has had its confirmations for the day", async () => {
    for (let i = 0; i < LIMITS.customerMessages.limit + 1; i++) await createLead({ ...booking, description: `Mount TV number ${i}` });
    const mails = await outbox();
    expect(mails.filter((mail) => mail.kind === "lead-new-staff" && mail.status === "pending")).toHaveLength(LIMITS.customerMessages.limit + 1);
    const confirmations = mails.filter((mail) => mail.kind === "lead-confirmation").map((mail) => mail.status);
    expect(confirmations).toEqual([...Array.from({ length: LIMITS.customerMessages.limit }, () => "pending"), "held"]);
  });
});

describe("leads stored at the same time (decision 042)", () => {
  const visit = (n: number) => ({ ...booking, email: "", description: `Mount TV number ${n}`, origin: { device: "mobile" as const, form: "booking" as const } });
  const leadIds = async (table: typeof leadStatusHistory | typeof leadSources) =>
    (await getDb().select({ leadId: table.leadId }).from(table)).map((row) => row.leadId).sort();

  it("share one statement, each with its history row, origin and staff alert, in the order they came", async () => {
    let stored: Awaited<ReturnType<typeof createLead>>[] = [];
    expect(await statementsOf(async () => (stored = await Promise.all([1, 2, 3, 4, 5].map((n) => createLead(visit(n))))))).toEqual({ queries: 1, checkouts: 1 });
    expect(stored.map((lead) => lead.description)).toEqual([1, 2, 3, 4, 5].map((n) => `Mount TV number ${n}`));
    expect(new Set(stored.map((lead) => lead.reference)).size).toBe(5);
    const ids = stored.map((lead) => lead.id);
    expect(await leadIds(leadStatusHistory)).toEqual([...ids].sort());
    expect(await leadIds(leadSources)).toEqual([...ids].sort());
    const alerts = await outbox();
    expect(alerts.map((mail) => mail.kind)).toEqual(Array(5).fill("lead-new-staff"));
    expect(alerts.map((mail) => /admin\/leads\/(\S+)/.exec(mail.text)![1])).toEqual(ids);
  });

  it("keep one lead's failure its own: the others are stored, and nothing of the failing one", async () => {
    const broken = { ...(await photo()), width: Number.NaN };
    const [first, failing, last] = await Promise.allSettled([createLead(visit(1)), createLead({ ...visit(2), photo: broken }), createLead(visit(3))]);
    expect(failing.status).toBe("rejected");
    expect([first.status, last.status]).toEqual(["fulfilled", "fulfilled"]);
    const rows = await getDb().select({ description: leads.description }).from(leads);
    expect(rows.map((row) => row.description).sort()).toEqual(["Mount TV number 1", "Mount TV number 3"]);
    expect(await getDb().select().from(leadStatusHistory)).toHaveLength(2);
    expect(await getDb().select().from(leadPhotos)).toEqual([]);
    expect((await outbox()).map((mail) => mail.kind)).toEqual(["lead-new-staff", "lead-new-staff"]);
  });

  it("all fail at once, with one statement tried, when the database fails for a reason other than their data", async () => {
    const queries = vi.spyOn(getPool(), "query").mockRejectedValue(new Error("Connection terminated unexpectedly"));
    let results;
    try {
      results = await Promise.allSettled([1, 2, 3, 4].map((n) => createLead(visit(n))));
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
    expect(results.map((result) => result.status)).toEqual(Array(4).fill("rejected"));
  });

  it("give a lead whose reference code is taken another code, and store the others as they are", async () => {
    const taken = (await createLead(visit(0))).reference!;
    let calls = 0;
    const takenFirst = () => (++calls === 1 ? taken : generateReference());
    const stored = await Promise.all([createLead(visit(1)), createLead(visit(2), takenFirst), createLead(visit(3))]);
    expect(calls).toBe(2);
    expect(stored[1]!.reference).not.toBe(taken);
    expect(stored.map((lead) => lead.repeated)).toEqual([false, false, false]);
    expect(await getDb().select({ id: leads.id }).from(leads)).toHaveLength(4);
  });
});

describe("the same request sent again", () => {
  const kinds = async () => (await outbox()).map((mail) => mail.kind);

  it("within minutes stores nothing and sends nothing: it is answered with the first lead", async () => {
    const first = await createLead(booking);
    const again = await createLead({ ...booking, name: "jane smith", phone: "818.555.0199" });
    expect(first.repeated).toBe(false);
    expect(again).toMatchObject({ id: first.id, reference: first.reference, repeated: true });
    expect(await getDb().select({ id: leads.id }).from(leads)).toHaveLength(1);
    expect(await kinds()).toEqual(["lead-new-staff", "lead-confirmation"]);
    expect(await getDb().select().from(leadStatusHistory)).toHaveLength(1);
  });

  it("sent twice at once is still one lead", async () => {
    const [a, b] = await Promise.all([createLead(booking), createLead(booking)]);
    expect(a.id).toBe(b.id);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(await getDb().select({ id: leads.id }).from(leads)).toHaveLength(1);
    expect((await kinds()).filter((kind) => kind === "lead-new-staff")).toHaveLength(1);
  });

  it("with anything changed, or ten minutes later, is a new lead", async () => {
    const first = await createLead(booking);
    const changed = await createLead({ ...booking, description: "Mount a 75 inch TV" });
    expect(changed.id).not.toBe(first.id);
    vi.useFakeTimers({ now: Date.now() + 11 * 60_000, toFake: ["Date"] });
    try {
      expect((await createLead(booking)).repeated).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect(await getDb().select({ id: leads.id }).from(leads)).toHaveLength(3);
  });

  it("is never merged for a lead the office enters from a call", async () => {
    const call = { ...booking, source: "phone" as const, enteredBy: "owner@example.com" };
    const [a, b] = [await createLead(call), await createLead(call)];
    expect(a.id).not.toBe(b.id);
    expect(a.repeatKey).toBeNull();
  });
});

describe("findLead", () => {
  it("finds by id and treats a malformed id as unknown", async () => {
    const lead = await createLead(booking);
    expect((await findLead(lead.id))?.id).toBe(lead.id);
    expect(await findLead("not-a-uuid")).toBeUndefined();
    expect(await findLead("00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });
});

describe("reportNoContact", () => {
  beforeEach(() => {
    vi.stubEnv("NO_CONTACT_AFTER_HOURS", "0");
    resetEnvCache();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });

  it("is refused before the promised response time, and on closed requests", async () => {
    vi.stubEnv("NO_CONTACT_AFTER_HOURS", "24");
    resetEnvCache();
    const lead = await createLead(booking);
    const early = await reportNoContact(lead.id);
    expect(early).toMatchObject({ ok: false, reason: "too_early" });
    expect(!early.ok && "availableFrom" in early && early.availableFrom.getTime()).toBe(lead.createdAt.getTime() + 24 * 3600 * 1000);
    await getDb().update(leads).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(leads.id, lead.id));
    await getDb().update(leads).set({ status: "Not Qualified" }).where(eq(leads.id, lead.id));
    expect(await reportNoContact(lead.id)).toEqual({ ok: false, reason: "not_qualified" });
    await getDb().update(leads).set({ status: "New" }).where(eq(leads.id, lead.id));
    expect(await reportNoContact(lead.id)).toMatchObject({ ok: true, changed: true });
    expect((await outbox()).filter((mail) => mail.kind === "lead-no-contact-staff")).toHaveLength(1);
  });

  it("prioritizes a New lead once, records the report and alerts the staff", async () => {
    const lead = await createLead(booking);
    const first = await reportNoContact(lead.id);
    expect(first).toMatchObject({ ok: true, changed: true, lead: { status: "Prioritized", updatedBy: "customer" } });
    expect(first.ok && first.lead.reportedNoContactAt).toBeInstanceOf(Date);

    const again = await reportNoContact(lead.id);
    expect(again).toMatchObject({ ok: true, changed: false, lead: { status: "Prioritized" } });

    const history = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, lead.id));
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.changedBy])).toEqual([
      [null, "New", "customer"],
      ["New", "Prioritized", "customer"],
    ]);
    const urgent = (await outbox()).filter((mail) => mail.kind === "lead-no-contact-staff");
    expect(urgent).toHaveLength(1);
    expect(urgent[0]).toMatchObject({ to: env().STAFF_EMAIL });
    expect(urgent[0]!.subject).toMatch(/^URGENT: /);
    expect(urgent[0]!.text).toContain(`/admin/leads/${lead.id}`);
  });

  it("prioritizes an In Review lead too", async () => {
    const lead = await createLead(booking);
    await getDb().update(leads).set({ status: "In Review" }).where(eq(leads.id, lead.id));
    expect(await reportNoContact(lead.id)).toMatchObject({ ok: true, lead: { status: "Prioritized" } });
  });

  it("keeps the status of a lead already further along, but still records the report and tells the staff", async () => {
    for (const status of ["Prioritized", "Approved"] as const) {
      const lead = await createLead({ ...booking, description: `A lead that is ${status}` });
      await getDb().update(leads).set({ status }).where(eq(leads.id, lead.id));
      const result = await reportNoContact(lead.id);
      expect(result).toMatchObject({ ok: true, changed: true, lead: { status } });
      const history = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, lead.id));
      expect(history.map((row) => [row.action, row.toStatus, row.changedBy])).toEqual([
        ["created", "New", "customer"],
        ["no-contact", status, "customer"],
      ]);
    }
    expect((await outbox()).filter((mail) => mail.kind === "lead-no-contact-staff")).toHaveLength(2);
  });

  it("refuses a completed request and an unknown one", async () => {
    const lead = await createLead(booking);
    await getDb().update(leads).set({ status: "Completed" }).where(eq(leads.id, lead.id));
    expect(await reportNoContact(lead.id)).toEqual({ ok: false, reason: "completed" });
    expect(await reportNoContact("00000000-0000-4000-8000-000000000000")).toEqual({ ok: false, reason: "not_found" });
    expect(await reportNoContact("nope")).toEqual({ ok: false, reason: "not_found" });
  });

  it("lets only one of two simultaneous reports through", async () => {
    const lead = await createLead(booking);
    const results = await Promise.all([reportNoContact(lead.id), reportNoContact(lead.id)]);
    expect(results.filter((result) => result.ok && result.changed)).toHaveLength(1);
    expect((await outbox()).filter((mail) => mail.kind === "lead-no-contact-staff")).toHaveLength(1);
  });
});
