import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { takenIndex } from "~/db/errors";
import { invoices, payments, stripeEvents } from "~/db/schema";
import type { OfflineMethod, PaymentMethod } from "~/db/payment-values";
import { isUuid } from "~/utils/uuid";
import { paidCents } from "./invoices.server";

/**
 * Recording payments and refunds (decision 086), each in the caller's transaction. The app checks
 * what it can say in words (the invoice's balance, what is left of a payment to refund); the
 * database's triggers hold the same rules whoever writes (migration 0024), and the unique key of
 * a recording makes the same form sent twice one payment.
 */

export type RecordedPayment = { id: string; leadId: string; invoiceId: string | null; amountCents: number; method: PaymentMethod; refund: boolean; duplicate: boolean };

export type PaymentRefusal = "not-found" | "void" | "over-balance" | "over-payment" | "not-refundable" | "not-card" | "card-off" | "provider-failed" | "invoiced";

export type PaymentOutcome = { ok: true; payment: RecordedPayment } | { ok: false; reason: PaymentRefusal; dueCents?: number };

export type OfflinePaymentInput = {
  /** The lead the form was on: an invoice of another lead is not found. */
  leadId: string;
  invoiceId: string;
  key: string;
  amountCents: number;
  method: OfflineMethod;
  checkNumber?: string;
  receivedOn: string;
  overpayment: boolean;
  note: string;
  recordedBy: string;
};

/**
 * The lead's invoice, its row locked for the transaction (payments recorded at once are taken one
 * after the other), or undefined for a malformed id or another lead's invoice.
 */
async function lockInvoice(tx: Transaction, { invoiceId, leadId }: { invoiceId: string; leadId: string }) {
  if (!isUuid(invoiceId) || !isUuid(leadId)) return undefined;
  const [invoice] = await tx.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.leadId, leadId))).for("update");
  return invoice;
}

/** What is still owed on a locked invoice: its balance less what was paid (payments less refunds). */
async function stillDue(tx: Transaction, invoice: { id: string; balanceCents: number }): Promise<number> {
  return invoice.balanceCents - (await paidCents(tx, { invoiceId: invoice.id }));
}

/** The payment already recorded under this key, if any (the same recording sent again). */
export async function paymentByKey(tx: Transaction, key: string): Promise<RecordedPayment | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.idempotencyKey, key));
  return row && { id: row.id, leadId: row.leadId, invoiceId: row.invoiceId, amountCents: row.amountCents, method: row.method as PaymentMethod, refund: row.refundOf !== null, duplicate: true };
}

/**
 * A payment taken outside the site (cash, check, Zelle, card on site) against the lead's invoice.
 * The invoice's row is locked first, so recordings at once are taken one after the other: the
 * same key again is the payment already recorded; more than is still owed is refused unless
 * recorded as an overpayment.
 */
export async function recordOfflinePayment(tx: Transaction, input: OfflinePaymentInput): Promise<PaymentOutcome> {
  const invoice = await lockInvoice(tx, input);
  if (!invoice) return { ok: false, reason: "not-found" };
  const again = await paymentByKey(tx, input.key);
  if (again) return again.invoiceId === invoice.id && !again.refund ? { ok: true, payment: again } : { ok: false, reason: "not-found" };
  if (invoice.status === "void") return { ok: false, reason: "void" };
  const due = await stillDue(tx, invoice);
  if (!input.overpayment && input.amountCents > due) return { ok: false, reason: "over-balance", dueCents: Math.max(0, due) };
  return insertOfflinePayment(tx, { leadId: invoice.leadId, invoiceId: invoice.id, kind: "invoice" }, input, due);
}

/**
 * A payment taken outside the site written once under its key, toward an invoice or a quote's
 * deposit (`target`), after the caller locked what it pays and checked it against `due`: an
 * overpayment only when asked for and past what is due; the same key written meanwhile is that payment.
 */
export async function insertOfflinePayment(
  tx: Transaction,
  target: { leadId: string; kind: "invoice"; invoiceId: string } | { leadId: string; kind: "deposit"; quoteId: string },
  input: Omit<OfflinePaymentInput, "leadId" | "invoiceId">,
  due: number,
): Promise<PaymentOutcome> {
  const [row] = await tx
    .insert(payments)
    .values({
      ...target,
      method: input.method,
      amountCents: input.amountCents,
      checkNumber: input.method === "check" ? (input.checkNumber ?? null) : null,
      note: input.note,
      overpayment: input.overpayment && input.amountCents > due,
      recordedBy: input.recordedBy,
      receivedOn: input.receivedOn,
      idempotencyKey: input.key,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (!row) {
    const recorded = await paymentByKey(tx, input.key);
    return recorded ? { ok: true, payment: recorded } : { ok: false, reason: "not-found" };
  }
  return { ok: true, payment: { id: row.id, leadId: row.leadId, invoiceId: row.invoiceId, amountCents: row.amountCents, method: input.method, refund: false, duplicate: false } };
}

export type RefundInput = {
  leadId: string;
  paymentId: string;
  key: string;
  amountCents: number;
  /** `card`: back onto the card through Stripe (a card payment only); the others are given back outside the site. */
  method: OfflineMethod | "card";
  checkNumber?: string;
  receivedOn: string;
  note: string;
  recordedBy: string;
};

/**
 * What a refund may take, read before a refund goes through Stripe (nothing written): the payment's
 * Stripe payment intent, or why it cannot be refunded that way.
 */
export async function cardRefundable(tx: Transaction, input: Pick<RefundInput, "leadId" | "paymentId" | "amountCents" | "key">): Promise<{ ok: true; paymentIntent: string } | { ok: false; reason: PaymentRefusal; dueCents?: number }> {
  if (!isUuid(input.paymentId) || !isUuid(input.leadId)) return { ok: false, reason: "not-found" };
  const [original] = await tx.select().from(payments).where(and(eq(payments.id, input.paymentId), eq(payments.leadId, input.leadId)));
  if (!original || original.refundOf) return { ok: false, reason: "not-found" };
  if (original.method !== "card" || !original.stripePaymentIntent) return { ok: false, reason: "not-card" };
  // The same form sent again (a retry, a double click) after its refund was made: Stripe answers its key with that refund, and the recording finds it.
  const again = await paymentByKey(tx, input.key);
  if (again?.refund) return { ok: true, paymentIntent: original.stripePaymentIntent };
  const refunds = await tx.select({ amountCents: payments.amountCents }).from(payments).where(eq(payments.refundOf, original.id));
  const left = original.amountCents - refunds.reduce((sum, row) => sum + row.amountCents, 0);
  if (input.amountCents > left) return { ok: false, reason: "not-refundable", dueCents: left };
  return { ok: true, paymentIntent: original.stripePaymentIntent };
}

/** A refund of a payment of the lead's, recorded the same way, never past what is left of the payment (the payment's row locked). */
export async function recordRefund(tx: Transaction, input: RefundInput): Promise<PaymentOutcome> {
  if (!isUuid(input.paymentId) || !isUuid(input.leadId)) return { ok: false, reason: "not-found" };
  const [original] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), eq(payments.leadId, input.leadId)))
    .for("update");
  if (!original || original.refundOf) return { ok: false, reason: "not-found" };
  const again = await paymentByKey(tx, input.key);
  if (again) return again.refund ? { ok: true, payment: again } : { ok: false, reason: "not-found" };
  const refunds = await tx.select({ amountCents: payments.amountCents }).from(payments).where(eq(payments.refundOf, original.id));
  const left = original.amountCents - refunds.reduce((sum, row) => sum + row.amountCents, 0);
  if (input.amountCents > left) return { ok: false, reason: "not-refundable", dueCents: left };
  const [row] = await tx
    .insert(payments)
    .values({
      leadId: original.leadId,
      invoiceId: original.invoiceId,
      quoteId: original.quoteId,
      kind: original.kind,
      method: input.method,
      amountCents: input.amountCents,
      checkNumber: input.method === "check" ? (input.checkNumber ?? null) : null,
      note: input.note,
      refundOf: original.id,
      recordedBy: input.recordedBy,
      receivedOn: input.receivedOn,
      idempotencyKey: input.key,
    })
    .returning();
  return { ok: true, payment: { id: row!.id, leadId: row!.leadId, invoiceId: row!.invoiceId, amountCents: row!.amountCents, method: input.method, refund: true, duplicate: false } };
}

/** Why a payment's statement was refused by the database's own rules (the triggers and CHECKs of migration 0024), if it was. */
export function refusedByMoneyRules(error: unknown): PaymentRefusal | undefined {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  if (cause.code !== "23514" && cause.code !== "23505") return undefined;
  if (takenIndex(error) === "payments_idempotency_idx") return undefined;
  if (cause.constraint === "payments_overpayment_check" || cause.constraint === "payments_deposit_over_check") return "over-balance";
  if (cause.constraint === "payments_refund_amount_check") return "not-refundable";
  if (cause.constraint === "payments_void_invoice_check") return "void";
  return cause.code === "23514" ? "not-found" : undefined;
}

/**
 * Takes a Stripe event's id once (decision 086): true the first time, false when it was taken
 * before (Stripe sends an event again, a replay). In the caller's transaction, so an event whose
 * recording fails is not taken and Stripe's retry records it.
 */
export async function claimStripeEvent(tx: Transaction, id: string, type: string): Promise<boolean> {
  const inserted = await tx.insert(stripeEvents).values({ id, type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return inserted.length === 1;
}

export type CardPaymentInput = { sessionId: string; paymentIntent: string | null; invoiceId: string; leadId: string; amountCents: number; receivedOn: string };

/**
 * A card payment Stripe reported paid, against the invoice it was made for: recorded once per
 * Checkout session (its id unique, whichever event says so first: `completed` or
 * `async_payment_succeeded`, in any order). The money was taken: one that goes past the balance
 * (paid offline meanwhile, two pages paid) is recorded as an overpayment for the office to refund,
 * never lost.
 */
export async function recordCardPayment(tx: Transaction, input: CardPaymentInput): Promise<PaymentOutcome> {
  const invoice = await lockInvoice(tx, input);
  if (!invoice) return { ok: false, reason: "not-found" };
  const key = `stripe:${input.sessionId}`;
  const again = await paymentByKey(tx, key);
  if (again) return { ok: true, payment: again };
  const due = await stillDue(tx, invoice);
  const [row] = await tx
    .insert(payments)
    .values({
      leadId: invoice.leadId,
      invoiceId: invoice.id,
      kind: "invoice",
      method: "card",
      amountCents: input.amountCents,
      overpayment: input.amountCents > due,
      recordedBy: null,
      receivedOn: input.receivedOn,
      idempotencyKey: key,
      stripeCheckoutSession: input.sessionId,
      stripePaymentIntent: input.paymentIntent,
    })
    .returning();
  return { ok: true, payment: { id: row!.id, leadId: row!.leadId, invoiceId: row!.invoiceId, amountCents: row!.amountCents, method: "card", refund: false, duplicate: false } };
}

/** What the customer's return from Checkout says, from the database: paid once its payment is recorded, pending until then. */
export async function checkoutState(db: Transaction | Database, leadId: string, sessionId: string): Promise<"paid" | "pending"> {
  if (!isUuid(leadId) || !/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return "pending";
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.stripeCheckoutSession, sessionId), eq(payments.leadId, leadId)));
  return row ? "paid" : "pending";
}
