import { getDb } from "~/db/client.server";
import { recordOfflineDeposit, waiveDeposit, type OfflineDepositInput, type WaiveOutcome } from "~/payments/deposits.server";
import { refusedByMoneyRules, type PaymentOutcome } from "~/payments/payments.server";
import { queueReceipt } from "~/payments/send.server";

/**
 * The office's side of a deposit (decision 089), each one transaction: a deposit taken outside the
 * site recorded with the customer's receipt, or the deposit waived. A card deposit is recorded by
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
