import { addMonths, format, parseISO } from "date-fns";
import { ARRIVAL_WINDOWS, arrivalWindowLabel, arrivalWindowTimes, type ArrivalWindow, visitKey } from "~/leads/visit";
import type { Lang } from "~/content/i18n";
import { formatShortWeekdayDate, formatWeekdayDay } from "~/utils/dates";
import { businessInstant, businessToday, isoWeekday, shiftDate } from "./clock";
import { windowInHours, type ScheduleSettings } from "./settings";

/** A date, or one window on it, the office closed. */
export type Closure = { id: number; date: string; window: ArrivalWindow | null };

/** A window a customer may book: its places and how many are free (0 = full). */
export type OpenWindow = { date: string; window: ArrivalWindow; label: string; capacity: number; free: number };

/** Why a window cannot be booked; null when it can (or is only full). */
export type WindowRefusal = "not-offered" | "closed" | "too-soon" | "too-far" | "full" | null;

export type ScheduleFacts = {
  settings: ScheduleSettings;
  closures: Closure[];
  /** Visits holding a place, per visitKey(date, window). */
  held: Map<string, number>;
};

/** The last date a customer may book: the settings' months ahead of today, Los Angeles time. */
export function lastBookableDate(settings: ScheduleSettings, now: Date): string {
  return format(addMonths(parseISO(businessToday(now)), settings.monthsAhead), "yyyy-MM-dd");
}

/** Whether the office offers the window on that date at all (working day, window on and within the hours, not closed). */
export function offered(facts: Omit<ScheduleFacts, "held">, date: string, window: ArrivalWindow): WindowRefusal {
  const { settings } = facts;
  if (!settings.workingDays.includes(isoWeekday(date))) return "closed";
  if (!settings.windows.includes(window) || !windowInHours(window, settings)) return "not-offered";
  if (facts.closures.some((closure) => closure.date === date && (closure.window === null || closure.window === window))) return "closed";
  return null;
}

/** The bounds a customer's booking keeps to at an instant: the earliest start (with its date) and the last date. */
export type BookingBounds = { earliest: Date; earliestDate: string; lastDate: string };

export function bookingBounds(settings: ScheduleSettings, now: Date): BookingBounds {
  const earliest = new Date(now.getTime() + settings.minNoticeMinutes * 60_000);
  return { earliest, earliestDate: businessToday(earliest), lastDate: lastBookableDate(settings, now) };
}

/** Whether a customer may book the window now: offered, starting at least the notice ahead, within the months ahead, with a free place. */
export function customerRefusal(facts: ScheduleFacts, date: string, window: ArrivalWindow, bounds: BookingBounds): WindowRefusal {
  const refusal = offered(facts, date, window);
  if (refusal) return refusal;
  if (date < bounds.earliestDate) return "too-soon";
  if (date === bounds.earliestDate && businessInstant(date, arrivalWindowTimes(window).startHour * 60) < bounds.earliest) return "too-soon";
  if (date > bounds.lastDate) return "too-far";
  if ((facts.held.get(visitKey(date, window)) ?? 0) >= facts.settings.visitsPerWindow) return "full";
  return null;
}

/**
 * Every window of `days` days from `from` (yyyy-MM-dd) that a customer could book, with its
 * free places: closed days and windows, windows too soon or too far ahead, left out; full ones
 * kept with 0 free, so a picker can show them as full.
 */
export function computeOpenWindows(facts: ScheduleFacts, from: string, days: number, now: Date): OpenWindow[] {
  const open: OpenWindow[] = [];
  const bounds = bookingBounds(facts.settings, now);
  for (let i = 0; i < days; i++) {
    const date = shiftDate(from, i);
    for (const window of ARRIVAL_WINDOWS) {
      const refusal = customerRefusal(facts, date, window, bounds);
      if (refusal && refusal !== "full") continue;
      const capacity = facts.settings.visitsPerWindow;
      const free = Math.max(0, capacity - (facts.held.get(visitKey(date, window)) ?? 0));
      open.push({ date, window, label: arrivalWindowLabel(window), capacity, free });
    }
  }
  return open;
}

/** A day a customer may book a visit on, with how many of its windows have a free place (0: every one is full). */
export type DayRoom = { date: string; open: number };

/** The days of `open` (closed and past days are not in it), each with its windows that have room: the booking calendar's marks (issue 40 §4). */
export function dayRooms(open: readonly OpenWindow[]): DayRoom[] {
  const days = new Map<string, number>();
  for (const window of open) days.set(window.date, (days.get(window.date) ?? 0) + (window.free > 0 ? 1 : 0));
  return [...days].map(([date, count]) => ({ date, open: count }));
}

/** A day's windows as a picker offers them: the visitKey to send, the label, and whether a place is free. */
export type WindowDay = {
  date: string;
  /** 'Tuesday, December 3' */
  label: string;
  /** 'Tue, Dec 3' */
  shortLabel: string;
  /** `current`: the visit's own window, when moving it (shown, not choosable). */
  windows: { value: string; label: string; full: boolean; current?: boolean }[];
};

/**
 * Open windows grouped by day, in date order and named in `lang` ('martes, 3 de diciembre');
 * days without any window left out; `current` marks the visit being moved.
 */
export function windowDays(open: readonly OpenWindow[], current?: { date: string; window: string }, lang: Lang = "en"): WindowDay[] {
  const days = new Map<string, WindowDay>();
  for (const window of open) {
    let day = days.get(window.date);
    if (!day) {
      day = { date: window.date, label: formatWeekdayDay(window.date, lang), shortLabel: formatShortWeekdayDate(window.date, lang), windows: [] };
      days.set(window.date, day);
    }
    const isCurrent = current !== undefined && window.date === current.date && window.window === current.window;
    day.windows.push({
      value: visitKey(window.date, window.window),
      label: lang === "en" ? window.label : arrivalWindowLabel(window.window, lang),
      full: window.free === 0 && !isCurrent,
      ...(isCurrent ? { current: true } : {}),
    });
  }
  return [...days.values()];
}
