import { formatCents } from "~/utils/money";

/** What a lead's or an invoice's money reads as for the staff: paid, partly paid (how much) or the balance due. */
export function paymentStateLabel(invoice: { status: string; balanceCents: number; paidCents: number; dueCents: number; overpaidCents: number }): string {
  if (invoice.status === "void") return "Void";
  if (invoice.overpaidCents > 0) return `Paid, overpaid by ${formatCents(invoice.overpaidCents)}`;
  if (invoice.dueCents === 0) return "Paid";
  if (invoice.paidCents > 0) return `Partly paid (${formatCents(invoice.paidCents)} of ${formatCents(invoice.balanceCents)}): balance due ${formatCents(invoice.dueCents)}`;
  return `Balance due ${formatCents(invoice.dueCents)}`;
}
