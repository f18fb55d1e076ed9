import { asc } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox, payments, stripeEvents } from "~/db/schema";
import * as invoiceRoute from "~/routes/invoice";
import * as webhook from "~/routes/webhooks.stripe";
import { args, outcomeOf } from "../../tests/integration/admin-fixtures";
import { sentInvoiceJob, resetPayments } from "../../tests/support/payment-fixtures";
import { startStripeServer } from "../../tests/support/stripe-server";
import { refundPayment, takeOfflinePayment } from "~/flows/get-paid.server";
import { isoDateInZone } from "~/utils/dates";
import { randomUUID } from "node:crypto";
import { TEST_WEBHOOK_SECRET, withTestStripe } from "../../tests/support/stripe-settings";

let stripeServer: Awaited<ReturnType<typeof startStripeServer>>;
/** The SDK's own signer of test events (`generateTestHeaderString`): no network. */
const signer = new Stripe("sk_test_signeronly0000");

beforeAll(async () => {
  stripeServer = await startStripeServer();
});
afterAll(() => stripeServer.close());
beforeEach(resetPayments);

const pay = (path: string, requestId: string) =>
  outcomeOf(() =>
    invoiceRoute.action(
      args(new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=pay" }), { requestId }),
    ),
  );
const page = (path: string, requestId: string) => outcomeOf(() => invoiceRoute.loader(args(new Request(`http://localhost${path}`), { requestId })));

/** A Checkout session event as Stripe sends it, signed with the secret (or `secret`). */
function event(id: string, type: string, session: { id: string; amount: number; invoiceId: string; leadId: string; status?: string }, secret = TEST_WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    created: 1_765_000_000,
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        payment_status: session.status ?? "paid",
        amount_total: session.amount,
        currency: "usd",
        payment_intent: `pi_${session.id}`,
        metadata: { kind: "invoice", invoice_id: session.invoiceId, lead_id: session.leadId },
      },
    },
  });
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** The webhook's answer: its status and, for a 200, its JSON. */
async function deliver(signed: { payload: string; header: string }): Promise<{ status: number; data?: unknown }> {
  const request = new Request("http://localhost/webhooks/stripe", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signed.header }, body: signed.payload });
  const response = await webhook.action(args(request));
  return { status: response.status, data: response.status === 200 ? await response.json() : undefined };
}
/** The payments on invoices (the fixture's deposit left out). */
const cardPayments = async () => (await getDb().select().from(payments).orderBy(asc(payments.createdAt))).filter((row) => row.kind === "invoice");

describe("card payments through Stripe Checkout", () => {
  withTestStripe(() => stripeServer);

  it("'Pay by card' opens a Checkout page for the balance in the database, and the page says pending, then paid once the webhook records it", async () => {
    const { lead, invoice } = await sentInvoiceJob();
    const shown = await page(`/status/${lead.id}/invoice`, lead.id);
    expect(shown.data).toMatchObject({ page: { card: true, dueCents: 30_000 } });
    const started = await pay(`/status/${lead.id}/invoice`, lead.id);
    expect(started.status).toBe(303);
    const [session] = stripeServer.sessions;
    expect(started.location).toBe(session!.url);
    expect(session!.authorization).toBe("Bearer sk_test_localtestkey0001");
    expect(Object.fromEntries(session!.params)).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "30000",
      "metadata[invoice_id]": invoice.id,
      "metadata[lead_id]": lead.id,
      success_url: `https://handyman.example/status/${lead.id}/invoice?checkout={CHECKOUT_SESSION_ID}`,
    });
    // The customer is back before the webhook: the URL says nothing, the database says pending.
    expect((await page(`/status/${lead.id}/invoice?checkout=${session!.id}`, lead.id)).data).toMatchObject({ page: { checkout: "pending" } });
    const delivered = await deliver(event("evt_1", "checkout.session.completed", { id: session!.id, amount: 30_000, invoiceId: invoice.id, leadId: lead.id }));
    expect([delivered.status, delivered.data]).toEqual([200, { received: true, outcome: "recorded" }]);
    expect((await page(`/status/${lead.id}/invoice?checkout=${session!.id}`, lead.id)).data).toMatchObject({ page: { checkout: "paid", card: false, dueCents: 0, invoice: { balance: "Paid in full. Thank you!" } } });
    const [payment] = await cardPayments();
    expect(payment).toMatchObject({ method: "card", amountCents: 30_000, recordedBy: null, stripeCheckoutSession: session!.id, stripePaymentIntent: `pi_${session!.id}`, overpayment: false });
    const receipts = (await getDb().select().from(mailOutbox)).filter((mail) => mail.kind === "payment-receipt-customer");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain("We received your payment of $300.00 (card)");
  });

  it("a replayed event, the same event twice at once, and the session's other event out of order record the payment once", async () => {
    const { lead, invoice } = await sentInvoiceJob();
    const session = { id: "cs_test_replay", amount: 30_000, invoiceId: invoice.id, leadId: lead.id };
    const first = event("evt_async", "checkout.session.async_payment_succeeded", session);
    const outcomes = await Promise.all([deliver(first), deliver(first)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([200, 200]);
    expect(outcomes.map((outcome) => (outcome.data as { outcome: string }).outcome).sort()).toEqual(["recorded", "replayed"]);
    expect((await deliver(first)).data).toEqual({ received: true, outcome: "replayed" });
    expect((await deliver(event("evt_completed", "checkout.session.completed", session))).data).toEqual({ received: true, outcome: "already-recorded" });
    expect(await cardPayments()).toHaveLength(1);
    expect((await getDb().select().from(stripeEvents)).map((row) => row.id).sort()).toEqual(["evt_async", "evt_completed"]);
  });

  it("a bad or missing signature is 400 and records nothing; an unpaid session records nothing", async () => {
    const { lead, invoice } = await sentInvoiceJob();
    const session = { id: "cs_test_bad", amount: 30_000, invoiceId: invoice.id, leadId: lead.id };
    expect((await deliver(event("evt_bad", "checkout.session.completed", session, "whsec_someoneelse000000000"))).status).toBe(400);
    const tampered = event("evt_tampered", "checkout.session.completed", session);
    expect((await deliver({ payload: tampered.payload.replace("30000", "1"), header: tampered.header })).status).toBe(400);
    expect((await deliver({ payload: tampered.payload, header: "" })).status).toBe(400);
    expect((await deliver(event("evt_unpaid", "checkout.session.completed", { ...session, status: "unpaid" }))).data).toEqual({ received: true, outcome: "ignored" });
    expect(await cardPayments()).toEqual([]);
    expect((await getDb().select().from(stripeEvents)).map((row) => row.id)).toEqual(["evt_unpaid"]);
  });

  it("a card payment after the balance was paid offline is recorded as an overpayment, never lost", async () => {
    const { lead, invoice } = await sentInvoiceJob();
    const today = isoDateInZone(new Date());
    expect((await takeOfflinePayment({ leadId: lead.id, invoiceId: invoice.id, key: randomUUID(), amountCents: 30_000, method: "cash", receivedOn: today, overpayment: false, note: "", recordedBy: "ops@example.com" })).ok).toBe(true);
    expect((await deliver(event("evt_late", "checkout.session.completed", { id: "cs_test_late", amount: 30_000, invoiceId: invoice.id, leadId: lead.id }))).data).toEqual({ received: true, outcome: "recorded" });
    expect((await cardPayments()).map((row) => [row.method, row.overpayment])).toEqual([["cash", false], ["card", true]]);
  });

  it("a refund to the card goes through Stripe once per form (its key), then is recorded; Stripe failing records nothing", async () => {
    const { lead, invoice } = await sentInvoiceJob();
    const session = { id: "cs_test_refund", amount: 30_000, invoiceId: invoice.id, leadId: lead.id };
    expect((await deliver(event("evt_paid", "checkout.session.completed", session))).status).toBe(200);
    const [card] = await cardPayments();
    const today = isoDateInZone(new Date());
    const refund = { leadId: lead.id, paymentId: card!.id, key: randomUUID(), amountCents: 5_000, method: "card" as const, receivedOn: today, note: "", recordedBy: "owner@example.com" };
    stripeServer.fail(true);
    expect(await refundPayment(refund)).toEqual({ ok: false, reason: "provider-failed" });
    expect(await cardPayments()).toHaveLength(1);
    stripeServer.fail(false);
    expect((await refundPayment(refund)).ok).toBe(true);
    expect((await refundPayment(refund)).ok).toBe(true);
    expect(stripeServer.refunds.map((made) => [made.params.get("payment_intent"), made.params.get("amount"), made.idempotencyKey])).toEqual([[`pi_${session.id}`, "5000", `refund:${refund.key}`]]);
    expect((await cardPayments()).map((row) => [row.method, row.amountCents, row.refundOf])).toEqual([["card", 30_000, null], ["card", 5_000, card!.id]]);
    expect(await refundPayment({ ...refund, key: randomUUID(), amountCents: 30_000 })).toEqual({ ok: false, reason: "not-refundable", dueCents: 25_000 });
    expect(stripeServer.refunds).toHaveLength(1);
  });

  it("Stripe failing answers 503 with the words to retry, and nothing is recorded", async () => {
    const { lead } = await sentInvoiceJob({ language: "es" });
    stripeServer.fail(true);
    const refused = await pay(`/es/status/${lead.id}/invoice`, lead.id);
    expect(refused.status).toBe(503);
    expect((refused.data as { error: string }).error).toContain("No se pudo abrir la página de pago con tarjeta");
  });
});

describe("without Stripe's keys", () => {
  it("the page offers the offline ways only and says so; 'Pay by card' is refused; the webhook is 404", async () => {
    const { lead, invoice } = await sentInvoiceJob();
    expect((await page(`/status/${lead.id}/invoice`, lead.id)).data).toMatchObject({ page: { card: false, dueCents: 30_000 } });
    const refused = await pay(`/status/${lead.id}/invoice`, lead.id);
    expect([refused.status, refused.data]).toEqual([409, { error: "Paying by card online isn't available yet." }]);
    const signed = event("evt_x", "checkout.session.completed", { id: "cs_x", amount: 30_000, invoiceId: invoice.id, leadId: lead.id });
    expect((await deliver(signed)).status).toBe(404);
    expect(await cardPayments()).toEqual([]);
  });
});
