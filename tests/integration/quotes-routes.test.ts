import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, leadStatusHistory, mailOutbox, priceBookItems, quoteAnswers, quotes, quoteSettings } from "~/db/schema";
import { visitLabel } from "~/leads/visit";
import { BOOKING_LIST_DAYS, openWindows } from "~/schedule/capacity.server";
import { DEFAULT_SCHEDULE_SETTINGS } from "~/schedule/settings";
import { saveScheduleSettings } from "~/schedule/settings.server";
import * as leadQuote from "~/routes/admin/lead-quote";
import * as leadsTab from "~/routes/admin/leads";
import * as leadsExport from "~/routes/admin/leads-export";
import * as priceBook from "~/routes/admin/price-book";
import * as quotePage from "~/routes/quote";
import * as statusPage from "~/routes/status";
import { defaultValidUntil } from "~/quotes/quote-form";
import { resetDb, withSiteUrl } from "../db";
import { adminRequest, adminsForEachState, args, createLead, outcomeOf, ROLE_STATES, toastOf } from "./admin-fixtures";

beforeEach(resetDb);
const cookieFor = adminsForEachState();
withSiteUrl();

const STATES = ROLE_STATES;

const ITEM = { intent: "add-item", service: "tv-mounting", name: "Mounting labour", description: "", unit: "hour", nameEs: "Mano de obra de montaje", descriptionEs: "", unitEs: "hora", unitPrice: "95", taxable: "" };
const quoteForm = (price: string) => ({ intent: "send", line0Name: "Mount a TV", line0Price: price, line1Name: "Sound bar", line1Price: "60", line1Optional: "on", validUntil: defaultValidUntil() });

describe("guards", () => {
  it("the price book: Super Admins only, loader and action; nothing stored for anyone else", async () => {
    const lead = await createLead({ email: "ana@example.com" });
    for (const [index, state] of STATES.entries()) {
      const cookie = await cookieFor(state);
      expect([state, (await outcomeOf(() => priceBook.loader(args(adminRequest("/admin/price-book", { cookie }))))).status]).toEqual([state, [401, 403, 403, 200][index]]);
      const builder = await outcomeOf(() => leadQuote.loader(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie }), { leadId: lead.id })));
      expect([state, builder.status]).toEqual([state, [401, 403, 200, 200][index]]);
    }
    for (const [state, status] of [["no session", 401], ["deactivated admin", 403], ["Ops Admin", 403]] as const) {
      const cookie = await cookieFor(state);
      expect((await outcomeOf(() => priceBook.action(args(adminRequest("/admin/price-book", { cookie, form: ITEM }))))).status).toBe(status);
      expect((await outcomeOf(() => priceBook.action(args(adminRequest("/admin/price-book", { cookie, form: { intent: "tax-rate", taxRate: "9.5" } }))))).status).toBe(status);
    }
    expect(await getDb().select().from(priceBookItems)).toEqual([]);
    expect(await getDb().select().from(quoteSettings)).toEqual([]);
  });

  it("sending a quote: refused signed out or deactivated, and nothing is stored", async () => {
    const lead = await createLead({ email: "ana@example.com" });
    for (const [state, status] of [["no session", 401], ["deactivated admin", 403]] as const) {
      const request = adminRequest(`/admin/leads/${lead.id}/quote`, { cookie: await cookieFor(state), form: quoteForm("150") });
      expect((await outcomeOf(() => leadQuote.action(args(request, { leadId: lead.id })))).status).toBe(status);
    }
    expect(await getDb().select().from(quotes)).toEqual([]);
  });
});

describe("the price book and the builder", () => {
  it("a Super Admin adds an item and sets the tax rate; a wrong price comes back 400 with its message", async () => {
    const cookie = await cookieFor("Super Admin");
    expect((await outcomeOf(() => priceBook.action(args(adminRequest("/admin/price-book", { cookie, form: ITEM }))))).status).toBe(302);
    const wrong = await outcomeOf(() => priceBook.action(args(adminRequest("/admin/price-book", { cookie, form: { ...ITEM, unitPrice: "ninety" } }))));
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.data)).toContain("Please enter a price such as 85 or 85.50.");
    const noSpanish = await outcomeOf(() => priceBook.action(args(adminRequest("/admin/price-book", { cookie, form: { ...ITEM, nameEs: " ", unitEs: "" } }))));
    expect(noSpanish.status).toBe(400);
    expect(JSON.stringify(noSpanish.data)).toContain("Please enter the item's name in Spanish (up to 120 characters).");
    expect(JSON.stringify(noSpanish.data)).toContain("Please enter the unit in Spanish, such as 'unidad' or 'hora' (up to 30 characters).");
    expect((await outcomeOf(() => priceBook.action(args(adminRequest("/admin/price-book", { cookie, form: { intent: "tax-rate", taxRate: "9.5" } }))))).status).toBe(302);
    expect(await getDb().select({ name: priceBookItems.name, nameEs: priceBookItems.nameEs, unitEs: priceBookItems.unitEs, price: priceBookItems.unitPriceCents, taxable: priceBookItems.taxable }).from(priceBookItems)).toEqual([
      { name: "Mounting labour", nameEs: "Mano de obra de montaje", unitEs: "hora", price: 9500, taxable: false },
    ]);
    expect((await getDb().select().from(quoteSettings))[0]?.taxRateMilli).toBe(9500);
  });

  it("an Ops Admin sends a quote; a row without a price comes back 400 with its message and the other values", async () => {
    const lead = await createLead({ email: "ana@example.com" });
    const cookie = await cookieFor("Ops Admin");
    const refused = await outcomeOf(() => leadQuote.action(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie, form: { ...quoteForm("150"), line1Price: "" } }), { leadId: lead.id })));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("Please enter a price such as 85 or 85.50.");
    expect(JSON.stringify(refused.data)).toContain("Mount a TV");
    const sent = await outcomeOf(() => leadQuote.action(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie, form: quoteForm("150") }), { leadId: lead.id })));
    expect(sent).toMatchObject({ status: 302, location: `/admin/leads/${lead.id}` });
  });
});

describe("the builder's price-book rows", () => {
  it("Preview brings a chosen item's row back with the book's name, unit, price and tax in what it left empty, and keeps what staff typed", async () => {
    const owner = await cookieFor("Super Admin");
    await outcomeOf(() => priceBook.action(args(adminRequest("/admin/price-book", { cookie: owner, form: ITEM }))));
    await outcomeOf(() => priceBook.action(args(adminRequest("/admin/price-book", { cookie: owner, form: { ...ITEM, name: "Anchor kit", unit: "kit", unitPrice: "12.5", taxable: "on" } }))));
    const [labour, kit] = await getDb().select().from(priceBookItems).orderBy(priceBookItems.id);
    const lead = await createLead({ email: "ana@example.com" });
    const form = { intent: "preview", line0Book: String(labour!.id), line1Book: String(kit!.id), line1Price: "10", validUntil: defaultValidUntil() };
    const cookie = await cookieFor("Ops Admin");
    const preview = await outcomeOf(() => leadQuote.action(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie, form }), { leadId: lead.id })));
    expect(preview.status).toBe(200);
    const values = (preview.data as { result: { initialValue: Record<string, unknown> } }).result.initialValue;
    expect(values).toMatchObject({ line0Name: "Mounting labour", line0Unit: "hour", line0Price: "95.00", line1Name: "Anchor kit", line1Unit: "kit", line1Price: "10", line1Taxable: "on" });
    expect(values).not.toHaveProperty("line0Taxable");
  });
});

describe("a quote's amounts stay within what its columns hold", () => {
  it("a line or a quote over $100,000, or a quantity over 100,000, comes back 400 with its message, the values kept and nothing stored", async () => {
    const lead = await createLead({ email: "ana@example.com" });
    const cookie = await cookieFor("Super Admin");
    const send = (form: Record<string, string>) =>
      outcomeOf(() => leadQuote.action(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie, form: { intent: "send", validUntil: defaultValidUntil(), ...form } }), { leadId: lead.id })));
    const refusals: [Record<string, string>, string][] = [
      [{ line0Name: "Mount a TV", line0Quantity: "999999.999", line0Price: "100000" }, "Please enter a quantity such as 1 or 1.5, up to 100,000."],
      [{ line0Name: "Mount a TV", line0Quantity: "100000", line0Price: "100000" }, "A line can come to $100,000 at most: lower its quantity or its price."],
      [{ line0Name: "Mount a TV", line0Price: "60000", line1Name: "Sound bar", line1Price: "60000", line1Optional: "on" }, "A quote's items, the optional ones with them, can come to $100,000 at most."],
    ];
    for (const [form, message] of refusals) {
      const refused = await send(form);
      expect([message, refused.status]).toEqual([message, 400]);
      expect(JSON.stringify(refused.data)).toContain(message);
      expect(JSON.stringify(refused.data)).toContain("Mount a TV");
    }
    // A price-book item's price is only known on the server: the same limit there.
    expect((await outcomeOf(() => priceBook.action(args(adminRequest("/admin/price-book", { cookie, form: { ...ITEM, unitPrice: "100000" } }))))).status).toBe(302);
    const [item] = await getDb().select().from(priceBookItems);
    const refused = await send({ line0Book: String(item!.id), line0Quantity: "2" });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.data)).toContain("A line can come to $100,000 at most: lower its quantity or its price.");
    expect(await getDb().select().from(quotes)).toEqual([]);
    expect((await send({ line0Name: "Mount a TV", line0Quantity: "2", line0Price: "50000" })).status).toBe(302);
  });
});

describe("the customer's quote page", () => {
  it("an approval from an old version's page approves nothing and shows the latest (409); the latest is approved", async () => {
    const lead = await createLead({ email: "ana@example.com" });
    const cookie = await cookieFor("Ops Admin");
    for (const price of ["150", "140"]) await outcomeOf(() => leadQuote.action(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie, form: quoteForm(price) }), { leadId: lead.id })));
    const approve = (version: string) =>
      outcomeOf(() => quotePage.action(args(adminRequest(`/status/${lead.id}/quote`, { form: { intent: "approve", version, optional2: "on", signedName: "Ana Lopez", confirm: "on", digits: "0100" } }), { requestId: lead.id })));
    const stale = await approve("1");
    expect(stale.status).toBe(409);
    expect(JSON.stringify(stale.data)).toContain("This quote was updated since you opened it");
    expect(await getDb().select().from(quoteAnswers)).toEqual([]);
    const page = await outcomeOf(() => quotePage.loader(args(adminRequest(`/status/${lead.id}/quote`), { requestId: lead.id })));
    expect(page.data).toMatchObject({ page: { found: true, quote: { version: 2, lines: [{ amount: "$140.00" }, { amount: "$60.00", optional: true }] } } });
    const approved = await approve("2");
    expect(approved.status).toBe(302);
    const status = await outcomeOf(() => statusPage.loader(args(adminRequest(`/status/${lead.id}`), { requestId: lead.id })));
    expect(status.data).toMatchObject({ found: true, quote: { status: "approved", version: 2, total: "$200.00" } });
    const steps = (status.data as { request: { timeline: { title: string }[] } }).request.timeline.map((step) => step.title);
    expect(steps.slice(0, 3)).toEqual(["Request Received", "In Review", "Quote Approved"]);
    const [answer] = await getDb().select().from(quoteAnswers);
    expect(answer).toMatchObject({ version: 2, chosenPositions: [2], totalCents: 20_000, signedName: "Ana Lopez", clientIp: "203.0.113.7" });
  });

  it("an approved quote is final: the builder says so, and sending a new version is refused with the message, nothing stored", async () => {
    const lead = await createLead({ email: "ana@example.com" });
    const cookie = await cookieFor("Ops Admin");
    const send = () => outcomeOf(() => leadQuote.action(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie, form: quoteForm("140") }), { leadId: lead.id })));
    expect((await send()).status).toBe(302);
    const builder = () => outcomeOf(() => leadQuote.loader(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie }), { leadId: lead.id })));
    expect((await builder()).data).toMatchObject({ final: null });
    const form = { intent: "approve", version: "1", signedName: "Ana Lopez", confirm: "on", digits: "0100" };
    expect((await outcomeOf(() => quotePage.action(args(adminRequest(`/status/${lead.id}/quote`, { form }), { requestId: lead.id })))).status).toBe(302);
    const final = "This quote was approved by the customer; it can no longer be changed.";
    expect((await builder()).data).toMatchObject({ final });
    const refused = await send();
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.data)).toContain(final);
    expect(await getDb().select({ version: quotes.version, status: quotes.status }).from(quotes)).toEqual([{ version: 1, status: "approved" }]);
  });

  it("an approval without the name or the tick comes back 400 with the messages; recalculating writes nothing", async () => {
    const lead = await createLead({ email: "ana@example.com" });
    const cookie = await cookieFor("Ops Admin");
    await outcomeOf(() => leadQuote.action(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie, form: quoteForm("150") }), { leadId: lead.id })));
    const post = (form: Record<string, string>) => outcomeOf(() => quotePage.action(args(adminRequest(`/status/${lead.id}/quote`, { form }), { requestId: lead.id })));
    const missing = await post({ intent: "approve", version: "1" });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.data)).toContain("Please type your full name to approve.");
    expect(JSON.stringify(missing.data)).toContain("Please tick 'I approve this quote'.");
    const recalculated = await post({ intent: "recalculate", version: "1", optional2: "on" });
    expect(recalculated).toMatchObject({ status: 200, data: { chosen: [2] } });
    expect(await getDb().select().from(quoteAnswers)).toEqual([]);
  });

  it("a visit booked after the approval holds its window, is confirmed at once by default (decision 078), is in the lead's history and alerts the staff; a second one is refused", async () => {
    const lead = await createLead({ email: "ana@example.com", status: "In Review" });
    const cookie = await cookieFor("Ops Admin");
    await outcomeOf(() => leadQuote.action(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie, form: quoteForm("150") }), { leadId: lead.id })));
    const post = (form: Record<string, string>) => outcomeOf(() => quotePage.action(args(adminRequest(`/status/${lead.id}/quote`, { form }), { requestId: lead.id })));
    const [first, second] = await openWindows(new Date(), BOOKING_LIST_DAYS);
    const slot = (open: { date: string; window: string }) => `${open.date} ${open.window}`;
    // Before an approval there is nothing to book.
    expect((await post({ intent: "book", slot: slot(first!), digits: "0100" })).status).toBe(409);
    expect((await post({ intent: "approve", version: "1", signedName: "Ana Lopez", confirm: "on", digits: "0100" })).status).toBe(302);
    const booked = await post({ intent: "book", slot: slot(first!), digits: "0100" });
    expect(booked.status).toBe(302);
    const [after] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(await toastOf(booked)).toMatchObject({ title: "Visit confirmed" });
    expect(after).toMatchObject({ scheduledDate: first!.date, arrivalWindow: first!.window, status: "Approved", version: lead.version + 1, updatedBy: "customer" });
    const history = await getDb().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, lead.id));
    expect(history.map((row) => [row.changedBy, row.action, row.toStatus, row.detail])).toContainEqual([
      "customer",
      "status",
      "Approved",
      `The customer booked a visit after approving the quote, confirmed at once (online bookings are confirmed at once): ${visitLabel(first!.date, first!.window)}`,
    ]);
    const [notice] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "lead-scheduled-customer"));
    expect(notice!.subject).toMatch(/^Your visit is scheduled: /);
    expect(JSON.stringify(notice!.attachments)).toContain("STATUS:CONFIRMED");
    const alerts = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "visit-booked-staff"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe(`Visit confirmed after the quote's approval: Ana Lopez, ${visitLabel(first!.date, first!.window)} (TV Mounting)`);
    expect(alerts[0]!.text).toContain(`/admin/leads/${lead.id}`);
    // The visit is asked for once: another window is refused, and nothing moves.
    expect((await post({ intent: "book", slot: slot(second!), digits: "0100" })).status).toBe(409);
    expect((await getDb().select().from(leads).where(eq(leads.id, lead.id)))[0]).toMatchObject({ scheduledDate: first!.date, arrivalWindow: first!.window });
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "visit-booked-staff"))).toHaveLength(1);
  });

  it("with 'Confirm online bookings at once' off, a visit booked after the approval is requested: the request keeps its status, the toast and the staff say requested", async () => {
    await saveScheduleSettings({ ...DEFAULT_SCHEDULE_SETTINGS, confirmOnlineBookings: false }, "owner@example.com");
    const lead = await createLead({ email: "ana@example.com", status: "In Review" });
    const cookie = await cookieFor("Ops Admin");
    await outcomeOf(() => leadQuote.action(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie, form: quoteForm("150") }), { leadId: lead.id })));
    const post = (form: Record<string, string>) => outcomeOf(() => quotePage.action(args(adminRequest(`/status/${lead.id}/quote`, { form }), { requestId: lead.id })));
    const [first] = await openWindows(new Date(), BOOKING_LIST_DAYS);
    expect((await post({ intent: "approve", version: "1", signedName: "Ana Lopez", confirm: "on", digits: "0100" })).status).toBe(302);
    const booked = await post({ intent: "book", slot: `${first!.date} ${first!.window}`, digits: "0100" });
    expect(await toastOf(booked)).toMatchObject({ title: "Visit requested" });
    expect((await getDb().select().from(leads).where(eq(leads.id, lead.id)))[0]).toMatchObject({ status: "In Review", arrivalWindow: first!.window });
    const [alert] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "visit-booked-staff"));
    expect(alert!.subject).toMatch(/^Visit requested after the quote's approval: /);
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "lead-scheduled-customer"))).toEqual([]);
  });
});

describe("the Leads tab's quote filter", () => {
  it("lists the leads whose latest quote is sent, approved or declined", async () => {
    const cookie = await cookieFor("Ops Admin");
    const [waiting, approved, declined, none] = [
      await createLead({ name: "Wanda Waiting", email: "w@example.com" }),
      await createLead({ name: "Abel Approved", email: "a@example.com" }),
      await createLead({ name: "Dora Declined", email: "d@example.com" }),
      await createLead({ name: "Nina None", email: "n@example.com" }),
    ];
    for (const lead of [waiting, approved, declined]) await outcomeOf(() => leadQuote.action(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie, form: quoteForm("150") }), { leadId: lead.id })));
    const answer = (id: string, form: Record<string, string>) => outcomeOf(() => quotePage.action(args(adminRequest(`/status/${id}/quote`, { form }), { requestId: id })));
    await answer(approved.id, { intent: "approve", version: "1", signedName: "Abel Approved", confirm: "on", digits: "0100" });
    await answer(declined.id, { intent: "decline", version: "1", digits: "0100" });
    const names = async (state: string) => {
      const outcome = await outcomeOf(() => leadsTab.loader(args(adminRequest(`/admin?quote=${state}`, { cookie }))));
      return JSON.stringify(outcome.data);
    };
    const [sent, yes, no] = [await names("sent"), await names("approved"), await names("declined")];
    expect([sent.includes("Wanda Waiting"), sent.includes("Abel Approved"), sent.includes("Nina None")]).toEqual([true, false, false]);
    expect([yes.includes("Abel Approved"), yes.includes("Wanda Waiting")]).toEqual([true, false]);
    expect([no.includes("Dora Declined"), no.includes("Abel Approved")]).toEqual([true, false]);
    expect(none.id).toBeTruthy();
    const csv = await (await leadsExport.loader(args(adminRequest("/admin/leads.csv?quote=approved", { cookie }))) as Response).text();
    expect([csv.includes("Abel Approved"), csv.includes("Wanda Waiting"), csv.includes("Nina None")]).toEqual([true, false, false]);
    expect((await outcomeOf(() => leadsTab.loader(args(adminRequest("/admin?quote=maybe", { cookie }))))).status).toBe(400);
  });
});
