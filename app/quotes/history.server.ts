import type { Transaction } from "~/db/client.server";
import type { QuoteAnswer } from "~/db/quote-values";
import { leadStatusHistory, type leads } from "~/db/schema";
import { formatCents } from "~/utils/money";

const ANSWER_WORDS: Record<QuoteAnswer, string> = { approved: "approved by the customer", declined: "declined by the customer", "changes-requested": "sent back by the customer with changes asked" };

/**
 * A quote's event in its lead's history, in the same transaction as the event: a version sent (by
 * the admin's e-mail) or the customer's answer, with the amount, in the office's words only (never
 * the customer's message). Its status stays as it was; nothing to undo.
 */
export async function recordQuoteEvent(
  tx: Transaction,
  lead: Pick<typeof leads.$inferSelect, "id" | "status" | "version">,
  event: { by: string; version: number; totalCents: number | null; what: "sent" | QuoteAnswer },
): Promise<void> {
  const words = event.what === "sent" ? "sent" : ANSWER_WORDS[event.what];
  const amount = event.totalCents === null ? "" : ` (${formatCents(event.totalCents)})`;
  await tx.insert(leadStatusHistory).values({
    leadId: lead.id,
    fromStatus: lead.status,
    toStatus: lead.status,
    changedBy: event.by,
    action: "quote",
    detail: `Quote v${event.version} ${words}${amount}`,
    leadVersion: lead.version,
  });
}
