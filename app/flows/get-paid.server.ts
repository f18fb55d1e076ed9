import { getDb, type Transaction } from "~/db/client.server";
import { issueInvoice, type IssueInvoiceInput, type IssuedInvoice, type InvoiceRefusal } from "~/payments/invoices.server";
import type Stripe from "stripe";
import { logger } from "~/utils/logger.server";
import { isoDateInZone } from "~/utils/dates";
import { cardRefundable, claimStripeEvent, recordCardPayment, recordOfflinePayment, recordRefund, refusedByMoneyRules, type OfflinePaymentInput, type PaymentOutcome, type RefundInput } from "~/payments/payments.server";
import { cardPaymentsEnabled, paidCheckout, paidDepositCheckout, refundCard } from "~/payments/stripe.server";
import { recordCardDeposit } from "~/payments/deposits.server";
import { queueInvoice, queueReceipt, type SendInvoiceOutcome } from "~/payments/send.server";
import { addInvoiceLine, changeInvoiceDetails, refusedAsFrozen, removeInvoiceLine, voidInvoice, type InvoiceChangeOutcome } from "~/payments/invoice-changes.server";

/**
 * Getting paid (decision 086), each journey one transaction: an invoice made from the completed
 * job's approved quote (the lead locked, the quote read, the deposit deducted, the year's number
 * taken), the invoice sent (its e-mail with the PDF, counted against the customer's cap), a
 * payment recorded by staff with its receipt, a refund with its own. The money's rules are the
 * payments domain's and the database's; a statement the database refuses for them is answered as
 * the same refusal.
 */
export async function createInvoice(input: IssueInvoiceInput): Promise<{ ok: true; invoice: IssuedInvoice } | { ok: false; reason: InvoiceRefusal; number?: string }> {
  return getDb().transaction((tx) => issueInvoice(tx, input));
}

/** The lead's invoice to the customer: the e-mail with its PDF and, with consent, a text; `key` is the send form's own. */
export async function sendInvoice(leadId: string, key: string): Promise<SendInvoiceOutcome> {
  return getDb().transaction((tx) => queueInvoice(tx, leadId, key));
}

export type InvoiceChange =
  | ({ kind: "add-line" } & Parameters<typeof addInvoiceLine>[1])
  | ({ kind: "remove-line" } & Parameters<typeof removeInvoiceLine>[1])
  | ({ kind: "details" } & Parameters<typeof changeInvoiceDetails>[1])
  | ({ kind: "void" } & Parameters<typeof voidInvoice>[1]);

/**
 * A change to an invoice (decision 090), one transaction: a draft's added work, removed item, due
 * date and terms with its totals computed again, or a Super Admin's void (the route checks the
 * role). A change the database's rule refuses (sent or paid meanwhile) answers as the app's would.
 */
export async function changeInvoice(change: InvoiceChange): Promise<InvoiceChangeOutcome> {
  try {
    return await getDb().transaction((tx) => {
      if (change.kind === "add-line") return addInvoiceLine(tx, change);
      if (change.kind === "remove-line") return removeInvoiceLine(tx, change);
      if (change.kind === "details") return changeInvoiceDetails(tx, change);
      return voidInvoice(tx, change);
    });
  } catch (error) {
    const reason = refusedAsFrozen(error);
    if (reason) return { ok: false, reason };
    throw error;
  }
}

/** Runs a recording; a refusal by the database's money rules (a race the app's check lost) answers as the app's would. */
async function refusedOrThrown(work: () => Promise<PaymentOutcome>): Promise<PaymentOutcome> {
  try {
    return await work();
  } catch (error) {
    const reason = refusedByMoneyRules(error);
    if (reason) return { ok: false, reason };
    throw error;
  }
}

/** A payment taken outside the site (cash, check, Zelle, card on site), recorded by staff against the lead's invoice, with the customer's receipt. */
export async function takeOfflinePayment(input: OfflinePaymentInput): Promise<PaymentOutcome> {
  return refusedOrThrown(() =>
    getDb().transaction(async (tx) => {
      const outcome = await recordOfflinePayment(tx, input);
      if (outcome.ok && !outcome.payment.duplicate) await queueReceipt(tx, outcome.payment.id);
      return outcome;
    }),
  );
}

/**
 * A refund of one of the lead's payments (a Super Admin's, checked by the route), with the
 * customer's notice of it.
 */
export async function refundPayment(input: RefundInput): Promise<PaymentOutcome> {
  return refundThenRecord(input, { check: (tx) => cardRefundable(tx, input), record: (tx) => recordRefund(tx, input) });
}

/**
 * The one way a refund is made, an invoice payment's or a deposit's (decision 089 addendum), each
 * target's own rules in `check` (read, nothing written) and `record` (under its locks): a refund to
 * the card goes through Stripe first (checked, then asked of Stripe with the form's key as its
 * idempotency key, so a retry is the same refund), then recorded with the customer's notice: Stripe
 * is never asked while a row is locked, and a refund Stripe refused records nothing.
 */
export async function refundThenRecord(
  input: RefundInput,
  steps: { check: (tx: Transaction) => ReturnType<typeof cardRefundable>; record: (tx: Transaction) => Promise<PaymentOutcome> },
): Promise<PaymentOutcome> {
  if (input.method === "card") {
    if (!cardPaymentsEnabled()) return { ok: false, reason: "card-off" };
    const checked = await getDb().transaction((tx) => steps.check(tx));
    if (!checked.ok) return checked;
    try {
      await refundCard(checked.paymentIntent, input.amountCents, input.key);
    } catch (error) {
      logger.error({ err: error, payment: input.paymentId }, "a refund through Stripe failed");
      return { ok: false, reason: "provider-failed" };
    }
  }
  return refusedOrThrown(() =>
    getDb().transaction(async (tx) => {
      const outcome = await steps.record(tx);
      if (outcome.ok && !outcome.payment.duplicate) await queueReceipt(tx, outcome.payment.id);
      return outcome;
    }),
  );
}

export type StripeEventOutcome = "recorded" | "already-recorded" | "replayed" | "ignored" | "unknown-invoice";

/**
 * A Stripe event whose signature the route checked (decision 086), in one transaction: its id
 * taken once (a replay, or the same event sent again, records nothing more); a Checkout session
 * paid records the card payment once per session, whichever of its events comes first, with the
 * customer's receipt. Other events are taken and ignored.
 */
export async function takeStripeEvent(event: Stripe.Event, now: Date = new Date()): Promise<StripeEventOutcome> {
  return getDb().transaction(async (tx) => {
    if (!(await claimStripeEvent(tx, event.id, event.type))) return "replayed";
    const deposit = paidDepositCheckout(event);
    const paid = paidCheckout(event);
    if (!paid && !deposit) return "ignored";
    // A deposit (decision 089) or an invoice's payment, each recorded once per Checkout session.
    const outcome = deposit ? await recordCardDeposit(tx, { ...deposit, receivedOn: isoDateInZone(now) }) : await recordCardPayment(tx, { ...paid!, receivedOn: isoDateInZone(now) });
    if (!outcome.ok) {
      // Money taken for an invoice we cannot find: kept in the log (and in Stripe) for the office.
      logger.error({ event: event.id, session: (deposit ?? paid)!.sessionId }, "a paid Checkout session names no invoice or approved quote of ours");
      return "unknown-invoice";
    }
    if (outcome.payment.duplicate) return "already-recorded";
    await queueReceipt(tx, outcome.payment.id);
    return "recorded";
  });
}
