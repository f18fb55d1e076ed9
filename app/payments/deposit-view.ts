import { formatCents } from "~/utils/money";

/** The staff's words for a deposit's state (decision 089), on the lead's page and the deposit page. */
export function depositLabel(deposit: { state: "waiting" | "paid" | "waived"; dueCents: number; paidCents: number }): string {
  if (deposit.state === "paid") return `Deposit paid (${formatCents(deposit.paidCents)})`;
  if (deposit.state === "waived") return `Deposit waived (${formatCents(deposit.dueCents)} asked)`;
  return `Waiting for deposit: ${formatCents(deposit.dueCents - deposit.paidCents)} due`;
}
