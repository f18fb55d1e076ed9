import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox, payments } from "~/db/schema";
import { refundLeadDeposit, takeOfflineDeposit } from "~/flows/deposit.server";
import { createInvoice } from "~/flows/get-paid.server";
import * as depositPage from "~/routes/admin/lead-deposit";
import { isoDateInZone } from "~/utils/dates";
import { withSiteUrl } from "../../tests/db";
import { adminRequest, adminsForEachState, args, outcomeOf } from "../../tests/integration/admin-fixtures";
import { depositAsked, resetPayments } from "../../tests/support/payment-fixtures";
import { startStripeServer } from "../../tests/support/stripe-server";
import { customerDeposit, statusDeposit } from "./deposit-page.server";
import { depositLabel } from "./deposit-view";
import { depositOfLead, leadsWaitingForDeposit, recordCardDeposit } from "./deposits.server";
import { withTestStripe } from "../../tests/support/stripe-settings";

let stripeServer: Awaited<ReturnType<typeof startStripeServer>>;
beforeAll(async () => {
  stripeServer = await startStripeServer();
});
afterAll(() => stripeServer.close());
beforeEach(resetPayments);
const cookieFor = adminsForEachState();
withSiteUrl();

const today = isoDateInZone(new Date());
const cash = (leadId: string, amountCents: number) => ({ leadId, key: randomUUID(), amountCents, method: "cash" as const, receivedOn: today, overpayment: false, note: "", recordedBy: "ops@example.com" });
const refund = (leadId: string, paymentId: string, amountCents: number, method: "cash" | "card" = "cash") => ({ leadId, paymentId, key: randomUUID(), amountCents, method, receivedOn: today, note: "", recordedBy: "owner@example.com" });
const depositRows = async (leadId: string) => getDb().select().from(payments).where(eq(payments.leadId, leadId));

/** A lead whose $100.00 deposit was paid in cash; the payment's id. */
async function paidInCash(fields: Partial<typeof leads.$inferInsert> = {}) {
  const { lead } = await depositAsked(fields);
  const taken = await takeOfflineDeposit(cash(lead.id, 10_000));
  if (!taken.ok) throw new Error(taken.reason);
  return { lead, paymentId: taken.payment.id };
}

describe("refunding a deposit", () => {
  it("gives back part, then the rest, never more than was paid less what was refunded; the deposit then reads refunded for staff and the customer, in both languages", async () => {
    const { lead, paymentId } = await paidInCash();
    expect(await refundLeadDeposit(refund(lead.id, paymentId, 10_001))).toEqual({ ok: false, reason: "not-refundable", dueCents: 10_000 });
    expect(await refundLeadDeposit(refund(lead.id, paymentId, 4_000))).toMatchObject({ ok: true, payment: { refund: true, amountCents: 4_000 } });
    const partly = (await depositOfLead(lead.id))!;
    expect(partly).toMatchObject({ state: "refunded", paidCents: 6_000, refundedCents: 4_000 });
    expect(depositLabel(partly)).toBe("Deposit partly refunded: $40.00 given back, $60.00 kept");
    expect(await statusDeposit(lead.id, "en")).toMatchObject({ due: false, words: "Deposit refunded: $40.00 of the $100.00 paid" });
    expect(await statusDeposit(lead.id, "es")).toMatchObject({ due: false, words: "Depósito reembolsado: $40.00 de los $100.00 pagados" });
    expect(await customerDeposit(lead.id, null)).toMatchObject({ state: "refunded", dueCents: 0, card: false });
    // Refunded is the office's choice: the visit no longer waits for it.
    expect(await leadsWaitingForDeposit([lead.id])).toEqual([]);
    expect(await refundLeadDeposit(refund(lead.id, paymentId, 6_001))).toEqual({ ok: false, reason: "not-refundable", dueCents: 6_000 });
    expect((await refundLeadDeposit(refund(lead.id, paymentId, 6_000))).ok).toBe(true);
    expect(await refundLeadDeposit(refund(lead.id, paymentId, 1))).toEqual({ ok: false, reason: "not-refundable", dueCents: 0 });
    const fully = (await depositOfLead(lead.id))!;
    expect(depositLabel(fully)).toBe("Deposit refunded ($100.00)");
    expect(await statusDeposit(lead.id, "en")).toMatchObject({ words: "Deposit refunded" });
    expect(await statusDeposit(lead.id, "es")).toMatchObject({ words: "Depósito reembolsado" });
    // Each refund's notice links to the quote page's deposit (there is no invoice yet), not to an invoice page.
    const notices = (await getDb().select().from(mailOutbox)).filter((mail) => mail.kind === "refund-receipt-customer");
    expect(notices).toHaveLength(2);
    expect(notices[0]!.text).toMatch(new RegExp(`https://handyman\\.example/status/${lead.id}/quote\\?\\S+#deposit`));
    expect(notices[0]!.text).toContain("See your quote and deposit");
    expect((await depositRows(lead.id)).map((row) => [row.kind, row.amountCents, row.refundOf === paymentId])).toEqual([
      ["deposit", 10_000, false],
      ["deposit", 4_000, true],
      ["deposit", 6_000, true],
    ]);
  });

  it("the invoice made afterwards deducts only what was kept; once an invoice deducts the deposit it is refunded from the invoice, not here", async () => {
    const { lead, paymentId } = await paidInCash();
    expect((await refundLeadDeposit(refund(lead.id, paymentId, 2_500))).ok).toBe(true);
    await getDb().update(leads).set({ status: "Completed" }).where(eq(leads.id, lead.id));
    expect(await createInvoice({ leadId: lead.id, dueDate: today, terms: "", createdBy: "ops@example.com" })).toMatchObject({ ok: true, invoice: { depositCreditCents: 7_500, balanceCents: 32_500 } });
    expect(await refundLeadDeposit(refund(lead.id, paymentId, 1_000))).toEqual({ ok: false, reason: "invoiced" });
  });

  it("two refunds of the whole deposit at once record one; the same form sent twice is one refund; another lead's or an invoice's payment is not found", async () => {
    const { lead, paymentId } = await paidInCash();
    const outcomes = await Promise.all([refundLeadDeposit(refund(lead.id, paymentId, 10_000)), refundLeadDeposit(refund(lead.id, paymentId, 10_000))]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.ok)).toEqual({ ok: false, reason: "not-refundable", dueCents: 0 });
    const other = await paidInCash({ email: "other@example.com", phone: "(310) 555-0109" });
    const form = refund(other.lead.id, other.paymentId, 3_000);
    const [one, two] = await Promise.all([refundLeadDeposit(form), refundLeadDeposit(form)]);
    expect([one.ok && one.payment.duplicate, two.ok && two.payment.duplicate].sort()).toEqual([false, true]);
    expect((await depositRows(other.lead.id)).filter((row) => row.refundOf)).toHaveLength(1);
    expect(await refundLeadDeposit(refund(lead.id, other.paymentId, 100))).toEqual({ ok: false, reason: "not-found" });
  });

  describe("a card deposit", () => {
    withTestStripe(() => stripeServer);

    it("goes back onto the card through Stripe, once per form (its key as the idempotency key); Stripe failing records nothing", async () => {
      const { lead, quote } = await depositAsked();
      const card = await getDb().transaction((tx) => recordCardDeposit(tx, { sessionId: "cs_test_dep", paymentIntent: "pi_test_dep", quoteId: quote.id, leadId: lead.id, amountCents: 10_000, receivedOn: today }));
      if (!card.ok) throw new Error(card.reason);
      const form = refund(lead.id, card.payment.id, 10_000, "card");
      stripeServer.fail(true);
      expect(await refundLeadDeposit(form)).toEqual({ ok: false, reason: "provider-failed" });
      expect(await depositRows(lead.id)).toHaveLength(1);
      stripeServer.fail(false);
      const before = stripeServer.refunds.length;
      expect(await refundLeadDeposit(form)).toMatchObject({ ok: true, payment: { method: "card", refund: true, duplicate: false } });
      expect(await refundLeadDeposit(form)).toMatchObject({ ok: true, payment: { duplicate: true } });
      expect(stripeServer.refunds.slice(before).map((made) => [made.params.get("payment_intent"), made.params.get("amount"), made.idempotencyKey])).toEqual([["pi_test_dep", "10000", `refund:${form.key}`]]);
      expect(await depositOfLead(lead.id)).toMatchObject({ state: "refunded", paidCents: 0, refundedCents: 10_000 });
      // A cash deposit is not refunded "to the card".
      const offline = await paidInCash({ email: "cash@example.com", phone: "(310) 555-0108" });
      expect(await refundLeadDeposit(refund(offline.lead.id, offline.paymentId, 100, "card"))).toEqual({ ok: false, reason: "not-card" });
    });
  });
});

describe("the deposit page's refund", () => {
  const post = async (state: Parameters<typeof cookieFor>[0], leadId: string, form: Record<string, string>) =>
    outcomeOf(async () => depositPage.action(args(adminRequest(`/admin/leads/${leadId}/deposit`, { cookie: await cookieFor(state), form }), { leadId })));
  const load = async (state: Parameters<typeof cookieFor>[0], leadId: string) =>
    outcomeOf(async () => depositPage.loader(args(adminRequest(`/admin/leads/${leadId}/deposit`, { cookie: await cookieFor(state) }), { leadId })));

  it("is a Super Admin's: an Ops Admin is refused 403 whatever is sent; bad input is 400 with messages and the typed values; too much is 409 with what is left; a good one redirects", async () => {
    const { lead, paymentId } = await paidInCash();
    const form = { intent: "refund-deposit", paymentId, key: randomUUID(), amount: "40", method: "cash", receivedOn: today, checkNumber: "", note: "" };
    expect((await load("Ops Admin", lead.id)).data).toMatchObject({ canRefund: false, payments: [{ id: paymentId, refundableCents: 10_000 }] });
    expect((await load("Super Admin", lead.id)).data).toMatchObject({ canRefund: true });
    expect((await post("Ops Admin", lead.id, form)).status).toBe(403);
    const bad = await post("Super Admin", lead.id, { ...form, amount: "-5", method: "check", note: "typed" });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ errors: { amount: ["Enter an amount in dollars and cents, more than $0.00 (for example 150 or 150.25)."] }, values: { amount: "-5", method: "check", note: "typed", paymentId } });
    const noCheck = await post("Super Admin", lead.id, { ...form, method: "check" });
    expect([noCheck.status, noCheck.data]).toMatchObject([400, { errors: { checkNumber: ["Enter the check's number (letters, digits or dashes, up to 20)."] } }]);
    const over = await post("Super Admin", lead.id, { ...form, amount: "100.01" });
    expect([over.status, over.data]).toMatchObject([409, { formErrors: ["At most $100.00 of that payment is left to refund."] }]);
    expect(await depositRows(lead.id)).toHaveLength(1);
    const done = await post("Super Admin", lead.id, form);
    expect(done.status).toBe(302);
    expect((await load("Super Admin", lead.id)).data).toMatchObject({ deposit: { state: "refunded", label: "Deposit partly refunded: $40.00 given back, $60.00 kept" }, payments: [{ refundableCents: 6_000 }, { refundOf: paymentId }] });
  });
});
