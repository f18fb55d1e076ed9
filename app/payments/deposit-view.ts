import { formatCents } from "~/utils/money";

/** A deposit's state (decision 089 and its addendum): waited for, paid, waived, or given back in part or in full. */
export type DepositStatus = "waiting" | "paid" | "waived" | "refunded";

/** The staff's words for a deposit's state (decision 089), on the lead's page and the deposit page. */
export function depositLabel(deposit: { state: DepositStatus; dueCents: number; paidCents: number; refundedCents: number }): string {
  if (deposit.state === "paid") return `Deposit paid (${formatCents(deposit.paidCents)})`;
  if (deposit.state === "waived") return `Deposit waived (${formatCents(deposit.dueCents)} asked)`;
  if (deposit.state === "refunded") return deposit.paidCents > 0 ? `Deposit partly refunded: ${formatCents(deposit.refundedCents)} given back, ${formatCents(deposit.paidCents)} kept` : `Deposit refunded (${formatCents(deposit.refundedCents)})`;
  return `Waiting for deposit: ${formatCents(deposit.dueCents - deposit.paidCents)} due`;
}
