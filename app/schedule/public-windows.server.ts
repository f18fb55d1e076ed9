import { BOOKING_LIST_DAYS, scheduleFacts } from "./capacity.server";
import { businessToday, shiftDate } from "./clock";
import { DEFAULT_SCHEDULE_SETTINGS } from "./settings";
import type { Lang } from "~/content/i18n";
import { preferredDateWindow } from "~/utils/dates";
import { computeOpenWindows, dayRooms, windowDays, type DayRoom, type OpenWindow, type WindowDay } from "./windows";

/**
 * The open windows the booking page shows, kept in memory like the published reviews (decision
 * 055): the page is pre-rendered, where there is no database, so each app server reads them at
 * start, whenever the database announces a change to the schedule's places, settings or
 * closures, and every minute (time closes windows too), and renders /book again when they changed
 * (server/live-pages.ts). The loader reads this copy: the list of the next BOOKING_LIST_DAYS
 * days' windows, and each day the date field may take with its room, for the calendar (issue 40 §4).
 */
let current: OpenWindow[] = [];
/** The last date the list shows: BOOKING_LIST_DAYS days from the day `current` was read. */
let listedThrough = "";
/** Whether a window chosen on the page is confirmed as it is booked (decision 078): the page says so. */
let confirmsAtOnce = DEFAULT_SCHEDULE_SETTINGS.confirmOnlineBookings;

/** The kept open windows of the next BOOKING_LIST_DAYS days, by day, named in the page's language. */
export function bookingWindows(lang: Lang = "en"): WindowDay[] {
  return windowDays(current.filter((window) => window.date <= listedThrough), undefined, lang);
}

/** The days a customer may book on up to the date field's last day, each with its windows that have room (past and closed days are not in it). */
export function bookingDays(): DayRoom[] {
  return dayRooms(current);
}

/** How many days from today the date field takes: through its last date, two months ahead. */
function calendarDays(now: Date): number {
  const last = preferredDateWindow(now).max;
  let days = 1;
  for (let day = businessToday(now); day < last; day = shiftDate(day, 1)) days++;
  return days;
}

/** The kept setting: a window chosen online is confirmed at once. */
export function bookingConfirmsAtOnce(): boolean {
  return confirmsAtOnce;
}

/** Reads the open windows and the setting again (one statement) and keeps them; true when what the page shows has changed. */
export async function refreshBookingWindows(now: Date = new Date()): Promise<boolean> {
  const first = businessToday(now);
  const days = calendarDays(now);
  const facts = await scheduleFacts(first, shiftDate(first, days - 1));
  const next = computeOpenWindows(facts, first, days, now);
  const changed = JSON.stringify(next) !== JSON.stringify(current) || facts.settings.confirmOnlineBookings !== confirmsAtOnce;
  current = next;
  confirmsAtOnce = facts.settings.confirmOnlineBookings;
  listedThrough = shiftDate(first, BOOKING_LIST_DAYS - 1);
  return changed;
}

/** One date's windows (for the picker once the customer has chosen a date), or null when none can be booked on it. */
export async function windowsOn(date: string, now: Date = new Date(), lang: Lang = "en"): Promise<WindowDay | null> {
  if (date < businessToday(now)) return null;
  const facts = await scheduleFacts(date, date);
  return windowDays(computeOpenWindows(facts, date, 1, now), undefined, lang)[0] ?? null;
}
