import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { leads, quotes } from "~/db/schema";
import { enqueueMail } from "~/mail/outbox.server";
import { toE164 } from "~/mail/sms.server";
import { isoDateInZone } from "~/utils/dates";
import { quoteMessages } from "./messages.server";

/** A quote not answered this long after it was sent gets one reminder. */
export const REMINDER_AFTER_DAYS = 3;
/** And one more this many days before its last day. */
export const EXPIRY_REMINDER_DAYS = 2;

type Claimed = { id: string; leadId: string; version: number; totalCents: number; validUntil: string };

/**
 * Queues the quotes' follow-ups that are due (decision 065): one reminder REMINDER_AFTER_DAYS
 * after a quote was sent, one EXPIRY_REMINDER_DAYS before its last day, each once, only while the
 * quote waits (an answer, or a newer version, ends them). Each kind is claimed for every due
 * quote by one UPDATE … RETURNING that sets its column, in the same transaction as the messages
 * (each with an idempotency key): two app servers, or a run repeated, send each once. When both
 * fall due together only the expiry reminder goes, and it marks the first as sent too.
 * Returns how many quotes were reminded.
 */
export async function queueQuoteReminders(now: Date = new Date()): Promise<number> {
  const today = isoDateInZone(now);
  return getDb().transaction(async (tx) => {
    const expiring = await tx
      .update(quotes)
      .set({ expiryReminderSentAt: sql`now()`, reminderSentAt: sql`coalesce(${quotes.reminderSentAt}, now())` })
      .where(
        and(
          eq(quotes.status, "sent"),
          isNull(quotes.expiryReminderSentAt),
          sql`${quotes.validUntil} >= ${today}::date`,
          sql`${quotes.validUntil} - ${EXPIRY_REMINDER_DAYS}::int <= ${today}::date`,
        ),
      )
      .returning({ id: quotes.id, leadId: quotes.leadId, version: quotes.version, totalCents: quotes.totalCents, validUntil: quotes.validUntil });
    const waiting = await tx
      .update(quotes)
      .set({ reminderSentAt: sql`now()` })
      .where(
        and(
          eq(quotes.status, "sent"),
          isNull(quotes.reminderSentAt),
          lte(quotes.sentAt, new Date(now.getTime() - REMINDER_AFTER_DAYS * 86_400_000)),
          sql`${quotes.validUntil} >= ${today}::date`,
        ),
      )
      .returning({ id: quotes.id, leadId: quotes.leadId, version: quotes.version, totalCents: quotes.totalCents, validUntil: quotes.validUntil });
    const queue = async (quote: Claimed, moment: "reminder" | "expiring") => {
      const [lead] = await tx.select().from(leads).where(eq(leads.id, quote.leadId));
      if (!lead || lead.erasedAt) return;
      const phone = lead.smsConsentAt ? toE164(lead.phone) : undefined;
      for (const message of quoteMessages(lead, quote, moment, { email: lead.email, phone }, `quote-${moment}:${quote.id}`)) await enqueueMail(tx, message);
    };
    for (const quote of expiring) await queue(quote, "expiring");
    for (const quote of waiting) await queue(quote, "reminder");
    return expiring.length + waiting.length;
  });
}
