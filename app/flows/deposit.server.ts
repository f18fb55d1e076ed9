import { getDb } from "~/db/client.server";
import { depositCardRefundable, recordDepositRefund, recordOfflineDeposit, waiveDeposit, type OfflineDepositInput, type WaiveOutcome } from "~/payments/deposits.server";
import { refusedByMoneyRules, type PaymentOutcome, type RefundInput } from "~/payments/payments.server";
import { refundThenRecord } from "./get-paid.server";
import { queueReceipt } from "~/payments/send.server";

/**
 * The office's side of a deposit (decision 089), each one transaction: a deposit taken outside the
 * site recorded with the customer's receipt, the deposit waived, or a payment of it refunded. A card deposit is recorded by
 * the webhook (`takeStripeEvent`). A statement the database refuses for the money rules (a race the
 * app's check lost) answers as the app's own refusal.
 */
export async function takeOfflineDeposit(input: OfflineDepositInput): Promise<PaymentOutcome> {
  try {
    return await getDb().transaction(async (tx) => {
      const outcome = await recordOfflineDeposit(tx, input);
      if (outcome.ok && !outcome.payment.duplicate) await queueReceipt(tx, outcome.payment.id);
      return outcome;
    });
  } catch (error) {
    const reason = refusedByMoneyRules(error);
    if (reason) return { ok: false, reason };
    throw error;
  }
}

export async function waiveLeadDeposit(leadId: string, by: string): Promise<WaiveOutcome> {
  return getDb().transaction((tx) => waiveDeposit(tx, leadId, by));
}

/**
 * A deposit payment given back, all or part (a Super Admin's, checked by the route; decision 089
 * addendum): onto the card through Stripe for a card deposit, or recorded as given back another
 * way, the invoice payments' way (`refundThenRecord`), with the deposit's own rules.
 */
export async function refundLeadDeposit(input: RefundInput): Promise<PaymentOutcome> {
  return refundThenRecord(input, { check: (tx) => depositCardRefundable(tx, input), record: (tx) => recordDepositRefund(tx, input) });
}
