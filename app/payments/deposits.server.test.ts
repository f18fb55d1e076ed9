import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, payments, quotes } from "~/db/schema";
import { takeOfflineDeposit, waiveLeadDeposit } from "~/flows/deposit.server";
import { createInvoice } from "~/flows/get-paid.server";
import { depositCents } from "~/quotes/money";
import { depositDefaultSchema } from "~/quotes/price-book";
import { getDepositDefault, saveDepositDefault } from "~/quotes/price-book.server";
import { defaultValidUntil, quoteFormSchema, type QuoteFormValue } from "~/quotes/quote-form";
import { answerQuote, previewQuote, sendQuote } from "~/quotes/quotes.server";
import * as quoteRoute from "~/routes/quote";
import * as webhook from "~/routes/webhooks.stripe";
import { isoDateInZone } from "~/utils/dates";
import { args, outcomeOf } from "../../tests/integration/admin-fixtures";
import { resetPayments } from "../../tests/support/payment-fixtures";
import { startStripeServer } from "../../tests/support/stripe-server";
import { depositOfLead, leadsWaitingForDeposit } from "./deposits.server";
import { TEST_WEBHOOK_SECRET, withTestStripe } from "../../tests/support/stripe-settings";

const signer = new Stripe("sk_test_signeronly0000");
let stripeServer: Awaited<ReturnType<typeof startStripeServer>>;
beforeAll(async () => {
  stripeServer = await startStripeServer();
});
afterAll(() => stripeServer.close());
beforeEach(resetPayments);

const today = isoDateInZone(new Date());
/** $400.00 (no tax), a $120.00 optional item, and the deposit asked. */
const quoteAsking = (deposit: QuoteFormValue["deposit"]): QuoteFormValue => ({
  intent: "send",
  lines: [
    { bookItemId: null, name: "Mount a 65-inch TV", description: "", unit: "", quantityMilli: 1000, unitPriceCents: 40_000, taxable: false, optional: false },
    { bookItemId: null, name: "Hide the cables", description: "", unit: "", quantityMilli: 1000, unitPriceCents: 12_001, taxable: false, optional: true },
  ],
  discountCents: 0,
  notes: "",
  terms: "",
  validUntil: defaultValidUntil(),
  deposit,
});

/** A lead whose quote asking `deposit` the customer approved (the optional item taken when `chosen`). */
async function approved(deposit: QuoteFormValue["deposit"], chosen: number[] = []) {
  const [lead] = await getDb().insert(leads).values({ name: "Rosa Pago", phone: "(310) 555-0177", email: "rosa@example.com", service: "tv-mounting", description: "" }).returning();
  expect(await sendQuote(lead!.id, quoteAsking(deposit), "ops@example.com")).toMatchObject({ ok: true });
  expect(await answerQuote(lead!.id, 1, { answer: "approved", chosen, signedName: "Rosa Pago" }, { ip: null, userAgent: null })).toMatchObject({ ok: true });
  return lead!;
}

const cash = (leadId: string, amountCents: number, fields: Partial<Parameters<typeof takeOfflineDeposit>[0]> = {}) => ({
  leadId,
  key: randomUUID(),
  amountCents,
  method: "cash" as const,
  receivedOn: today,
  overpayment: false,
  note: "",
  recordedBy: "ops@example.com",
  ...fields,
});
const deposits = async (leadId: string) => getDb().select().from(payments).where(eq(payments.leadId, leadId));

describe("the deposit's amount and its form", () => {
  it("a percentage is of the approved total, rounded half up to the cent; a fixed amount is never past the total", () => {
    expect(depositCents({ percent: 25 }, 36_854)).toBe(9_214); // 9,213.5 → 9,214
    expect(depositCents({ percent: 33 }, 10_001)).toBe(3_300); // 3,300.33 → 3,300
    expect(depositCents({ percent: 50 }, 1)).toBe(1); // 0.5 → 1
    expect(depositCents({ percent: 100 }, 40_000)).toBe(40_000);
    expect(depositCents({ fixedCents: 10_000 }, 40_000)).toBe(10_000);
    expect(depositCents({ fixedCents: 50_000 }, 40_000)).toBe(40_000);
    expect(depositCents(null, 40_000)).toBe(0);
  });

  it("the builder refuses a negative, zero or fractional-cent amount and a percentage outside 1-100, with the admin's messages", () => {
    const form = (depositKind: string, deposit: string) =>
      quoteFormSchema.safeParse({ intent: "send", validUntil: defaultValidUntil(), line0Name: "Mount a TV", line0Price: "400", depositKind, deposit });
    const message = (depositKind: string, deposit: string) => {
      const parsed = form(depositKind, deposit);
      return parsed.success ? null : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    };
    for (const typed of ["0", "101", "-5", "12.5", "abc", ""]) expect(message("percent", typed)).toEqual([["deposit", "Please enter a deposit percentage from 1 to 100, such as 25."]]);
    for (const typed of ["-5", "0", "1.005", "$", ""]) expect(message("fixed", typed)).toEqual([["deposit", "Please enter a deposit such as 100 or 100.50, more than $0.00."]]);
    expect(message("half", "5")).toEqual([["depositKind", "Please choose no deposit, a percentage or a fixed amount."]]);
    expect(form("percent", "25%").data?.deposit).toEqual({ percent: 25 });
    expect(form("fixed", "$1,000.50").data?.deposit).toEqual({ fixedCents: 100_050 });
    expect(form("none", "whatever").data?.deposit).toBeNull();
  });

  it("a fixed deposit past the quote's total is refused when previewed and sent, and nothing is sent", async () => {
    const [lead] = await getDb().insert(leads).values({ name: "Rosa", phone: "(310) 555-0177", email: "rosa@example.com", service: "tv-mounting", description: "" }).returning();
    expect(await previewQuote(quoteAsking({ fixedCents: 40_001 }))).toEqual({ ok: false, reason: "deposit-over-total" });
    expect(await sendQuote(lead!.id, quoteAsking({ fixedCents: 40_001 }), "ops@example.com")).toEqual({ ok: false, reason: "deposit-over-total" });
    expect(await getDb().select().from(quotes)).toEqual([]);
    expect(await previewQuote(quoteAsking({ fixedCents: 40_000 }))).toMatchObject({ ok: true, depositCents: 40_000 });
  });

  it("the price book keeps the default for new quotes; its form refuses what the builder refuses", async () => {
    expect(await getDepositDefault()).toBeNull();
    await saveDepositDefault({ percent: 25 }, "owner@example.com");
    expect(await getDepositDefault()).toEqual({ percent: 25 });
    await saveDepositDefault(null, "owner@example.com");
    expect(await getDepositDefault()).toBeNull();
    expect(depositDefaultSchema.safeParse({ intent: "deposit-default", depositKind: "percent", deposit: "0" }).success).toBe(false);
    expect(depositDefaultSchema.safeParse({ intent: "deposit-default", depositKind: "fixed", deposit: "100" }).data).toEqual({ intent: "deposit-default", ask: { fixedCents: 10_000 } });
  });

  it("the approval fixes the deposit due on what the customer approved (the optional item taken)", async () => {
    const lead = await approved({ percent: 25 }, [2]);
    // 400.00 + 120.01 = 520.01; 25% = 130.0025 → 130.00
    expect(await depositOfLead(lead.id)).toMatchObject({ dueCents: 13_000, paidCents: 0, state: "waiting", waived: null });
    const none = await approved(null);
    expect(await depositOfLead(none.id)).toBeUndefined();
  });
});

describe("recording and waiving a deposit", () => {
  it("a deposit recorded by staff clears the wait; the same form sent again is one payment; more than is due is refused unless an overpayment", async () => {
    const lead = await approved({ fixedCents: 10_000 });
    expect(await leadsWaitingForDeposit([lead.id])).toEqual([lead.id]);
    expect(await takeOfflineDeposit(cash(lead.id, 10_001))).toEqual({ ok: false, reason: "over-balance", dueCents: 10_000 });
    const form = cash(lead.id, 4_000);
    const [first, again] = await Promise.all([takeOfflineDeposit(form), takeOfflineDeposit(form)]);
    expect([first.ok && first.payment.duplicate, again.ok && again.payment.duplicate].sort()).toEqual([false, true]);
    expect(await depositOfLead(lead.id)).toMatchObject({ paidCents: 4_000, state: "waiting" });
    expect(await takeOfflineDeposit(cash(lead.id, 6_000, { method: "check", checkNumber: "1042" }))).toMatchObject({ ok: true });
    expect(await depositOfLead(lead.id)).toMatchObject({ paidCents: 10_000, state: "paid" });
    expect(await leadsWaitingForDeposit([lead.id])).toEqual([]);
    expect(await takeOfflineDeposit(cash(lead.id, 500))).toEqual({ ok: false, reason: "over-balance", dueCents: 0 });
    expect(await takeOfflineDeposit(cash(lead.id, 500, { overpayment: true }))).toMatchObject({ ok: true });
    expect((await deposits(lead.id)).map((row) => [row.kind, row.amountCents, row.overpayment])).toHaveLength(3);
  });

  it("ten staff recordings of the whole deposit at once record one; the database refuses a deposit past the one due, whoever writes", async () => {
    const lead = await approved({ fixedCents: 10_000 });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => takeOfflineDeposit(cash(lead.id, 10_000))));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok).every((outcome) => !outcome.ok && outcome.reason === "over-balance")).toBe(true);
    const [quote] = await getDb().select().from(quotes).where(eq(quotes.leadId, lead.id));
    const insert = getDb().insert(payments).values({ leadId: lead.id, quoteId: quote!.id, kind: "deposit", method: "cash", amountCents: 1, recordedBy: "x", receivedOn: today, idempotencyKey: randomUUID() });
    await expect(insert).rejects.toMatchObject({ cause: { constraint: "payments_deposit_over_check" } });
    const other = await approved({ fixedCents: 10_000 });
    const elsewhere = getDb().insert(payments).values({ leadId: other.id, quoteId: quote!.id, kind: "deposit", method: "cash", amountCents: 1, recordedBy: "x", receivedOn: today, idempotencyKey: randomUUID(), overpayment: true });
    await expect(elsewhere).rejects.toMatchObject({ cause: { constraint: "payments_deposit_quote_check" } });
    expect(await deposits(lead.id)).toHaveLength(1);
  });

  it("the office waives it, recorded with who and when, once; a paid deposit is not waived; a deposit paid later is still recorded", async () => {
    const lead = await approved({ percent: 50 });
    const waived = await waiveLeadDeposit(lead.id, "ops@example.com");
    expect(waived).toMatchObject({ ok: true, state: { state: "waived", waived: { by: "ops@example.com", at: expect.any(Date) } } });
    expect(await waiveLeadDeposit(lead.id, "owner@example.com")).toEqual({ ok: false, reason: "waived" });
    expect(await leadsWaitingForDeposit([lead.id])).toEqual([]);
    expect(await takeOfflineDeposit(cash(lead.id, 20_000))).toMatchObject({ ok: true });
    expect(await depositOfLead(lead.id)).toMatchObject({ state: "paid", waived: { by: "ops@example.com" } });
    const paid = await approved({ fixedCents: 100 });
    await takeOfflineDeposit(cash(paid.id, 100));
    expect(await waiveLeadDeposit(paid.id, "ops@example.com")).toEqual({ ok: false, reason: "paid" });
    expect(await waiveLeadDeposit((await approved(null)).id, "ops@example.com")).toEqual({ ok: false, reason: "not-found" });
  });

  it("the invoice made later deducts the deposit paid", async () => {
    const lead = await approved({ fixedCents: 10_000 });
    await takeOfflineDeposit(cash(lead.id, 10_000, { method: "zelle" }));
    await getDb().update(leads).set({ status: "Completed" }).where(eq(leads.id, lead.id));
    expect(await createInvoice({ leadId: lead.id, dueDate: today, terms: "", createdBy: "ops@example.com" })).toMatchObject({
      ok: true,
      invoice: { totalCents: 40_000, depositCreditCents: 10_000, balanceCents: 30_000 },
    });
  });
});

describe("a deposit paid by card", () => {
  withTestStripe(() => stripeServer);

  const pay = (leadId: string, amountCents: string) =>
    outcomeOf(() =>
      quoteRoute.action(
        args(
          new Request(`http://localhost/status/${leadId}/quote?deposit`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "pay-deposit", amountCents }).toString(),
          }),
          { requestId: leadId },
        ),
      ),
    );
  const page = (leadId: string, query = "") => outcomeOf(() => quoteRoute.loader(args(new Request(`http://localhost/status/${leadId}/quote${query}`), { requestId: leadId })));
  function event(id: string, session: { id: string; amount: number; quoteId: string; leadId: string }) {
    const payload = JSON.stringify({
      id,
      object: "event",
      type: "checkout.session.completed",
      created: 1_765_000_000,
      data: { object: { id: session.id, object: "checkout.session", payment_status: "paid", amount_total: session.amount, currency: "usd", payment_intent: `pi_${session.id}`, metadata: { kind: "deposit", quote_id: session.quoteId, lead_id: session.leadId } } },
    });
    return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }) };
  }
  async function deliver(signed: { payload: string; header: string }) {
    const response = await webhook.action(args(new Request("http://localhost/webhooks/stripe", { method: "POST", headers: { "Stripe-Signature": signed.header }, body: signed.payload })));
    return { status: response.status, data: response.status === 200 ? ((await response.json()) as { outcome: string }) : undefined };
  }

  it("a tampered amount opens no Checkout; the server's amount does, and the page says pending, then paid from the database; replays record once", async () => {
    const lead = await approved({ fixedCents: 10_000 });
    const before = stripeServer.sessions.length;
    const tampered = await pay(lead.id, "100");
    expect(tampered.status).toBe(409);
    expect(tampered.data).toEqual({ depositError: "The deposit due is now $100.00; nothing was charged. Please check it and pay again." });
    expect(stripeServer.sessions.length).toBe(before);
    const started = await pay(lead.id, "10000");
    expect(started.status).toBe(303);
    const session = stripeServer.sessions.at(-1)!;
    expect(started.location).toBe(session.url);
    const [quote] = await getDb().select().from(quotes).where(eq(quotes.leadId, lead.id));
    expect(Object.fromEntries(session.params)).toMatchObject({ "line_items[0][price_data][unit_amount]": "10000", "metadata[kind]": "deposit", "metadata[quote_id]": quote!.id, "metadata[lead_id]": lead.id });
    expect((await page(lead.id, `?checkout=${session.id}`)).data).toMatchObject({ deposit: { checkout: "pending", state: "waiting", card: true, dueCents: 10_000 } });
    const signed = event("evt_dep_1", { id: session.id, amount: 10_000, quoteId: quote!.id, leadId: lead.id });
    const [one, two] = await Promise.all([deliver(signed), deliver(signed)]);
    expect([one.data?.outcome, two.data?.outcome].sort()).toEqual(["recorded", "replayed"]);
    expect((await deliver(event("evt_dep_2", { id: session.id, amount: 10_000, quoteId: quote!.id, leadId: lead.id }))).data?.outcome).toBe("already-recorded");
    expect((await page(lead.id, `?checkout=${session.id}`)).data).toMatchObject({ deposit: { checkout: "paid", state: "paid", card: false } });
    expect((await deposits(lead.id)).map((row) => [row.method, row.amountCents, row.overpayment])).toEqual([["card", 10_000, false]]);
    // Paid: the button posts nothing more to Stripe.
    expect((await pay(lead.id, "10000")).status).toBe(303);
    expect(stripeServer.sessions.at(-1)!.id).toBe(session.id);
  });

  it("a webhook racing a staff recording records the deposit once: staff first, the card's money is kept as an overpayment; webhook first, staff is refused", async () => {
    const lead = await approved({ fixedCents: 10_000 });
    const [quote] = await getDb().select().from(quotes).where(eq(quotes.leadId, lead.id));
    const [staff, card] = await Promise.all([takeOfflineDeposit(cash(lead.id, 10_000)), deliver(event("evt_race", { id: "cs_test_race", amount: 10_000, quoteId: quote!.id, leadId: lead.id }))]);
    expect(card.data?.outcome).toBe("recorded");
    const rows = await deposits(lead.id);
    // Exactly one payment counts toward the deposit; a second, if the webhook lost, is the overpayment the office refunds.
    expect(rows.filter((row) => !row.overpayment)).toHaveLength(1);
    if (staff.ok) expect(rows.find((row) => row.method === "card")?.overpayment).toBe(true);
    else expect(staff).toEqual({ ok: false, reason: "over-balance", dueCents: 0 });
    expect(await depositOfLead(lead.id)).toMatchObject({ state: "paid" });
  });
});
