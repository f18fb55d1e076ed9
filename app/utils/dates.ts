import { addDays, addMonths, format, parseISO, type Locale } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { es } from "date-fns/locale/es";
import type { Lang } from "~/content/i18n";

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

/**
 * Whether `value` is a calendar date that exists, written yyyy-MM-dd ('2026-02-30' is not, nor is
 * any day of the year 0000, which the database refuses: the year before 1 is 1 BC).
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith("0000")) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** date-fns's words for each language (the week starts on Sunday in both, as in the US). */
const DATE_LOCALES: Record<Lang, Locale> = { en: enUS, es: { ...es, options: { ...es.options, weekStartsOn: 0 } } };

/** A customer's date pattern in `lang`: Spanish puts the day first ("3 de diciembre de 2026"). */
const PATTERNS = {
  calendar: { en: "MMMM d, yyyy", es: "d 'de' MMMM 'de' yyyy" },
  month: { en: "MMMM yyyy", es: "MMMM 'de' yyyy" },
  weekdayDate: { en: "EEEE, MMMM d, yyyy", es: "EEEE, d 'de' MMMM 'de' yyyy" },
  weekdayDay: { en: "EEEE, MMMM d", es: "EEEE, d 'de' MMMM" },
  shortWeekday: { en: "EEE, MMM d", es: "EEE, d MMM" },
  dateTime: { en: "MMMM d, yyyy 'at' h:mm a", es: "d 'de' MMMM 'de' yyyy, h:mm aaaa" },
  shortDateTime: { en: "MMM d, yyyy, h:mm a", es: "d MMM yyyy, h:mm aaaa" },
} as const;

function formatIn(lang: Lang, date: Date, pattern: keyof typeof PATTERNS): string {
  return format(date, PATTERNS[pattern][lang], { locale: DATE_LOCALES[lang] });
}

/** A yyyy-MM-dd calendar date as 'MMMM d, yyyy' ('3 de diciembre de 2026' in Spanish). */
export function formatCalendarDate(isoDate: string, lang: Lang = "en"): string {
  return formatIn(lang, parseISO(isoDate), "calendar");
}

/** A yyyy-MM-dd calendar date's month: 'November 2026' ('noviembre de 2026'). */
export function formatMonth(isoDate: string, lang: Lang = "en"): string {
  return formatIn(lang, parseISO(isoDate), "month");
}

/** A yyyy-MM-dd calendar date with its weekday: 'Tuesday, December 1, 2026' ('martes, 1 de diciembre de 2026'). */
export function formatWeekdayDate(isoDate: string, lang: Lang = "en"): string {
  return formatIn(lang, parseISO(isoDate), "weekdayDate");
}

/** A yyyy-MM-dd calendar date with its weekday, without the year (a visit weeks ahead at most): 'Tuesday, December 1' ('martes, 1 de diciembre'). */
export function formatWeekdayDay(isoDate: string, lang: Lang = "en"): string {
  return formatIn(lang, parseISO(isoDate), "weekdayDay");
}

/** A yyyy-MM-dd calendar date, short, with its weekday: 'Tue, Dec 1' ('mar, 1 dic'). */
export function formatShortWeekdayDate(isoDate: string, lang: Lang = "en"): string {
  return formatIn(lang, parseISO(isoDate), "shortWeekday");
}

/** An instant as 'MMMM d, yyyy' in Los Angeles. */
export function formatLongDate(date: Date, lang: Lang = "en"): string {
  return formatIn(lang, inZone(date, BUSINESS_TIME_ZONE), "calendar");
}

/** An instant as 'MMMM d, yyyy at h:mm a' in Los Angeles. */
export function formatDateTime(date: Date, lang: Lang = "en"): string {
  return formatIn(lang, inZone(date, BUSINESS_TIME_ZONE), "dateTime");
}

const numericDate = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, month: "2-digit", day: "2-digit", year: "numeric" });
const shortCalendarDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });

/** The dashboard's instant: 'Nov 22, 2026, 9:05 AM' in Los Angeles ('22 nov 2026, 9:05 a.m.'). */
export function formatShortDateTime(date: Date, lang: Lang = "en"): string {
  return formatIn(lang, inZone(date, BUSINESS_TIME_ZONE), "shortDateTime");
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

/** The days of the week, ISO-numbered (1 = Monday), with the name a form field takes and the admin's label. */
export const WEEKDAYS = [
  { iso: 1, name: "monday", label: "Monday" },
  { iso: 2, name: "tuesday", label: "Tuesday" },
  { iso: 3, name: "wednesday", label: "Wednesday" },
  { iso: 4, name: "thursday", label: "Thursday" },
  { iso: 5, name: "friday", label: "Friday" },
  { iso: 6, name: "saturday", label: "Saturday" },
  { iso: 7, name: "sunday", label: "Sunday" },
] as const;
