import { format, parseISO } from "date-fns";
import { and, eq, gte, isNotNull, lte, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { company } from "~/content/site";
import { statusUrl } from "~/leads/messages/links.server";
import { arrivalWindowTimes, isArrivalWindow, type ArrivalWindow } from "~/leads/schedule";
import { serviceLabel } from "~/leads/service-label";
import { customerMailBody } from "~/mail/customer-text";
import { enqueueMail } from "~/mail/outbox.server";
import { toE164 } from "~/mail/sms.server";
import { businessInstant, businessMinutes, businessToday, shiftDate } from "./clock";
import { getScheduleSettings } from "./settings.server";
import { visitKey } from "./visits";

/** The status page's visit section: the reminder's link (the confirm, reschedule and cancel actions live there). */
export function visitUrl(leadId: string): string {
  return `${statusUrl(leadId)}#visit`;
}

type ReminderLead = { id: string; name: string; email: string; phone: string; service: string; reference: string | null; smsConsentAt: Date | null };

/** The reminder's words: the company's, the catalogue's service label, the date and window, the first name (through customerMailBody). */
export function composeReminder(lead: ReminderLead, date: string, window: ArrivalWindow, tomorrow: boolean) {
  const service = serviceLabel(lead.service);
  const times = arrivalWindowTimes(window);
  const day = format(parseISO(date), "EEEE, MMMM d");
  const when = `${tomorrow ? "tomorrow, " : ""}${day}, between ${times.label}`;
  const link = visitUrl(lead.id);
  const reference = lead.reference ? ` (ref. ${lead.reference})` : "";
  const body = customerMailBody({
    name: lead.name,
    paragraphs: [
      `A reminder: your ${service} visit is ${when}. Our technician will arrive within that window.`,
      `To confirm, reschedule or cancel, open your request's page. Questions? Call us at ${company.phone} (${company.hours.label}).`,
    ],
    link: { label: "Confirm, reschedule or cancel", url: link },
    signature: `${company.name} · ${company.phone}${lead.reference ? ` · Reference ${lead.reference}` : ""}`,
  });
  return {
    subject: `Reminder: your visit ${tomorrow ? "tomorrow" : "on"} ${format(parseISO(date), "EEE, MMM d")}, ${times.label}${reference}`,
    text: body.text,
    html: body.html,
    sms: `${company.name}: reminder, your ${service} visit is ${tomorrow ? "tomorrow" : format(parseISO(date), "EEE, MMM d")}, ${times.label}. Confirm, reschedule or cancel: ${link} Reply STOP to opt out.`,
  };
}

/**
 * Queues the reminder of every confirmed visit that is due: the day before the visit from the
 * reminder hour on (Los Angeles time), or later when the job did not run then, as long as the
 * window has not started. Each visit's reminder is claimed by one conditional UPDATE of the lead
 * (`reminder_sent_for` set to the visit), in the same transaction as its e-mail and text, each
 * with an idempotency key per visit: two app servers, or a run repeated after a restart, queue
 * it once; a moved visit is another visit and gets its own. Returns how many visits were reminded.
 */
export async function queueDueReminders(now: Date = new Date()): Promise<number> {
  const settings = await getScheduleSettings();
  const today = businessToday(now);
  const last = businessMinutes(now) >= settings.reminderHour * 60 ? shiftDate(today, 1) : today;
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
    if (businessInstant(row.date, arrivalWindowTimes(row.window).startHour * 60) <= now) continue;
    if (await remind(row.id, row.date, row.window, row.date === shiftDate(today, 1))) queued += 1;
  }
  return queued;
}

async function remind(leadId: string, date: string, window: ArrivalWindow, tomorrow: boolean): Promise<boolean> {
  const key = visitKey(date, window);
  return getDb().transaction(async (tx) => {
    const [lead] = await tx
      .update(leads)
      .set({ reminderSentAt: sql`now()`, reminderSentFor: key })
      .where(
        and(
          eq(leads.id, leadId),
          eq(leads.status, "Approved"),
          eq(leads.scheduledDate, date),
          eq(leads.arrivalWindow, window),
          or(sql`${leads.reminderSentFor} is null`, sql`${leads.reminderSentFor} <> ${key}`),
        ),
      )
      .returning();
    if (!lead) return false;
    const message = composeReminder(lead, date, window, tomorrow);
    const idempotencyKey = `reminder:${lead.id}:${key.replace(" ", ":")}`;
    if (lead.email) {
      await enqueueMail(tx, { kind: "visit-reminder-customer", to: lead.email, subject: message.subject, text: message.text, html: message.html, idempotencyKey: `${idempotencyKey}:email` });
    }
    const phone = lead.smsConsentAt ? toE164(lead.phone) : undefined;
    if (phone) {
      await enqueueMail(tx, { channel: "sms", kind: "visit-reminder-customer-sms", to: phone, subject: "Visit reminder", text: message.sms, idempotencyKey: `${idempotencyKey}:sms` });
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
