import { arrivalWindowTimes, isArrivalWindow, type ArrivalWindow, visitKey, visitState, type VisitState } from "~/leads/visit";
import { businessInstant, shiftDate } from "./clock";
import type { WindowDay } from "./windows";

/**
 * What a customer may do to their visit from the status page (decision 067): confirm it, move it
 * to an open window or cancel it, until the cut-off before its window starts; each change asks
 * for the customer's proof (decision 074).
 */

/** The value of each form's `intent` field. */
export const VISIT_INTENTS = { confirm: "visit-confirm", reschedule: "visit-reschedule", cancel: "visit-cancel" } as const;

/** Days of open windows a move offers. */
export const RESCHEDULE_DAYS = 14;

/** The longest reason a customer may give for cancelling. */
export const CANCEL_REASON_MAX = 500;

export const VISIT_CHANGE_MESSAGES = {
  slot: "Please choose a new time for your visit.",
  taken: "Sorry, that time is no longer open. Your choice is kept below; please choose another time from the list, which is up to date.",
  reason: `Please keep your reason under ${CANCEL_REASON_MAX} characters.`,
  tooLate: "It's too late to change this visit online.",
  unchangeable: "This visit can no longer be changed online.",
  /** A requested visit is not the customer's to confirm: the office confirms it (decision 078). */
  notConfirmedYet: "Our office hasn't confirmed this visit yet, so there is nothing for you to confirm. You can still move or cancel it.",
  /** LIMITS.visitMovesRequest: the notices and the staff's alerts a request's moves make stay few (decision 075). */
  tooManyMoves: "You've already moved this visit 3 times today. Your choice is kept below: please try again tomorrow, or call us.",
  failed: "We couldn't save your change. Please try again.",
} as const;

export const VISIT_TOASTS = {
  confirmed: { title: "Visit confirmed", description: "Thank you. We'll see you then." },
  rescheduled: { title: "Visit moved", description: "We've sent you the new time." },
  cancelled: { title: "Visit cancelled", description: "Your visit is cancelled and the time is free for others." },
} as const;

/** The instant after which the customer can no longer change the visit online: `hours` before its window starts. */
export function changeCutoff(date: string, window: ArrivalWindow, hours: number): Date {
  return new Date(businessInstant(date, arrivalWindowTimes(window).startHour * 60).getTime() - hours * 3_600_000);
}

/** How often the reminders' job runs (the hourly maintenance, server/boot.ts): a reminder due at an hour goes out within it. */
export const REMINDER_RUN_MINUTES = 60;

/**
 * When a visit's reminder is due (decision 078): at the reminder hour (Los Angeles time) of the
 * day before the visit, or of an earlier day when that would not leave the job's run before the
 * change cut-off, so the reminder's "confirm, reschedule or cancel" link still lets the customer
 * do so. With the defaults (cut-off 24 h, 5 pm), a visit is reminded two days before at 5 pm.
 */
export function reminderDueAt(date: string, window: ArrivalWindow, settings: { changeCutoffHours: number; reminderHour: number }): Date {
  const latest = changeCutoff(date, window, settings.changeCutoffHours).getTime() - REMINDER_RUN_MINUTES * 60_000;
  let day = shiftDate(date, -1);
  while (businessInstant(day, settings.reminderHour * 60).getTime() > latest) day = shiftDate(day, -1);
  return businessInstant(day, settings.reminderHour * 60);
}

/** The lead's columns the visit section reads. */
export type VisitLead = {
  id: string;
  status: string;
  service: string;
  scheduledDate: string | null;
  arrivalWindow: string | null;
  customerConfirmedAt: Date | null;
  customerConfirmedFor: string | null;
};

/** Whether the customer has confirmed the visit the lead has now (a moved visit needs confirming again). */
export function customerConfirmed(lead: Pick<VisitLead, "scheduledDate" | "arrivalWindow" | "customerConfirmedAt" | "customerConfirmedFor">): Date | null {
  if (!lead.scheduledDate || !lead.arrivalWindow || !lead.customerConfirmedAt) return null;
  return lead.customerConfirmedFor === visitKey(lead.scheduledDate, lead.arrivalWindow) ? lead.customerConfirmedAt : null;
}

/** The lead's visit a customer may act on: a requested or confirmed one, with its date and window. */
export function currentVisit(lead: Pick<VisitLead, "status" | "scheduledDate" | "arrivalWindow">): { date: string; window: ArrivalWindow; state: VisitState } | undefined {
  const state = visitState(lead.status);
  if (!state || !lead.scheduledDate || !isArrivalWindow(lead.arrivalWindow)) return undefined;
  return { date: lead.scheduledDate, window: lead.arrivalWindow, state };
}

/** The status page's visit section: the visit and what the customer may do to it, or the cancelled visit and 'Book again'. */
export type VisitSectionView = {
  leadId: string;
  visit: {
    label: string;
    state: VisitState;
    /** When the customer confirmed this visit ('Dec 2, 5:14 pm'); null before. */
    confirmedLabel: string | null;
    /** Until when it can be changed online ('Monday, December 2 at 8:00 AM'); null after the cut-off. */
    changeUntil: string | null;
    days: WindowDay[];
  } | null;
  cancelled: { visit: string | null; bookAgain: string } | null;
};

/** What a refused change answers: the form it came from, its message, and the values kept (never the digits). */
export type VisitIntent = (typeof VISIT_INTENTS)[keyof typeof VISIT_INTENTS];

export type VisitChangeFailure = {
  visitChange: { intent: VisitIntent | null; message: string; slot?: string; reason?: string };
};
