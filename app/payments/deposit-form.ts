import { z } from "~/utils/zod";
import { offlinePaymentFields, refundFields, withCheckNumber } from "./payment-form";

/** The staff's deposit forms on `/admin/leads/:id/deposit` (decision 089): a deposit taken outside the site, the waiver, and a refund. */
export function recordDepositSchema(today: string) {
  return z.object({ intent: z.literal("record-deposit"), ...offlinePaymentFields(today) }).superRefine(withCheckNumber);
}

/** A Super Admin's refund of a deposit payment, all or part (decision 089 addendum): the invoice refund's fields. */
export function refundDepositSchema(today: string) {
  return z.object({ intent: z.literal("refund-deposit"), ...refundFields(today) }).superRefine(withCheckNumber);
}

export const waiveDepositSchema = z.object({ intent: z.literal("waive-deposit") });

/** Every name the deposit page's forms post (the bounded reader accepts only these). */
export const DEPOSIT_FORM_SCHEMA = z.object({
  intent: z.string(),
  paymentId: z.string(),
  key: z.string(),
  amount: z.string(),
  method: z.string(),
  checkNumber: z.string(),
  receivedOn: z.string(),
  overpayment: z.string(),
  note: z.string(),
});
