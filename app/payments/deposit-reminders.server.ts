import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { leads, quoteAnswers, quotes } from "~/db/schema";
import { NO_CONTACT_CLOSED_STATUSES } from "~/leads/no-contact";
import { enqueueMail } from "~/mail/outbox.server";
import { isoDateInZone } from "~/utils/dates";
import { depositOfLead, depositSums } from "./deposits.server";
import { depositReminderMessages } from "./messages.server";
import { businessDate, reminderDue } from "./reminder-claim.server";
import { reminderSettings } from "./reminder-settings.server";
import { messageLead } from "./send.server";

/**
 * Queues the reminders to pay a deposit that are due (decision 089 addendum), the overdue
 * invoices' way (`reminderDue`): an approved quote whose deposit is neither paid, waived nor
 * refunded gets its k-th reminder `afterDays × k` days after its approval (Los Angeles dates), at
 * most `max` in all. Never for a quote that is not its lead's latest version (declined or replaced
 * by a new one), a lead closed (Completed, Not Qualified, Cancelled) or erased. Claimed by one
 * UPDATE … RETURNING on the approval's row, in the same transaction as its messages (each with its
 * own key), so several app servers remind once; counted against the recipient's daily cap by the
 * outbox. Returns how many deposits were reminded.
 */
export async function queueDepositReminders(now: Date = new Date()): Promise<number> {
  const today = isoDateInZone(now);
  return getDb().transaction(async (tx) => {
    const settings = await reminderSettings(tx, "deposit");
    if (settings.max === 0) return 0;
    // Waiting as `depositStatus` says: less than the deposit due paid, nothing refunded (and, below, not waived).
    const sums = depositSums(quoteAnswers.quoteId);
    const claimed = await tx
      .update(quoteAnswers)
      .set({ depositRemindersSent: sql`${quoteAnswers.depositRemindersSent} + 1`, depositLastReminderAt: now })
      .where(
        and(
          eq(quoteAnswers.answer, "approved"),
          gt(quoteAnswers.depositCents, 0),
          reminderDue({ from: businessDate(quoteAnswers.createdAt), sent: quoteAnswers.depositRemindersSent, last: quoteAnswers.depositLastReminderAt }, settings, today),
          sql`${sums.paid} < ${quoteAnswers.depositCents}`,
          sql`${sums.refunded} = 0`,
          sql`exists (${tx
            .select({ one: sql`1` })
            .from(quotes)
            .innerJoin(leads, eq(leads.id, quotes.leadId))
            .where(
              and(
                eq(quotes.id, quoteAnswers.quoteId),
                eq(quotes.status, "approved"),
                isNull(quotes.depositWaivedAt),
                isNull(leads.erasedAt),
                sql`${leads.status} not in (${sql.join(
                  NO_CONTACT_CLOSED_STATUSES.map((status) => sql`${status}`),
                  sql`, `,
                )})`,
                sql`not exists (select 1 from quotes later where later.lead_id = ${quotes.leadId} and later.version > ${quotes.version})`,
              ),
            )})`,
        ),
      )
      .returning({ quoteId: quoteAnswers.quoteId, count: quoteAnswers.depositRemindersSent });
    if (claimed.length === 0) return 0;
    const owners = await tx.select({ quoteId: quotes.id, lead: leads }).from(quotes).innerJoin(leads, eq(leads.id, quotes.leadId)).where(inArray(quotes.id, claimed.map((row) => row.quoteId)));
    for (const { quoteId, count } of claimed) {
      const owner = owners.find((row) => row.quoteId === quoteId);
      const deposit = owner && (await depositOfLead(owner.lead.id, tx));
      if (!owner || !deposit || deposit.state !== "waiting") continue;
      for (const message of depositReminderMessages(messageLead(owner.lead), { quoteId, dueCents: deposit.dueCents - deposit.paidCents }, count)) await enqueueMail(tx, message);
    }
    return claimed.length;
  });
}
