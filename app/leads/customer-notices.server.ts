import { format, parseISO } from "date-fns";
import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { leads } from "~/db/schema";
import { company, serviceLabel } from "~/content/site";
import { customerMailBody, greetingName } from "~/mail/customer-text";
import { enqueueMail } from "~/mail/outbox.server";
import { toE164 } from "~/mail/sms.server";
import { env, siteUrl } from "~/utils/env.server";
import { visitCalendar } from "./ics";
import { statusUrl } from "./leads.server";
import { arrivalWindowTimes, type ArrivalWindow } from "./schedule";

/** What the customer is told when the staff move their request on. */
export type CustomerNotice =
  | { kind: "scheduled" | "rescheduled"; date: string /* yyyy-MM-dd */; window: ArrivalWindow }
  | { kind: "completed" }
  | { kind: "declined" };

type Lead = typeof leads.$inferSelect;

type Message = { subject: string; paragraphs: string[]; sms: string; calendar?: string };

function visitDay(date: string): string {
  return format(parseISO(date), "EEEE, MMMM d, yyyy");
}

function shortDay(date: string): string {
  return format(parseISO(date), "EEE, MMM d");
}

function compose(lead: Lead, notice: CustomerNotice, now: Date): Message {
  const service = serviceLabel(lead.service);
  const reference = lead.reference ? ` (ref. ${lead.reference})` : "";
  const ref = lead.reference ? ` Ref ${lead.reference}.` : "";
  switch (notice.kind) {
    case "scheduled":
    case "rescheduled": {
      const window = arrivalWindowTimes(notice.window);
      const when = `${visitDay(notice.date)}, between ${window.label}`;
      const moved = notice.kind === "rescheduled";
      return {
        subject: `${moved ? "Your visit has moved" : "Your visit is scheduled"}: ${shortDay(notice.date)}, ${window.label}${reference}`,
        paragraphs: [
          moved
            ? `Your ${service} visit has a new time: ${when}. It replaces the time we sent before.`
            : `Good news: your ${service} visit is scheduled for ${when}.`,
          "Our technician will arrive within that window. The attached calendar file adds the visit to your calendar.",
          `Need a different time? Call us at ${company.phone} (${company.hours.label}).`,
        ],
        sms: `${company.name}: your ${service} visit ${moved ? "has moved to" : "is scheduled for"} ${shortDay(notice.date)}, ${window.label}.${ref} Reply STOP to opt out.`,
        calendar: visitCalendar({
          uid: `visit-${lead.id}@${new URL(siteUrl()).hostname}`,
          date: notice.date,
          startHour: window.startHour,
          endHour: window.endHour,
          summary: `${service} visit: ${company.name}`,
          description: `Arrival between ${window.label}.${lead.reference ? ` Reference ${lead.reference}.` : ""} Questions: ${company.phone}.`,
          location: [lead.streetAddress, lead.zipCode].filter(Boolean).join(", ") || undefined,
          url: statusUrl(lead.id),
          sequence: Math.floor(now.getTime() / 1000),
          organizer: { name: company.name, email: company.email },
          stamp: now,
        }),
      };
    }
    case "completed": {
      const review = env().GOOGLE_REVIEW_URL;
      return {
        subject: `Your ${service} job is complete${reference}`,
        paragraphs: [
          `Our technician has finished your ${service} job. Thank you for choosing ${company.name}.`,
          ...(review ? [`If you are happy with the work, a short review helps other neighbors find us: ${review}`] : []),
          `If anything is not right, call us at ${company.phone} and we'll make it right.`,
        ],
        sms: `${company.name}: your ${service} job is complete. Thank you!${review ? ` Review us: ${review}` : ""}${ref} Reply STOP to opt out.`,
      };
    }
    case "declined":
      return {
        subject: `About your service request${reference}`,
        paragraphs: [
          `Thank you for asking ${company.name} about ${service}. We're sorry, but we are not able to take on this request.`,
          `If there is another job we can help with, we'd be glad to hear from you: call ${company.phone} or book online.`,
        ],
        sms: `${company.name}: we're sorry, we can't take on your ${service} request. Questions: ${company.phone}.${ref} Reply STOP to opt out.`,
      };
  }
}

/** What makes two notices the same message: the same one is never sent twice. */
function noticeVersion(notice: CustomerNotice): string {
  return notice.kind === "scheduled" || notice.kind === "rescheduled" ? `${notice.date}:${notice.window}` : "1";
}

/**
 * Queues the customer's e-mail (when they gave an address) and text message (when they opted
 * in) about a change the staff made, in the caller's transaction: both are stored with the
 * change or not at all, and the outbox worker sends them with retries. Each goes out once per
 * lead, notice and version (date and window for a visit), whatever the caller repeats.
 */
export async function queueCustomerNotice(tx: Transaction, leadId: string, notice: CustomerNotice): Promise<void> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new Error(`queueCustomerNotice: no lead ${leadId}`);
  const message = compose(lead, notice, new Date());
  const key = `notice:${lead.id}:${notice.kind}:${noticeVersion(notice)}`;
  if (lead.email) {
    const body = customerMailBody({
      name: lead.name,
      paragraphs: message.paragraphs,
      link: { label: "Follow your request", url: statusUrl(lead.id) },
      signature: `${company.name} · ${company.phone}${lead.reference ? ` · Reference ${lead.reference}` : ""}`,
    });
    await enqueueMail(tx, {
      kind: `lead-${notice.kind}-customer`,
      to: lead.email,
      subject: message.subject,
      text: body.text,
      html: body.html,
      ...(message.calendar
        ? { attachments: [{ filename: "visit.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: message.calendar }] }
        : {}),
      idempotencyKey: `${key}:email`,
    });
  }
  const phone = lead.smsConsentAt ? toE164(lead.phone) : undefined;
  if (phone) {
    await enqueueMail(tx, {
      channel: "sms",
      kind: `lead-${notice.kind}-customer-sms`,
      to: phone,
      subject: `Text message to ${greetingName(lead.name)}: ${notice.kind}`,
      text: message.sms,
      idempotencyKey: `${key}:sms`,
    });
  }
}
