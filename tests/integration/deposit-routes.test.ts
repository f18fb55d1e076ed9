import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { payments, quotes, quoteSettings } from "~/db/schema";
import * as leadDeposit from "~/routes/admin/lead-deposit";
import * as leadQuote from "~/routes/admin/lead-quote";
import * as priceBook from "~/routes/admin/price-book";
import { defaultValidUntil } from "~/quotes/quote-form";
import { answerQuote } from "~/quotes/quotes.server";
import { isoDateInZone } from "~/utils/dates";
import { resetDb, withSiteUrl } from "../db";
import { adminRequest, adminsForEachState, args, createLead, outcomeOf, ROLE_STATES } from "./admin-fixtures";

beforeEach(resetDb);
const cookieFor = adminsForEachState();
withSiteUrl();

const quoteForm = (fields: Record<string, string>) => ({ intent: "send", line0Name: "Mount a TV", line0Price: "400", validUntil: defaultValidUntil(), ...fields });
const send = async (leadId: string, fields: Record<string, string>, cookie?: string) =>
  outcomeOf(async () => leadQuote.action(args(adminRequest(`/admin/leads/${leadId}/quote`, { cookie: cookie ?? (await cookieFor("Ops Admin")), form: quoteForm(fields) }), { leadId })));

describe("the deposit on the builder and in the price book", () => {
  it("a refused deposit comes back 400 at its field with what was typed; a fixed one past the total too; a good one is sent with the quote", async () => {
    const lead = await createLead({ email: "ana@example.com" });
    const negative = await send(lead.id, { depositKind: "fixed", deposit: "-5" });
    expect(negative.status).toBe(400);
    expect(negative.data).toMatchObject({ result: { error: { deposit: ["Please enter a deposit such as 100 or 100.50, more than $0.00."] }, initialValue: { deposit: "-5", depositKind: "fixed" } } });
    const over = await send(lead.id, { depositKind: "fixed", deposit: "400.01" });
    expect(over.status).toBe(400);
    expect(over.data).toMatchObject({ result: { error: { deposit: ["The deposit can't be more than the quote's total (before optional items)."] }, initialValue: { deposit: "400.01" } } });
    expect(await getDb().select().from(quotes)).toEqual([]);
    expect((await send(lead.id, { depositKind: "percent", deposit: "25" })).status).toBe(302);
    const [quote] = await getDb().select().from(quotes);
    expect([quote!.depositPercent, quote!.depositFixedCents]).toEqual([25, null]);
    // The next version starts from this one's deposit.
    const builder = await outcomeOf(async () => leadQuote.loader(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie: await cookieFor("Ops Admin") }), { leadId: lead.id })));
    expect(builder.data).toMatchObject({ defaultValue: { depositKind: "percent", deposit: "25" } });
  });

  it("the price book's default: a Super Admin's, refused with its message and the value kept; a first quote starts from it", async () => {
    const form = (deposit: string) => ({ intent: "deposit-default", depositKind: "fixed", deposit });
    for (const [index, state] of ROLE_STATES.entries()) {
      const saved = await outcomeOf(async () => priceBook.action(args(adminRequest("/admin/price-book", { cookie: await cookieFor(state), form: form("75") }))));
      expect([state, saved.status]).toEqual([state, [401, 403, 403, 302][index]]);
    }
    const refused = await outcomeOf(async () => priceBook.action(args(adminRequest("/admin/price-book", { cookie: await cookieFor("Super Admin"), form: form("0") }))));
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ result: { error: { deposit: ["Please enter a deposit such as 100 or 100.50, more than $0.00."] }, initialValue: { deposit: "0" } } });
    expect((await getDb().select().from(quoteSettings))[0]).toMatchObject({ depositFixedCents: 7_500, depositPercent: null });
    const lead = await createLead({ email: "ana@example.com" });
    const builder = await outcomeOf(async () => leadQuote.loader(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie: await cookieFor("Ops Admin") }), { leadId: lead.id })));
    expect(builder.data).toMatchObject({ defaultValue: { depositKind: "fixed", deposit: "75.00" } });
  });
});

describe("the deposit page", () => {
  async function approvedLead() {
    const lead = await createLead({ email: "ana@example.com" });
    expect((await send(lead.id, { depositKind: "fixed", deposit: "100" })).status).toBe(302);
    expect(await answerQuote(lead.id, 1, { answer: "approved", chosen: [], signedName: "Ana" }, { ip: null, userAgent: null })).toMatchObject({ ok: true });
    return lead;
  }
  const post = async (leadId: string, state: (typeof ROLE_STATES)[number], form: Record<string, string>) =>
    outcomeOf(async () => leadDeposit.action(args(adminRequest(`/admin/leads/${leadId}/deposit`, { cookie: await cookieFor(state), form }), { leadId })));

  it("signed out or deactivated: nothing recorded or waived; an Ops Admin records a deposit and another lead's is waived", async () => {
    const lead = await approvedLead();
    const record = { intent: "record-deposit", key: crypto.randomUUID(), amount: "100", method: "cash", receivedOn: isoDateInZone(new Date()) };
    for (const [state, status] of [["no session", 401], ["deactivated admin", 403]] as const) {
      expect((await post(lead.id, state, record)).status).toBe(status);
      expect((await post(lead.id, state, { intent: "waive-deposit" })).status).toBe(status);
    }
    expect(await getDb().select().from(payments)).toEqual([]);
    expect((await getDb().select().from(quotes))[0]!.depositWaivedAt).toBeNull();
    const loaded = await outcomeOf(async () => leadDeposit.loader(args(adminRequest(`/admin/leads/${lead.id}/deposit`, { cookie: await cookieFor("Ops Admin") }), { leadId: lead.id })));
    expect(loaded.data).toMatchObject({ deposit: { label: "Waiting for deposit: $100.00 due", state: "waiting" } });
    // A negative amount: 400 with its message and what was typed.
    const negative = await post(lead.id, "Ops Admin", { ...record, amount: "-100" });
    expect(negative.status).toBe(400);
    expect(negative.data).toMatchObject({ errors: { amount: ["Enter an amount in dollars and cents, more than $0.00 (for example 150 or 150.25)."] }, values: { amount: "-100" } });
    expect((await post(lead.id, "Ops Admin", record)).status).toBe(302);
    expect((await post(lead.id, "Ops Admin", record)).status).toBe(302);
    expect(await getDb().select().from(payments)).toHaveLength(1);
    expect((await post(lead.id, "Ops Admin", { intent: "waive-deposit" })).data).toMatchObject({ formErrors: ["The deposit is paid already: there is nothing to waive."] });
    const other = await approvedLead();
    expect((await post(other.id, "Ops Admin", { intent: "waive-deposit" })).status).toBe(302);
    const [waived] = await getDb().select().from(quotes).where(eq(quotes.leadId, other.id));
    expect(waived!.depositWaivedBy).toMatch(/@/);
    expect(waived!.depositWaivedAt).toBeInstanceOf(Date);
  });
});
