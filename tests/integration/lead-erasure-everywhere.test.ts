import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, leadStatusHistory, reviews } from "~/db/schema";
import { ERASED_LINE_NAME, eraseExpiredLeads } from "~/leads/erase.server";
import { createLead } from "~/leads/leads.server";
import { defaultValidUntil } from "~/quotes/quote-form";
import { answerQuote, quoteVersions, sendQuote } from "~/quotes/quotes.server";
import * as leadPage from "~/routes/admin/lead";
import { BOOKING_LIST_DAYS, openWindows } from "~/schedule/capacity.server";
import { applyVisitChange } from "~/schedule/visit-changes.server";
import { bookQuotedVisit } from "~/flows/quote-visit.server";
import { resetEnvCache } from "~/utils/env.server";
import { resetDb, withSiteUrl } from "../db";
import { adminRequest, args, createAdmin, outcomeOf, sessionCookieFor, toastOf } from "./admin-fixtures";

/**
 * Issue 39 §9: after an erasure, no table holds what the customer typed or what staff typed about
 * them. The tables and their columns are read from the database itself, so a table added later is
 * searched without changing this test.
 */

const NAME = "Jane Quillfeather";
const STREET = "123 Marigold Lane";
const EMAIL = "jane.quill@example.com";
/** The customer's words as the database might hold them: name, street, e-mail, phone as typed and as digits. */
const ERASED = ["Quillfeather", "Marigold", EMAIL, "555-0199", "8185550199"];

const client = { ip: "203.0.113.9", userAgent: "Mozilla/5.0 (Erasure test)" };
const about = `${NAME}, ${STREET}`;

let owner: string;
let ops: string;

beforeEach(async () => {
  await resetDb();
  vi.stubEnv("DATA_DIR", mkdtempSync(path.join(os.tmpdir(), "erasure-everywhere-")));
  resetEnvCache();
  owner = await sessionCookieFor((await createAdmin({ email: "owner@example.com", role: "Super Admin" })).id);
  ops = await sessionCookieFor((await createAdmin({ email: "ops@example.com" })).id);
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});
withSiteUrl();

const post = (id: string, form: Record<string, string>, cookie: string) =>
  outcomeOf(() => leadPage.action(args(adminRequest(`/admin/leads/${id}`, { cookie, form: { leadId: id, ...form } }), { leadId: id })));

/** Every text a table's row holds, column by column, as the catalogue lists them: where each erased word is found. */
async function whereFound(): Promise<string[]> {
  const columns = await getDb().execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type <> 'bytea'
    order by c.table_name, c.ordinal_position`);
  expect(columns.rows.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const hits = await getDb().execute<{ word: string }>(sql`
      select distinct w.word from ${sql.identifier(table)} r, unnest(array[${sql.join(ERASED.map((word) => sql`${word}::text`), sql`, `)}]) as w(word)
      where strpos(lower(r.${sql.identifier(column)}::text), lower(w.word)) > 0`);
    for (const { word } of hits.rows) found.push(`${table}.${column}: ${word}`);
  }
  return found;
}

/** A request with everything a customer and staff can write about it: notes, two quote versions and their answers, a visit, a move, a review, a reason. */
async function everythingWritten() {
  const lead = await createLead({
    source: "booking",
    name: NAME,
    phone: "(818) 555-0199",
    email: EMAIL,
    service: "tv-mounting",
    description: `Mount a TV at ${STREET}`,
    streetAddress: STREET,
    zipCode: "91101",
    smsConsent: true,
    origin: { landingPath: "/locations/pasadena", device: "mobile", form: "booking" },
  });
  await getDb().update(leads).set({ status: "In Review" }).where(eq(leads.id, lead.id));
  expect(await toastOf(await post(lead.id, { intent: "note", body: `Call ${about} before coming` }, ops))).toMatchObject({ title: "Note added." });
  const line = { bookItemId: null, unit: "wall", quantityMilli: 1000, taxable: false, optional: false };
  const quote = {
    intent: "send" as const,
    lines: [{ ...line, name: `Mount the TV at ${STREET}`, description: `${NAME}'s living room`, unitPriceCents: 15_000 }],
    discountCents: 0,
    notes: `For ${about}`,
    terms: `Payable by ${NAME}`,
    validUntil: defaultValidUntil(),
  };
  expect(await sendQuote(lead.id, quote, "ops@example.com")).toMatchObject({ ok: true, version: 1 });
  expect(await answerQuote(lead.id, 1, { answer: "changes-requested", message: `Cheaper please, ${about}` }, client)).toMatchObject({ ok: true });
  expect(await sendQuote(lead.id, { ...quote, discountCents: 1_000 }, "ops@example.com")).toMatchObject({ ok: true, version: 2 });
  expect(await answerQuote(lead.id, 2, { answer: "approved", chosen: [], signedName: NAME }, client)).toMatchObject({ ok: true });
  // Days ahead, past the cut-off for a customer's change.
  const [second, first] = (await openWindows(new Date(), BOOKING_LIST_DAYS)).reverse();
  expect(await bookQuotedVisit(lead.id, first!.date, first!.window)).toMatchObject({ ok: true });
  const moved = await applyVisitChange(lead.id, { intent: "visit-reschedule", digits: "0199", slot: `${second!.date} ${second!.window}` }, client.ip);
  expect(moved).toMatchObject({ ok: true });
  await getDb()
    .insert(reviews)
    .values({ leadId: lead.id, stars: 5, text: `Great work at ${STREET}`, firstName: "Jane Q.", city: "Pasadena", jobDate: first!.date, consentAt: new Date(), reply: `Thank you, ${NAME}!` });
  const [current] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
  const reason = { intent: "reject", version: String(current!.version), reason: "customer-declined", reasonText: about, confirm: "1" };
  expect(await toastOf(await post(lead.id, reason, ops))).toMatchObject({ type: "success" });
  const before = await whereFound();
  for (const table of ["leads", "lead_notes", "lead_status_history", "mail_outbox", "quotes", "quote_items", "quote_answers", "reviews"]) {
    expect(before.some((hit) => hit.startsWith(`${table}.`)), table).toBe(true);
  }
  return lead;
}

describe("an erasure reaches every table", () => {
  it("a Super Admin's erasure leaves none of the customer's name, street, e-mail or phone in any column of any table", async () => {
    const lead = await everythingWritten();
    expect(await toastOf(await post(lead.id, { intent: "erase" }, owner))).toMatchObject({ type: "success" });
    expect(await whereFound()).toEqual([]);
    // The quotes' versions, statuses and amounts stay for the counts and the approval's record.
    const versions = await quoteVersions(lead.id);
    expect(versions.map((quote) => [quote.version, quote.status, quote.totalCents, quote.notes, quote.lines.map((line) => [line.name, line.amountCents])])).toEqual([
      [2, "approved", 14_000, "", [[ERASED_LINE_NAME, 15_000]]],
      [1, "changes-requested", 15_000, "", [[ERASED_LINE_NAME, 15_000]]],
    ]);
    expect(versions[0]!.answer).toMatchObject({ answer: "approved", totalCents: 14_000, signedName: "" });
  });

  it("the retention period's erasure goes the same way", async () => {
    const lead = await everythingWritten();
    await getDb()
      .update(leadStatusHistory)
      .set({ changedAt: sql`now() - interval '30 months'` })
      .where(eq(leadStatusHistory.leadId, lead.id));
    expect(await eraseExpiredLeads()).toEqual([lead.id]);
    expect(await whereFound()).toEqual([]);
  });
});
