import { BUSINESS_TIME_ZONE, isoDateInZone } from "~/utils/dates";

const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, timeZoneName: "longOffset" });
const hourFormat = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "numeric", hourCycle: "h23" });

/** Minutes Los Angeles is ahead of UTC at an instant (−480 in winter, −420 in summer). */
function offsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant a Los Angeles wall-clock time happens: a date (yyyy-MM-dd) and minutes after its midnight. */
export function businessInstant(date: string, minutes: number): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const guess = new Date(wall - offsetMinutes(new Date(wall)) * 60_000);
  return new Date(wall - offsetMinutes(guess) * 60_000);
}

/** Minutes after midnight, Los Angeles time, of an instant. */
export function businessMinutes(at: Date): number {
  const parts = hourFormat.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return part("hour") * 60 + part("minute");
}

/** Today in Los Angeles, yyyy-MM-dd. */
export function businessToday(now: Date): string {
  return isoDateInZone(now);
}

/** A yyyy-MM-dd date moved by whole days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The Monday of a date's week. */
export function weekStart(date: string): string {
  return shiftDate(date, 1 - isoWeekday(date));
}
