import { company, findBookableService, OTHER_SERVICE } from "~/content/site";
import type { leads } from "~/db/schema";
import { customerMailBody, greetingName } from "~/mail/customer-text";
import type { QueuedMail } from "~/mail/outbox.server";
import { formatShortWeekdayDate, formatWeekdayDate, formatWeekdayDay } from "~/utils/dates";
import { visitCalendar } from "../ics";
import { arrivalWindowTimes, isArrivalWindow, visitLabel, type ArrivalWindow } from "../schedule";
import { reviewUrl, siteHostname, statusUrl, visitUrl } from "./links.server";

/**
 * The customer's messages: the company's words and the catalogue's names only. A public form
 * sends them to whatever address and phone number were typed into it, so nothing a visitor
 * typed goes in (not the service in their own words, the description or the address), but
 * their first name, stripped of links, domains and digits (greetingName).
 */

type Lead = typeof leads.$inferSelect;

/** What the customer is told when the staff move their request on. */
export type CustomerNotice =
  /** `leadVersion`: a move the customer made, each its own notice even back to a time they had before. */
  | { kind: "scheduled" | "rescheduled"; date: string /* yyyy-MM-dd */; window: ArrivalWindow; leadVersion?: number }
  | { kind: "cancelled"; date: string /* yyyy-MM-dd */; window: ArrivalWindow }
  | { kind: "completed" }
  | { kind: "declined" };

/** The lead's fields a customer's message is written from. */
export type CustomerLead = Pick<Lead, "id" | "reference" | "name" | "service"> & Partial<Pick<Lead, "scheduledDate" | "arrivalWindow">>;

/** The catalogue's name of the lead's service; none for the visitor's own words (the quote form) or "Something else". */
export function catalogueServiceName(service: string): string | undefined {
  const entry = findBookableService(service);
  return entry && entry.slug !== OTHER_SERVICE.slug ? entry.label : undefined;
}

/** 'your TV Mounting visit', or 'your visit' when the service has no catalogue name. */
function yourService(lead: CustomerLead, noun: "request" | "visit" | "job"): string {
  const name = catalogueServiceName(lead.service);
  return name ? `your ${name} ${noun}` : `your ${noun}`;
}

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The new lead's confirmation e-mail. */
export function confirmationEmail(lead: CustomerLead, to: string): QueuedMail {
  const body = customerMailBody({
    name: lead.name,
    paragraphs: [
      `Thank you for choosing ${company.name}. We've received ${yourService(lead, "request")} and will contact you within ${company.contactPromiseHours} hours.`,
      ...(lead.scheduledDate && isArrivalWindow(lead.arrivalWindow)
        ? [`You asked for a visit on ${visitLabel(lead.scheduledDate, lead.arrivalWindow)}. We're holding it for you and will confirm it, or call you to agree another time.`]
        : []),
      `Your reference code is ${lead.reference}. Quote it when you call us; with your phone number it also finds your request on our website.`,
      `Questions? Call us at ${company.phone} (${company.hours.label}).`,
    ],
    link: { label: "Follow your request here", url: statusUrl(lead.id) },
    signature: company.name,
  });
  return { kind: "lead-confirmation", to, subject: `We've received your service request (ref. ${lead.reference})`, ...body };
}

/** The new lead's confirmation text message, to a number in E.164. */
export function confirmationSms(lead: CustomerLead, to: string): QueuedMail {
  return {
    channel: "sms",
    kind: "lead-confirmation-sms",
    to,
    subject: "Text message: request received",
    text: `${company.name}: we got ${yourService(lead, "request")}, ref ${lead.reference}. We'll contact you within ${company.contactPromiseHours} hours. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
  };
}

/** A notice's words: the e-mail's subject and paragraphs, the text message, and a visit's calendar file. */
type NoticeWords = { subject: string; paragraphs: string[]; sms: string; calendar?: string };

/** What the customer is told about a change; `now` orders a visit's calendar files (its SEQUENCE). */
function noticeWords(lead: CustomerLead, notice: CustomerNotice, now: Date): NoticeWords {
  const reference = lead.reference ? ` (ref. ${lead.reference})` : "";
  const ref = lead.reference ? ` Ref ${lead.reference}.` : "";
  switch (notice.kind) {
    case "scheduled":
    case "rescheduled": {
      const window = arrivalWindowTimes(notice.window);
      const when = `${formatWeekdayDate(notice.date)}, between ${window.label}`;
      const moved = notice.kind === "rescheduled";
      const visit = yourService(lead, "visit");
      return {
        subject: `${moved ? "Your visit has moved" : "Your visit is scheduled"}: ${formatShortWeekdayDate(notice.date)}, ${window.label}${reference}`,
        paragraphs: [
          moved ? `${capitalized(visit)} has a new time: ${when}. It replaces the time we sent before.` : `Good news: ${visit} is scheduled for ${when}.`,
          "Our technician will arrive within that window. The attached calendar file adds the visit to your calendar.",
          `Need a different time? Call us at ${company.phone} (${company.hours.label}).`,
        ],
        sms: `${company.name}: ${visit} ${moved ? "has moved to" : "is scheduled for"} ${formatShortWeekdayDate(notice.date)}, ${window.label}.${ref} Reply STOP to opt out.`,
        calendar: visitEvent(lead, notice, now),
      };
    }
    case "cancelled": {
      const window = arrivalWindowTimes(notice.window);
      const visit = yourService(lead, "visit");
      return {
        subject: `Your visit is cancelled: ${formatShortWeekdayDate(notice.date)}, ${window.label}${reference}`,
        paragraphs: [
          `As you asked, ${visit} on ${formatWeekdayDate(notice.date)}, between ${window.label}, is cancelled. The attached calendar file takes it out of your calendar.`,
          `Whenever you need us again, book online or call us at ${company.phone} (${company.hours.label}).`,
        ],
        sms: `${company.name}: ${visit} on ${formatShortWeekdayDate(notice.date)}, ${window.label} is cancelled, as you asked.${ref} Reply STOP to opt out.`,
        calendar: visitEvent(lead, notice, now),
      };
    }
    case "completed": {
      // Every customer is asked alike, whatever the job went like (no review gating, issue 32 §2).
      const job = yourService(lead, "job");
      return {
        subject: `${capitalized(job)} is complete${reference}`,
        paragraphs: [
          `Our technician has finished ${job}. Thank you for choosing ${company.name}.`,
          `How did we do? Tell other homeowners in a short review, whatever you thought of the job: ${reviewUrl(lead.id)}`,
          `If anything is not right, call us at ${company.phone} and we'll make it right.`,
        ],
        sms: `${company.name}: ${job} is complete. Thank you! How did we do? ${reviewUrl(lead.id)}${ref} Reply STOP to opt out.`,
      };
    }
    case "declined":
      return {
        subject: `About your service request${reference}`,
        paragraphs: [
          `Thank you for asking ${company.name} about ${yourService(lead, "request")}. We're sorry, but we are not able to take on this request.`,
          `If there is another job we can help with, we'd be glad to hear from you: call ${company.phone} or book online.`,
        ],
        sms: `${company.name}: we're sorry, we can't take on ${yourService(lead, "request")}. Questions: ${company.phone}.${ref} Reply STOP to opt out.`,
      };
  }
}

/**
 * A visit's calendar file: one UID per lead, so a moved visit replaces the one before and a
 * cancelled one takes it out; `now` (in seconds) is its SEQUENCE, higher with every change.
 */
function visitEvent(lead: CustomerLead, notice: Extract<CustomerNotice, { date: string }>, now: Date): string {
  const window = arrivalWindowTimes(notice.window);
  return visitCalendar({
    uid: `visit-${lead.id}@${siteHostname()}`,
    date: notice.date,
    startHour: window.startHour,
    endHour: window.endHour,
    summary: `${catalogueServiceName(lead.service) ?? "Service"} visit: ${company.name}`,
    description: `Arrival between ${window.label}.${lead.reference ? ` Reference ${lead.reference}.` : ""} Questions: ${company.phone}.`,
    url: statusUrl(lead.id),
    sequence: Math.floor(now.getTime() / 1000),
    organizer: { name: company.name, email: company.email },
    stamp: now,
    cancelled: notice.kind === "cancelled",
  });
}

/** What makes two notices the same message: the same one is never sent twice. */
function noticeVersion(notice: CustomerNotice): string {
  if (!("date" in notice)) return "1";
  return `${notice.date}:${notice.window}${"leadVersion" in notice && notice.leadVersion !== undefined ? `:v${notice.leadVersion}` : ""}`;
}

/**
 * The notice's e-mail (with a visit's calendar file) to `to.email` and text message to `to.phone`
 * (E.164), each with the key that lets it go out once per lead, notice and version.
 */
export function noticeMessages(lead: CustomerLead, notice: CustomerNotice, now: Date, to: { email?: string; phone?: string }): QueuedMail[] {
  const words = noticeWords(lead, notice, now);
  const key = `notice:${lead.id}:${notice.kind}:${noticeVersion(notice)}`;
  const messages: QueuedMail[] = [];
  if (to.email) {
    const body = customerMailBody({
      name: lead.name,
      paragraphs: words.paragraphs,
      link: { label: "Follow your request", url: statusUrl(lead.id) },
      signature: `${company.name} · ${company.phone}${lead.reference ? ` · Reference ${lead.reference}` : ""}`,
    });
    messages.push({
      kind: `lead-${notice.kind}-customer`,
      to: to.email,
      subject: words.subject,
      ...body,
      ...(words.calendar
        ? {
            attachments: [
              {
                filename: "visit.ics",
                contentType: `text/calendar; charset=utf-8; method=${notice.kind === "cancelled" ? "CANCEL" : "PUBLISH"}`,
                content: words.calendar,
              },
            ],
          }
        : {}),
      idempotencyKey: `${key}:email`,
    });
  }
  if (to.phone) {
    messages.push({
      channel: "sms",
      kind: `lead-${notice.kind}-customer-sms`,
      to: to.phone,
      subject: `Text message to ${greetingName(lead.name)}: ${notice.kind}`,
      text: words.sms,
      idempotencyKey: `${key}:sms`,
    });
  }
  return messages;
}

/**
 * The day-before reminder of a visit (app/schedule/reminders.server.ts queues it): the company's
 * words, the catalogue's name of the service, the date and window, the first name.
 */
export function reminderMessage(lead: CustomerLead, date: string, window: ArrivalWindow, tomorrow: boolean) {
  const times = arrivalWindowTimes(window);
  const when = `${tomorrow ? "tomorrow, " : ""}${formatWeekdayDay(date)}, between ${times.label}`;
  const link = visitUrl(lead.id);
  const reference = lead.reference ? ` (ref. ${lead.reference})` : "";
  const body = customerMailBody({
    name: lead.name,
    paragraphs: [
      `A reminder: ${yourService(lead, "visit")} is ${when}. Our technician will arrive within that window.`,
      `To confirm, reschedule or cancel, open your request's page. Questions? Call us at ${company.phone} (${company.hours.label}).`,
    ],
    link: { label: "Confirm, reschedule or cancel", url: link },
    signature: `${company.name} · ${company.phone}${lead.reference ? ` · Reference ${lead.reference}` : ""}`,
  });
  return {
    subject: `Reminder: your visit ${tomorrow ? "tomorrow" : "on"} ${formatShortWeekdayDate(date)}, ${times.label}${reference}`,
    text: body.text,
    html: body.html,
    sms: `${company.name}: reminder, ${yourService(lead, "visit")} is ${tomorrow ? "tomorrow" : formatShortWeekdayDate(date)}, ${times.label}. Confirm, reschedule or cancel: ${link} Reply STOP to opt out.`,
  };
}
