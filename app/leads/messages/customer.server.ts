import type { Lang } from "~/content/i18n";
import { company } from "~/content/site";
import type { leads } from "~/db/schema";
import { customerMailBody, greetingName, serviceInText, yourService } from "~/mail/customer-text";
import { capitalized } from "~/utils/text";
import type { QueuedMail } from "~/mail/outbox.server";
import { formatShortWeekdayDate, formatWeekdayDate, formatWeekdayDay } from "~/utils/dates";
import { translator } from "~/utils/i18n";
import { visitCalendar } from "../ics";
import { arrivalWindowLabel, arrivalWindowTimes, isArrivalWindow, visitLabel, visitState, type ArrivalWindow, type VisitState } from "../visit";
import type { ProofPurpose } from "../proof/proof";
import { customerStatusUrl, quoteUrl, reviewUrl, siteHostname, statusUrl, visitUrl } from "./links.server";
import { business } from "~/business/profile.server";

/**
 * The customer's messages: the company's words and the catalogue's names only. A public form
 * sends them to whatever address and phone number were typed into it, so nothing a visitor
 * typed goes in (not the service in their own words, the description or the address), but
 * their first name, stripped of links, domains and digits (greetingName). Each is written in the
 * language the request was sent in (`language`, the `mail` catalogue), its links to the status
 * page in that language too.
 */

type Lead = typeof leads.$inferSelect;

/** What the customer is told when the staff move their request on. */
export type CustomerNotice =
  /**
   * `state`: the visit's, as the lead has it once the change is written (decision 078);
   * `leadVersion`: a move the customer made, each its own notice even back to a time they had before.
   */
  | { kind: "scheduled" | "rescheduled"; state: VisitState; date: string /* yyyy-MM-dd */; window: ArrivalWindow; leadVersion?: number }
  | { kind: "cancelled"; date: string /* yyyy-MM-dd */; window: ArrivalWindow }
  | { kind: "completed" }
  | { kind: "declined" };

/** The lead's fields a customer's message is written from. */
export type CustomerLead = Pick<Lead, "id" | "reference" | "name" | "service" | "language"> & Partial<Pick<Lead, "status" | "scheduledDate" | "arrivalWindow">>;

/** The lead's visit and its state (decision 078), when it has one that holds a place. */
function leadVisit(lead: CustomerLead): { date: string; window: ArrivalWindow; state: VisitState } | undefined {
  const state = visitState(lead.status ?? "New");
  return state && lead.scheduledDate && isArrivalWindow(lead.arrivalWindow) ? { date: lead.scheduledDate, window: lead.arrivalWindow, state } : undefined;
}


/** The words every message shares: the catalogue in the lead's language and the company's facts. */
function wordsFor(lead: Pick<CustomerLead, "reference" | "language">) {
  const t = translator(lead.language, "mail");
  const reference = (key: "subject" | "sms" | "signature") => (lead.reference ? t(`reference.${key}`, { reference: lead.reference }) : "");
  return {
    t,
    lang: lead.language,
    reference,
    facts: { company: company.name, phone: business().contact.phone, officeHours: business().contact.hours.label[lead.language], promiseHours: company.contactPromiseHours },
    signature: `${company.name} · ${business().contact.phone}${reference("signature")}`,
  };
}

/**
 * The new lead's confirmation e-mail: a visit it holds named as requested or confirmed (decision
 * 078), a confirmed one with its calendar file.
 */
export function confirmationEmail(lead: CustomerLead, to: string, now: Date = new Date()): QueuedMail {
  const { t, lang, facts } = wordsFor(lead);
  const request = yourService(lead, "request");
  const visit = leadVisit(lead);
  const body = customerMailBody({
    lang,
    name: lead.name,
    paragraphs: [
      t("confirmation.received", { ...facts, request }),
      ...(visit
        ? [
            t(visit.state === "confirmed" ? "confirmation.visitConfirmed" : "confirmation.visit", { visit: visitLabel(visit.date, visit.window, lang) }),
            t(visit.state === "confirmed" ? "notice.changes" : "notice.changesRequested", facts),
          ]
        : []),
      t("confirmation.reference", { reference: lead.reference ?? "" }),
      t("confirmation.questions", facts),
    ],
    link: { label: t("confirmation.link"), url: customerStatusUrl(lead.id, lang, now) },
    signature: company.name,
  });
  const calendar = visit?.state === "confirmed" ? [calendarFile(visitEvent(lead, { kind: "scheduled", ...visit }, now), "PUBLISH")] : [];
  return {
    kind: "lead-confirmation",
    audience: "customer",
    to,
    subject: t("confirmation.subject", { reference: lead.reference ?? "" }),
    ...body,
    ...(calendar.length > 0 ? { attachments: calendar } : {}),
  };
}

/**
 * The new lead's confirmation text message, to a number in E.164: the visit and its state, and,
 * for a customer who gave no e-mail address, the link to their request's page.
 */
export function confirmationSms(lead: CustomerLead & { email?: string }, to: string, now: Date = new Date()): QueuedMail {
  const { t, lang, facts } = wordsFor(lead);
  const visit = leadVisit(lead);
  const shortVisit = visit ? `${formatShortWeekdayDate(visit.date, lang)}, ${arrivalWindowLabel(visit.window, lang)}` : "";
  return {
    channel: "sms",
    kind: "lead-confirmation-sms",
    audience: "customer",
    to,
    subject: "Text message: request received",
    text: t("confirmation.sms", {
      ...facts,
      request: yourService(lead, "request"),
      reference: lead.reference ?? "",
      visit: visit ? t(visit.state === "confirmed" ? "confirmation.smsVisitConfirmed" : "confirmation.smsVisit", { visit: shortVisit }) : "",
      link: lead.email ? "" : t("confirmation.smsLink", { url: visit ? visitUrl(lead.id, lang, now) : customerStatusUrl(lead.id, lang, now) }),
    }),
  };
}

/** A notice's words: the e-mail's subject and paragraphs, the text message, and a visit's calendar file. */
type NoticeWords = { subject: string; paragraphs: string[]; sms: string; calendar?: string };

/** What the customer is told about a change; `now` orders a visit's calendar files (its SEQUENCE). */
function noticeWords(lead: CustomerLead, notice: CustomerNotice, now: Date): NoticeWords {
  const { t, lang, facts, reference } = wordsFor(lead);
  const sms = (text: string) => `${text}${reference("sms")} ${t("stop")}`;
  switch (notice.kind) {
    case "scheduled":
    case "rescheduled": {
      const window = arrivalWindowLabel(notice.window, lang);
      const day = formatShortWeekdayDate(notice.date, lang);
      const when = t("between", { date: formatWeekdayDate(notice.date, lang), window });
      const visit = yourService(lead, "visit");
      const url = visitUrl(lead.id, lang, now);
      // A visit the office has not confirmed is told as requested, its calendar entry tentative (decision 078).
      const words = notice.state === "requested" ? "requested" : notice.kind;
      return {
        subject: t(`notice.${words}.subject`, { day, window, reference: reference("subject") }),
        paragraphs: [
          capitalized(t(`notice.${words}.lead`, { visit, when })),
          notice.state === "requested" ? t("notice.requested.tentative") : t("notice.arrival"),
          t(notice.state === "requested" ? "notice.changesRequested" : "notice.changes", facts),
        ],
        sms: sms(t(`notice.${words}.sms`, { ...facts, visit, day, window, url })),
        calendar: visitEvent(lead, notice, now),
      };
    }
    case "cancelled": {
      const window = arrivalWindowLabel(notice.window, lang);
      const day = formatShortWeekdayDate(notice.date, lang);
      const visit = yourService(lead, "visit");
      return {
        subject: t("notice.cancelled.subject", { day, window, reference: reference("subject") }),
        paragraphs: [t("notice.cancelled.lead", { visit, date: formatWeekdayDate(notice.date, lang), window }), t("notice.cancelled.again", facts)],
        sms: sms(t("notice.cancelled.sms", { ...facts, visit, day, window })),
        calendar: visitEvent(lead, notice, now),
      };
    }
    case "completed": {
      // Every customer is asked alike, whatever the job went like (no review gating, issue 32 §2).
      const job = yourService(lead, "job");
      const url = reviewUrl(lead.id, lang, now);
      return {
        subject: capitalized(t("notice.completed.subject", { job, reference: reference("subject") })),
        paragraphs: [t("notice.completed.lead", { ...facts, job }), t("notice.completed.review", { url }), t("notice.completed.problem", facts)],
        sms: sms(t("notice.completed.sms", { ...facts, job, url })),
      };
    }
    case "declined": {
      const request = yourService(lead, "request");
      return {
        subject: t("notice.declined.subject", { reference: reference("subject") }),
        paragraphs: [t("notice.declined.lead", { ...facts, request }), t("notice.declined.other", facts)],
        sms: sms(t("notice.declined.sms", { ...facts, request })),
      };
    }
  }
}

/**
 * A visit's calendar file: one UID per lead, so a moved visit replaces the one before and a
 * cancelled one takes it out; `now` (in seconds) is its SEQUENCE, higher with every change.
 */
function visitEvent(lead: CustomerLead, notice: Extract<CustomerNotice, { date: string }>, now: Date): string {
  const { t, lang, facts } = wordsFor(lead);
  const hours = arrivalWindowTimes(notice.window);
  const service = serviceInText(lead.service, lang);
  return visitCalendar({
    uid: `visit-${lead.id}@${siteHostname()}`,
    date: notice.date,
    startHour: hours.startHour,
    endHour: hours.endHour,
    summary: capitalized(service ? t("calendar.summaryOf", { ...facts, service }) : t("calendar.summary", facts)),
    description: t("calendar.description", {
      ...facts,
      window: arrivalWindowLabel(notice.window, lang),
      reference: lead.reference ? t("calendar.reference", { reference: lead.reference }) : "",
    }),
    url: statusUrl(lead.id, lang),
    sequence: Math.floor(now.getTime() / 1000),
    organizer: { name: company.name, email: business().contact.email },
    stamp: now,
    state: notice.kind === "cancelled" ? "cancelled" : notice.state,
  });
}

/** A visit's calendar file as an e-mail's attachment. */
function calendarFile(content: string, method: "PUBLISH" | "CANCEL") {
  return { filename: "visit.ics", contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

/** What makes two notices the same message: the same one is never sent twice. */
function noticeVersion(notice: CustomerNotice): string {
  if (!("date" in notice)) return "1";
  const requested = "state" in notice && notice.state === "requested" ? ":requested" : "";
  return `${notice.date}:${notice.window}${requested}${"leadVersion" in notice && notice.leadVersion !== undefined ? `:v${notice.leadVersion}` : ""}`;
}

/**
 * The notice's e-mail (with a visit's calendar file) to `to.email` and text message to `to.phone`
 * (E.164), each with the key that lets it go out once per lead, notice and version.
 */
export function noticeMessages(lead: CustomerLead, notice: CustomerNotice, now: Date, to: { email?: string; phone?: string }): QueuedMail[] {
  const words = noticeWords(lead, notice, now);
  const { t, lang, signature } = wordsFor(lead);
  const key = `notice:${lead.id}:${notice.kind}:${noticeVersion(notice)}`;
  const messages: QueuedMail[] = [];
  // A visit's notice links to the visit's section, where it is confirmed, moved or cancelled.
  const link =
    "state" in notice
      ? { label: t(notice.state === "requested" ? "notice.visitLinkRequested" : "notice.visitLink"), url: visitUrl(lead.id, lang, now) }
      : { label: t("notice.link"), url: customerStatusUrl(lead.id, lang, now) };
  if (to.email) {
    const body = customerMailBody({ lang, name: lead.name, paragraphs: words.paragraphs, link, signature });
    messages.push({
      kind: `lead-${notice.kind}-customer`,
      audience: "customer",
      to: to.email,
      subject: words.subject,
      ...body,
      ...(words.calendar ? { attachments: [calendarFile(words.calendar, notice.kind === "cancelled" ? "CANCEL" : "PUBLISH")] } : {}),
      idempotencyKey: `${key}:email`,
    });
  }
  if (to.phone) {
    messages.push({
      channel: "sms",
      kind: `lead-${notice.kind}-customer-sms`,
      audience: "customer",
      to: to.phone,
      subject: `Text message to ${greetingName(lead.name)}: ${notice.kind}`,
      text: words.sms,
      idempotencyKey: `${key}:sms`,
    });
  }
  return messages;
}

/**
 * The reminder of a visit (app/schedule/reminders.server.ts queues it): the company's words, the
 * catalogue's name of the service, the date and window, the first name. `changeable`: sent before
 * the change cut-off, its link confirms, reschedules or cancels the visit without digits (a signed
 * link, decision 074); sent after it (the job did not run in time), it says to call instead.
 */
export function reminderMessage(lead: CustomerLead, date: string, window: ArrivalWindow, when: { tomorrow: boolean; changeable: boolean }) {
  const { tomorrow, changeable } = when;
  const { t, lang, facts, reference, signature } = wordsFor(lead);
  const label = arrivalWindowLabel(window, lang);
  const day = formatShortWeekdayDate(date, lang);
  const between = t("between", { date: formatWeekdayDay(date, lang), window: label });
  const visit = yourService(lead, "visit");
  const url = visitUrl(lead.id, lang);
  const body = customerMailBody({
    lang,
    name: lead.name,
    paragraphs: [
      t("reminder.lead", { visit, when: t(tomorrow ? "reminder.tomorrow" : "reminder.on", { when: between }) }),
      t(changeable ? "reminder.change" : "reminder.changeLate", facts),
    ],
    link: { label: t(changeable ? "reminder.link" : "reminder.linkLate"), url },
    signature,
  });
  return {
    subject: t(tomorrow ? "reminder.subjectTomorrow" : "reminder.subject", { day, window: label, reference: reference("subject") }),
    text: body.text,
    html: body.html,
    sms: `${t(`reminder.${tomorrow ? "smsTomorrow" : "sms"}${changeable ? "" : "Late"}`, { ...facts, visit, day, window: label, url })} ${t("stop")}`,
  };
}

/** The link that opens the acts of `purpose` without digits (decision 074): the page of the visit, the quote or the review. */
function proofLinkUrl(leadId: string, purpose: ProofPurpose, lang: Lang, now: Date): string {
  return purpose === "quote" ? quoteUrl(leadId, lang, now) : purpose === "review" ? reviewUrl(leadId, lang, now) : visitUrl(leadId, lang, now);
}

/**
 * The customer's link after their request was locked for digits (too many wrong tries): what
 * happened, and the signed link that still works, to the request's own e-mail and phone.
 */
export function proofLinkMessages(lead: CustomerLead, purpose: ProofPurpose, now: Date, to: { email?: string; phone?: string }): QueuedMail[] {
  const { t, lang, facts, reference, signature } = wordsFor(lead);
  const request = yourService(lead, "request");
  const url = proofLinkUrl(lead.id, purpose, lang, now);
  const key = `proof-link:${lead.id}:${now.toISOString().slice(0, 10)}`;
  const messages: QueuedMail[] = [];
  if (to.email) {
    const body = customerMailBody({
      lang,
      name: lead.name,
      paragraphs: [capitalized(t("locked.lead", { request })), t("locked.ifYou"), t("locked.notYou", facts)],
      link: { label: t("locked.link"), url },
      signature,
    });
    messages.push({ kind: "proof-link-customer", audience: "customer", to: to.email, subject: capitalized(t("locked.subject", { request, reference: reference("subject") })), ...body, idempotencyKey: `${key}:email` });
  }
  if (to.phone)
    messages.push({
      channel: "sms",
      kind: "proof-link-customer-sms",
      audience: "customer",
      to: to.phone,
      subject: `Text message to ${greetingName(lead.name)}: link after wrong digits`,
      text: `${t("locked.sms", { ...facts, request, url })} ${t("stop")}`,
      idempotencyKey: `${key}:sms`,
    });
  return messages;
}
