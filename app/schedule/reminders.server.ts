import { and, eq, gte, isNotNull, lte, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { markReminderSent } from "~/leads/visit-writes.server";
import { reminderMessage } from "~/leads/messages/customer.server";
import { arrivalWindowTimes, isArrivalWindow, type ArrivalWindow, visitKey } from "~/leads/visit";
import { enqueueMail } from "~/mail/outbox.server";
import { toE164 } from "~/mail/sms.server";
import { businessInstant, businessToday, shiftDate } from "./clock";
import { getScheduleSettings } from "./settings.server";
import { changeCutoff, reminderDueAt, REMINDER_RUN_MINUTES } from "./visit-changes";

/**
 * Queues the reminder of every confirmed visit that is due: from its reminder time on
 * (`reminderDueAt`: the reminder hour the day before the visit, or earlier, so that it goes out
 * before the change cut-off, decision 078), or later when the job did not run then, as long as
 * the window has not started. Each visit's reminder is claimed by one conditional UPDATE of the
 * lead (`reminder_sent_for` set to the visit), in the same transaction as its e-mail and text,
 * each with an idempotency key per visit: two app servers, or a run repeated after a restart,
 * queue it once; a moved visit is another visit and gets its own. Returns how many visits were reminded.
 */
export async function queueDueReminders(now: Date = new Date()): Promise<number> {
  const settings = await getScheduleSettings();
  const today = businessToday(now);
  // The furthest visit that can be due: its reminder goes out at most this many days ahead.
  const last = shiftDate(today, Math.ceil((settings.changeCutoffHours * 60 + REMINDER_RUN_MINUTES) / (24 * 60)) + 1);
  const visit = sql`${leads.scheduledDate}::text || ' ' || ${leads.arrivalWindow}`;
  const due = await getDb()
    .select({ id: leads.id, date: leads.scheduledDate, window: leads.arrivalWindow })
    .from(leads)
    .where(
      and(
        eq(leads.status, "Approved"),
        isNotNull(leads.arrivalWindow),
        gte(leads.scheduledDate, today),
        lte(leads.scheduledDate, last),
        or(sql`${leads.reminderSentFor} is null`, sql`${leads.reminderSentFor} <> ${visit}`),
      ),
    );
  let queued = 0;
  for (const row of due) {
    if (!row.date || !isArrivalWindow(row.window)) continue;
    if (reminderDueAt(row.date, row.window, settings) > now) continue;
    if (businessInstant(row.date, arrivalWindowTimes(row.window).startHour * 60) <= now) continue;
    // A reminder sent late (the job did not run in time) says to call: its link could no longer change the visit.
    const changeable = now < changeCutoff(row.date, row.window, settings.changeCutoffHours);
    if (await remind(row.id, row.date, row.window, row.date === shiftDate(today, 1), changeable)) queued += 1;
  }
  return queued;
}

async function remind(leadId: string, date: string, window: ArrivalWindow, tomorrow: boolean, changeable: boolean): Promise<boolean> {
  const key = visitKey(date, window);
  return getDb().transaction(async (tx) => {
    const lead = await markReminderSent(tx, leadId, date, window);
    if (!lead) return false;
    const message = reminderMessage(lead, date, window, { tomorrow, changeable });
    const idempotencyKey = `reminder:${lead.id}:${key.replace(" ", ":")}`;
    if (lead.email) {
      await enqueueMail(tx, { kind: "visit-reminder-customer", audience: "customer", to: lead.email, subject: message.subject, text: message.text, html: message.html, idempotencyKey: `${idempotencyKey}:email` });
    }
    const phone = lead.smsConsentAt ? toE164(lead.phone) : undefined;
    if (phone) {
      await enqueueMail(tx, { channel: "sms", kind: "visit-reminder-customer-sms", audience: "customer", to: phone, subject: "Visit reminder", text: message.sms, idempotencyKey: `${idempotencyKey}:sms` });
    }
    return true;
  });
}

/** When the lead's current visit was reminded; null when its reminder has not gone out (or went out for a visit since moved). */
export async function reminderOf(leadId: string): Promise<Date | null> {
  const [row] = await getDb()
    .select({ at: leads.reminderSentAt })
    .from(leads)
    .where(and(eq(leads.id, leadId), sql`${leads.reminderSentFor} = ${leads.scheduledDate}::text || ' ' || ${leads.arrivalWindow}`));
  return row?.at ?? null;
}
