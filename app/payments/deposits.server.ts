import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { payments, quoteAnswers, quotes } from "~/db/schema";
import { isUuid } from "~/utils/uuid";
import { paidCents } from "./invoices.server";
import { insertOfflinePayment, paymentByKey, type OfflinePaymentInput, type PaymentOutcome } from "./payments.server";

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
  waived: { by: string; at: Date } | null;
  /** `waiting` until paid or waived: the visit is held but marked (decision 089). */
  state: "waiting" | "paid" | "waived";
};

type Db = Transaction | Database;

/** The deposit of the lead's latest quote when it is approved and asks one; undefined otherwise. */
export async function depositOfLead(leadId: string, db: Db = getDb()): Promise<DepositState | undefined> {
  if (!isUuid(leadId)) return undefined;
  const [row] = await db
    .select({ id: quotes.id, version: quotes.version, status: quotes.status, waivedBy: quotes.depositWaivedBy, waivedAt: quotes.depositWaivedAt, dueCents: quoteAnswers.depositCents })
    .from(quotes)
    .leftJoin(quoteAnswers, eq(quoteAnswers.quoteId, quotes.id))
    .where(eq(quotes.leadId, leadId))
    .orderBy(desc(quotes.version))
    .limit(1);
  if (!row || row.status !== "approved" || !row.dueCents) return undefined;
  const paid = await paidCents(db as Transaction, { quoteId: row.id, kind: "deposit" });
  const waived = row.waivedBy && row.waivedAt ? { by: row.waivedBy, at: row.waivedAt } : null;
  return { quoteId: row.id, leadId, version: row.version, dueCents: row.dueCents, paidCents: paid, waived, state: paid >= row.dueCents ? "paid" : waived ? "waived" : "waiting" };
}

/** Of these leads, those whose visit waits for its deposit (the schedule's marker), in one statement. */
export async function leadsWaitingForDeposit(leadIds: readonly string[]): Promise<string[]> {
  const ids = leadIds.filter(isUuid);
  if (ids.length === 0) return [];
  const paid = sql<number>`coalesce((select sum(case when p.refund_of is null then p.amount_cents else -p.amount_cents end) from payments p where p.quote_id = ${quotes.id} and p.kind = 'deposit'), 0)`;
  const rows = await getDb()
    .selectDistinctOn([quotes.leadId], { leadId: quotes.leadId, status: quotes.status, waivedAt: quotes.depositWaivedAt, dueCents: quoteAnswers.depositCents, paid })
    .from(quotes)
    .leftJoin(quoteAnswers, eq(quoteAnswers.quoteId, quotes.id))
    .where(inArray(quotes.leadId, ids))
    .orderBy(quotes.leadId, desc(quotes.version));
  return rows.filter((row) => row.status === "approved" && (row.dueCents ?? 0) > 0 && !row.waivedAt && Number(row.paid) < (row.dueCents ?? 0)).map((row) => row.leadId);
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

export type WaiveOutcome = { ok: true; state: DepositState } | { ok: false; reason: "not-found" | "paid" | "waived" };

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
