import { and, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { invoices, leads } from "~/db/schema";
import { enqueueMail } from "~/mail/outbox.server";
import { isoDateInZone } from "~/utils/dates";
import { paidCents } from "./invoices.server";
import { overdueMessages } from "./messages.server";
import { reminderDue } from "./reminder-claim.server";
import { reminderSettings } from "./reminder-settings.server";
import { messageLead } from "./send.server";

/**
 * Queues the overdue invoices' reminders that are due (decision 090): an invoice sent and still
 * open gets its k-th reminder `afterDays × k` days past its due date (Los Angeles dates), at least
 * `afterDays` days after the one before, at most `max` in all. The reminders are claimed by one
 * UPDATE … RETURNING that counts them on the invoice, in the same transaction as their messages
 * (each with its own idempotency key): several app servers, or a run repeated, remind once. The
 * outbox counts each message against its recipient's daily cap (one over it is held). Returns how
 * many invoices were reminded.
 */
export async function queueOverdueReminders(now: Date = new Date()): Promise<number> {
  const today = isoDateInZone(now);
  return getDb().transaction(async (tx) => {
    const settings = await reminderSettings(tx, "overdue");
    if (settings.max === 0) return 0;
    const claimed = await tx
      .update(invoices)
      .set({ remindersSent: sql`${invoices.remindersSent} + 1`, lastReminderAt: now })
      .where(
        and(
          eq(invoices.status, "open"),
          isNotNull(invoices.sentAt),
          reminderDue({ from: invoices.dueDate, sent: invoices.remindersSent, last: invoices.lastReminderAt }, settings, today),
          sql`not exists (select 1 from ${leads} where ${leads.id} = ${invoices.leadId} and ${leads.erasedAt} is not null)`,
        ),
      )
      .returning({ id: invoices.id, leadId: invoices.leadId, number: invoices.number, balanceCents: invoices.balanceCents, dueDate: invoices.dueDate, count: invoices.remindersSent });
    for (const invoice of claimed) {
      const [lead] = await tx.select().from(leads).where(eq(leads.id, invoice.leadId));
      const dueCents = invoice.balanceCents - (await paidCents(tx, { invoiceId: invoice.id }));
      if (!lead || dueCents <= 0) continue;
      for (const message of overdueMessages(messageLead(lead), { ...invoice, dueCents }, invoice.count)) await enqueueMail(tx, message);
    }
    return claimed.length;
  });
}
