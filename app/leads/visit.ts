import { ARRIVAL_WINDOWS, VISIT_FREQUENCIES, VISIT_HOLDING_STATUSES, type ArrivalWindow, type VisitFrequency } from "~/db/lead-values";
import type { Lang } from "~/content/i18n";
import { formatCalendarDate, formatWeekdayDay, isCalendarDate } from "~/utils/dates";
import { translator } from "~/utils/i18n";

export { ARRIVAL_WINDOWS, VISIT_FREQUENCIES, type ArrivalWindow, type VisitFrequency } from "~/db/lead-values";

/** 'every-two-weeks' → 'Every two weeks' ('Cada dos semanas'): the booking form's choice and the office's pages (issue 40 §4). */
export function frequencyLabel(frequency: VisitFrequency, lang: Lang = "en"): string {
  return translator(lang, "forms")(`frequency.${frequency}`);
}

/** A repeat the customer asked for, in the office's words ('Every two weeks'); null for a single visit. */
export function repeatLabel(frequency: VisitFrequency): string | null {
  return frequency === "once" ? null : frequencyLabel(frequency);
}

export function isVisitFrequency(value: unknown): value is VisitFrequency {
  return typeof value === "string" && (VISIT_FREQUENCIES as readonly string[]).includes(value);
}

/** A window's words for customers and its hours (24-hour clock, Los Angeles time) for the visit's calendar entry. */
export type ArrivalWindowTimes = { label: string; startHour: number; endHour: number };

/** The windows as a Spanish reader writes the hours (docs/glossary-es.md). */
const SPANISH_LABELS: Record<ArrivalWindow, string> = {
  "8-10": "8–10 a.m.",
  "10-12": "10 a.m.–12 p.m.",
  "12-2": "12–2 p.m.",
  "2-4": "2–4 p.m.",
  "4-6": "4–6 p.m.",
};

const TIMES: Record<ArrivalWindow, ArrivalWindowTimes> = {
  "8-10": { label: "8–10 am", startHour: 8, endHour: 10 },
  "10-12": { label: "10 am–12 pm", startHour: 10, endHour: 12 },
  "12-2": { label: "12–2 pm", startHour: 12, endHour: 14 },
  "2-4": { label: "2–4 pm", startHour: 14, endHour: 16 },
  "4-6": { label: "4–6 pm", startHour: 16, endHour: 18 },
};

export function isArrivalWindow(value: unknown): value is ArrivalWindow {
  return typeof value === "string" && (ARRIVAL_WINDOWS as readonly string[]).includes(value);
}

/** '8-10' → '8–10 am' ('8–10 a.m.' in Spanish). */
export function arrivalWindowLabel(window: ArrivalWindow, lang: Lang = "en"): string {
  return ({ en: TIMES[window].label, es: SPANISH_LABELS[window] } satisfies Record<Lang, string>)[lang];
}

/** '8-10' → 8–10 am, from 8:00 to 10:00. */
export function arrivalWindowTimes(window: ArrivalWindow): ArrivalWindowTimes {
  return TIMES[window];
}

/** The appointment in words: 'December 3, 2026, 8–10 am'; null when none is set. */
export function appointmentLabel(date: string | null, window: string | null, lang: Lang = "en"): string | null {
  if (!date) return null;
  const day = formatCalendarDate(date, lang);
  return isArrivalWindow(window) ? `${day}, ${arrivalWindowLabel(window, lang)}` : day;
}

/** One visit's name, for a form's value, its reminder and anything else done once per visit: '2026-12-03 8-10'. */
export function visitKey(date: string, window: string): string {
  return `${date} ${window}`;
}

/** A visitKey read back: its date (one that exists) and window; null for anything else. */
export function parseVisitKey(value: string): { date: string; window: ArrivalWindow } | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\S+)$/.exec(value);
  return match && isArrivalWindow(match[2]) && isCalendarDate(match[1]!) ? { date: match[1]!, window: match[2] } : null;
}

/** A visit as the customer reads it: 'Tuesday, December 3, 8–10 am' ('martes, 3 de diciembre, 8–10 a.m.'). */
export function visitLabel(date: string, window: ArrivalWindow, lang: Lang = "en"): string {
  return `${formatWeekdayDay(date, lang)}, ${arrivalWindowLabel(window, lang)}`;
}

/**
 * A visit's state, read from its lead's status (decision 053): requested while the office has not
 * confirmed it (the lead is New, In Review or Prioritized), confirmed once it is Approved. Every
 * message, page and calendar file names it (decision 078).
 */
export type VisitState = "requested" | "confirmed";

export function visitState(status: string): VisitState | null {
  if (status === "Approved") return "confirmed";
  return (VISIT_HOLDING_STATUSES as readonly string[]).includes(status) ? "requested" : null;
}
