import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { invoices, payments, quoteAnswers, quotes } from "~/db/schema";
import { lockLead } from "~/leads/leads.server";
import { isUuid } from "~/utils/uuid";
import type { DepositStatus } from "./deposit-view";
import { paidCents } from "./invoices.server";
import { cardRefundable, insertOfflinePayment, paymentByKey, recordRefund, type OfflinePaymentInput, type PaymentOutcome, type PaymentRefusal, type RefundInput } from "./payments.server";

/**
 * Deposits (decision 089): what an approved quote asks before the visit, fixed at approval
 * (`quote_answers.deposit_cents`, from the quote's ask and the approved total by the quotes' money
 * module); paid by card through Stripe Checkout or recorded by staff, or waived by the office.
 * Every recording locks the quote's row first, so a webhook and a staff recording at once are
 * taken one after the other; the database refuses a deposit past the one due (migration's
 * `payments_deposit_guard`) unless the row says it is an overpayment.
 */

export type DepositState = {
  quoteId: string;
  leadId: string;
  version: number;
  dueCents: number;
  /** Deposit payments less their refunds. */
  paidCents: number;
  /** What was given back of it (decision 089, addendum). */
  refundedCents: number;
  waived: { by: string; at: Date } | null;
  /**
   * `waiting` until paid or waived: the visit is held but marked (decision 089); `refunded` once
   * the office gave back part or all of it and less than the deposit due is kept: the office's
   * choice, so it is neither waited for nor reminded of again.
   */
  state: DepositStatus;
};

/** Deposit payments (less refunds) and refunds of a quote, in cents, in one statement. */
export const depositSums = (quoteId: SQL | PgColumn) => ({
  paid: sql<string>`coalesce((select sum(case when p.refund_of is null then p.amount_cents else -p.amount_cents end) from payments p where p.quote_id = ${quoteId} and p.kind = 'deposit'), 0)`,
  refunded: sql<string>`coalesce((select sum(p.amount_cents) from payments p where p.quote_id = ${quoteId} and p.kind = 'deposit' and p.refund_of is not null), 0)`,
});

/** A deposit's state from its sums (the one rule for the pages, the schedule's marker and the reminders). */
export function depositStatus({ dueCents, paidCents, refundedCents, waived }: { dueCents: number; paidCents: number; refundedCents: number; waived: boolean }): DepositStatus {
  if (paidCents >= dueCents) return "paid";
  if (refundedCents > 0) return "refunded";
  return waived ? "waived" : "waiting";
}

type Db = Transaction | Database;

/** The deposit of the lead's latest quote when it is approved and asks one; undefined otherwise. */
export async function depositOfLead(leadId: string, db: Db = getDb()): Promise<DepositState | undefined> {
  if (!isUuid(leadId)) return undefined;
  const [row] = await db
    .select({ id: quotes.id, version: quotes.version, status: quotes.status, waivedBy: quotes.depositWaivedBy, waivedAt: quotes.depositWaivedAt, dueCents: quoteAnswers.depositCents, ...depositSums(quotes.id) })
    .from(quotes)
    .leftJoin(quoteAnswers, eq(quoteAnswers.quoteId, quotes.id))
    .where(eq(quotes.leadId, leadId))
    .orderBy(desc(quotes.version))
    .limit(1);
  if (!row || row.status !== "approved" || !row.dueCents) return undefined;
  const paid = Number(row.paid);
  const refunded = Number(row.refunded);
  const waived = row.waivedBy && row.waivedAt ? { by: row.waivedBy, at: row.waivedAt } : null;
  const state = depositStatus({ dueCents: row.dueCents, paidCents: paid, refundedCents: refunded, waived: waived !== null });
  return { quoteId: row.id, leadId, version: row.version, dueCents: row.dueCents, paidCents: paid, refundedCents: refunded, waived, state };
}

/** Of these leads, those whose visit waits for its deposit (the schedule's marker), in one statement. */
export async function leadsWaitingForDeposit(leadIds: readonly string[]): Promise<string[]> {
  const ids = leadIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await getDb()
    .selectDistinctOn([quotes.leadId], { leadId: quotes.leadId, status: quotes.status, waivedAt: quotes.depositWaivedAt, dueCents: quoteAnswers.depositCents, ...depositSums(quotes.id) })
    .from(quotes)
    .leftJoin(quoteAnswers, eq(quoteAnswers.quoteId, quotes.id))
    .where(inArray(quotes.leadId, ids))
    .orderBy(quotes.leadId, desc(quotes.version));
  return rows
    .filter((row) => row.status === "approved" && (row.dueCents ?? 0) > 0 && depositStatus({ dueCents: row.dueCents ?? 0, paidCents: Number(row.paid), refundedCents: Number(row.refunded), waived: row.waivedAt !== null }) === "waiting")
    .map((row) => row.leadId);
}

/** The lead's approved quote asking a deposit, its row locked for the transaction; undefined otherwise. */
async function lockDeposit(tx: Transaction, leadId: string): Promise<DepositState | undefined> {
  if (!isUuid(leadId)) return undefined;
  const [latest] = await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.leadId, leadId)).orderBy(desc(quotes.version)).limit(1);
  if (!latest) return undefined;
  await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, latest.id)).for("update");
  return depositOfLead(leadId, tx);
}

export type OfflineDepositInput = Omit<OfflinePaymentInput, "invoiceId">;

/**
 * A deposit taken outside the site (cash, check, Zelle, card on site), recorded by staff: the same
 * key again is the payment already recorded; more than is still due (paid by card meanwhile, or a
 * typed amount past it) is refused unless recorded as an overpayment. It clears the visit's marker.
 */
export async function recordOfflineDeposit(tx: Transaction, input: OfflineDepositInput): Promise<PaymentOutcome> {
  const deposit = await lockDeposit(tx, input.leadId);
  if (!deposit) return { ok: false, reason: "not-found" };
  const again = await paymentByKey(tx, input.key);
  if (again) return again.leadId === deposit.leadId && !again.refund ? { ok: true, payment: again } : { ok: false, reason: "not-found" };
  const due = deposit.dueCents - deposit.paidCents;
  if (!input.overpayment && input.amountCents > due) return { ok: false, reason: "over-balance", dueCents: Math.max(0, due) };
  return insertOfflinePayment(tx, { leadId: deposit.leadId, kind: "deposit", quoteId: deposit.quoteId }, input, due);
}

export type CardDepositInput = { sessionId: string; paymentIntent: string | null; quoteId: string; leadId: string; amountCents: number; receivedOn: string };

/**
 * A deposit Stripe reported paid: recorded once per Checkout session (its id the key). The money
 * was taken, so one past what is still due (staff recorded it meanwhile, two pages paid) is
 * recorded as an overpayment for the office to refund, never lost. Refused only for a quote that
 * is not the lead's approved one.
 */
export async function recordCardDeposit(tx: Transaction, input: CardDepositInput): Promise<PaymentOutcome> {
  if (!isUuid(input.quoteId)) return { ok: false, reason: "not-found" };
  const [quote] = await tx
    .select({ id: quotes.id, leadId: quotes.leadId, status: quotes.status })
    .from(quotes)
    .where(and(eq(quotes.id, input.quoteId), eq(quotes.leadId, input.leadId)))
    .for("update");
  if (!quote || quote.status !== "approved") return { ok: false, reason: "not-found" };
  const key = `stripe:${input.sessionId}`;
  const again = await paymentByKey(tx, key);
  if (again) return { ok: true, payment: again };
  const [answer] = await tx.select({ dueCents: quoteAnswers.depositCents }).from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id));
  const due = (answer?.dueCents ?? 0) - (await paidCents(tx, { quoteId: quote.id, kind: "deposit" }));
  const [row] = await tx
    .insert(payments)
    .values({
      leadId: quote.leadId,
      quoteId: quote.id,
      kind: "deposit",
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
  return { ok: true, payment: { id: row!.id, leadId: row!.leadId, invoiceId: null, amountCents: row!.amountCents, method: "card", refund: false, duplicate: false } };
}

export type WaiveOutcome = { ok: true; state: DepositState } | { ok: false; reason: "not-found" | "paid" | "waived" | "refunded" };

/** The office gives up the lead's deposit (decision 089: any admin), recorded with who and when; the visit's marker goes. */
export async function waiveDeposit(tx: Transaction, leadId: string, by: string): Promise<WaiveOutcome> {
  const deposit = await lockDeposit(tx, leadId);
  if (!deposit) return { ok: false, reason: "not-found" };
  if (deposit.state !== "waiting") return { ok: false, reason: deposit.state };
  await tx
    .update(quotes)
    .set({ depositWaivedBy: by, depositWaivedAt: sql`now()` })
    .where(and(eq(quotes.id, deposit.quoteId), isNull(quotes.depositWaivedAt)));
  return { ok: true, state: (await depositOfLead(leadId, tx))! };
}

/**
 * Why this payment cannot be refunded as the lead's deposit, if it cannot: not a deposit payment
 * of the lead's approved quote, or deducted already on an invoice that is not void (that money is
 * the invoice's now: void it, or refund it from the invoice, decision 086).
 */
async function depositRefusal(tx: Transaction, deposit: DepositState | undefined, paymentId: string): Promise<PaymentRefusal | undefined> {
  if (!deposit || !isUuid(paymentId)) return "not-found";
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.quoteId, deposit.quoteId), eq(payments.kind, "deposit"), isNull(payments.refundOf)));
  if (!payment) return "not-found";
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.quoteId, deposit.quoteId), sql`${invoices.status} <> 'void'`, sql`${invoices.depositCreditCents} > 0`));
  return invoice ? "invoiced" : undefined;
}

/** What a card refund of a deposit payment may take, read before Stripe is asked (nothing locked or written). */
export async function depositCardRefundable(tx: Transaction, input: Pick<RefundInput, "leadId" | "paymentId" | "amountCents" | "key">) {
  const refusal = await depositRefusal(tx, await depositOfLead(input.leadId, tx), input.paymentId);
  return refusal ? ({ ok: false, reason: refusal } as const) : cardRefundable(tx, input);
}

/**
 * A refund of a deposit payment (a Super Admin's, decision 089 addendum): the lead's row, then the
 * quote's locked, as a recording of the deposit and an invoice's making lock them, so an invoice
 * made meanwhile is seen; never past what is left of the payment (checked here under the payment's
 * lock, and by `payments_guard` whoever writes). The deposit then reads as refunded.
 */
export async function recordDepositRefund(tx: Transaction, input: RefundInput): Promise<PaymentOutcome> {
  if (!isUuid(input.leadId)) return { ok: false, reason: "not-found" };
  await lockLead(tx, input.leadId);
  const refusal = await depositRefusal(tx, await lockDeposit(tx, input.leadId), input.paymentId);
  if (refusal) {
    const again = refusal === "invoiced" ? undefined : await paymentByKey(tx, input.key);
    return again?.refund ? { ok: true, payment: again } : { ok: false, reason: refusal };
  }
  return recordRefund(tx, input);
}

export type DepositPayment = { id: string; amountCents: number; method: string; checkNumber: string | null; receivedOn: string; recordedBy: string | null; refundOf: string | null; createdAt: Date; note: string; refundableCents: number };

/** The deposit's payments and refunds, oldest first, each payment with what is left of it to refund. */
export async function depositPayments(quoteId: string): Promise<DepositPayment[]> {
  const rows = await getDb().select().from(payments).where(and(eq(payments.quoteId, quoteId), eq(payments.kind, "deposit"))).orderBy(payments.createdAt);
  return rows.map((row) => ({
    id: row.id,
    amountCents: row.amountCents,
    method: row.method,
    checkNumber: row.checkNumber,
    receivedOn: row.receivedOn,
    recordedBy: row.recordedBy,
    refundOf: row.refundOf,
    createdAt: row.createdAt,
    note: row.note,
    refundableCents: row.refundOf ? 0 : row.amountCents - rows.filter((refund) => refund.refundOf === row.id).reduce((sum, refund) => sum + refund.amountCents, 0),
  }));
}
