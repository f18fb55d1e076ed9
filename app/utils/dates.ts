import { addDays, addMonths, format, parseISO } from "date-fns";

/** The business runs on Los Angeles time: "today", the booking window and shown dates use it. */
export const BUSINESS_TIME_ZONE = "America/Los_Angeles";

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClock(date: Date, timeZone: string): WallClock {
  let formatter = wallClockFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    wallClockFormats.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") };
}

/** The instant as a local Date showing the wall-clock time of `timeZone`, ready for date-fns format(). */
function inZone(date: Date, timeZone: string): Date {
  const clock = wallClock(date, timeZone);
  return new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
}

/** The calendar date (yyyy-MM-dd) of an instant in the business time zone. */
export function isoDateInZone(date: Date, timeZone = BUSINESS_TIME_ZONE): string {
  return format(inZone(date, timeZone), "yyyy-MM-dd");
}

export type DateWindow = { min: string; max: string };

/** The preferred-date window's bounds (the booking page's date input sets them in the browser too). */
export const PREFERRED_DATE_WINDOW = { firstDay: -1, monthsAhead: 2 } as const;

/** The preferred-date window: yesterday through two months ahead, in Los Angeles dates. */
export function preferredDateWindow(now: Date = new Date()): DateWindow {
  const today = parseISO(isoDateInZone(now));
  return {
    min: format(addDays(today, PREFERRED_DATE_WINDOW.firstDay), "yyyy-MM-dd"),
    max: format(addMonths(today, PREFERRED_DATE_WINDOW.monthsAhead), "yyyy-MM-dd"),
  };
}

/** The dates staff may give a visit: today through a year ahead, in Los Angeles dates. */
export function visitDateWindow(now: Date = new Date()): DateWindow {
  const today = parseISO(isoDateInZone(now));
  return { min: format(today, "yyyy-MM-dd"), max: format(addMonths(today, 12), "yyyy-MM-dd") };
}

/** Whether a yyyy-MM-dd date lies in the window (ISO dates compare as strings). */
export function isInWindow(isoDate: string, window: DateWindow): boolean {
  return isoDate >= window.min && isoDate <= window.max;
}

/** Whether `value` is a calendar date that exists, written yyyy-MM-dd ('2026-02-30' is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A yyyy-MM-dd calendar date as 'MMMM d, yyyy'. */
export function formatCalendarDate(isoDate: string): string {
  return format(parseISO(isoDate), "MMMM d, yyyy");
}

/** A yyyy-MM-dd calendar date's month: 'November 2026'. */
export function formatMonth(isoDate: string): string {
  return format(parseISO(isoDate), "MMMM yyyy");
}

/** A yyyy-MM-dd calendar date with its weekday: 'Tuesday, December 1, 2026'. */
export function formatWeekdayDate(isoDate: string): string {
  return format(parseISO(isoDate), "EEEE, MMMM d, yyyy");
}

/** A yyyy-MM-dd calendar date with its weekday, without the year (a visit weeks ahead at most): 'Tuesday, December 1'. */
export function formatWeekdayDay(isoDate: string): string {
  return format(parseISO(isoDate), "EEEE, MMMM d");
}

/** A yyyy-MM-dd calendar date, short, with its weekday: 'Tue, Dec 1'. */
export function formatShortWeekdayDate(isoDate: string): string {
  return format(parseISO(isoDate), "EEE, MMM d");
}

/** An instant as 'MMMM d, yyyy' in Los Angeles. */
export function formatLongDate(date: Date): string {
  return format(inZone(date, BUSINESS_TIME_ZONE), "MMMM d, yyyy");
}

/** An instant as 'MMMM d, yyyy at h:mm a' in Los Angeles. */
export function formatDateTime(date: Date): string {
  return format(inZone(date, BUSINESS_TIME_ZONE), "MMMM d, yyyy 'at' h:mm a");
}

const shortDateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const numericDate = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, month: "2-digit", day: "2-digit", year: "numeric" });
const shortCalendarDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });

/** The dashboard's instant: 'Nov 22, 2026, 9:05 AM' in Los Angeles. */
export function formatShortDateTime(date: Date): string {
  return shortDateTime.format(date);
}

/** An instant as a spreadsheet reads a date and time: '2026-11-22 09:05' in Los Angeles (the CSV exports). */
export function formatSpreadsheetDateTime(date: Date): string {
  return format(inZone(date, BUSINESS_TIME_ZONE), "yyyy-MM-dd HH:mm");
}

/** The short US date: '11/22/2026' in Los Angeles. */
export function formatNumericDate(date: Date): string {
  return numericDate.format(date);
}

/** The dashboard's calendar date, stored as 'yyyy-mm-dd' (no time zone): 'Nov 22, 2026'; null for none or a malformed one. */
export function formatShortCalendarDate(value: string | null): string | null {
  return value && isCalendarDate(value) ? shortCalendarDate.format(new Date(`${value}T00:00:00Z`)) : null;
}
