import { z } from "~/utils/zod";
import { offlinePaymentFields, withCheckNumber } from "./payment-form";

/** The staff's deposit forms on `/admin/leads/:id/deposit` (decision 089): a deposit taken outside the site, and the waiver. */
export function recordDepositSchema(today: string) {
  return z.object({ intent: z.literal("record-deposit"), ...offlinePaymentFields(today) }).superRefine(withCheckNumber);
}

export const waiveDepositSchema = z.object({ intent: z.literal("waive-deposit") });

/** Every name the deposit page's forms post (the bounded reader accepts only these). */
export const DEPOSIT_FORM_SCHEMA = z.object({
  intent: z.string(),
  key: z.string(),
  amount: z.string(),
  method: z.string(),
  checkNumber: z.string(),
  receivedOn: z.string(),
  overpayment: z.string(),
  note: z.string(),
});
