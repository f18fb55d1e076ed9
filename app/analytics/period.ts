import { addDays, differenceInCalendarDays, format, parseISO } from "date-fns";
import { z } from "~/utils/zod";
import { isoDateInZone } from "~/utils/dates";

export const RANGES = ["7", "30", "90", "custom"] as const;
export type Range = (typeof RANGES)[number];

/** A period of whole Los Angeles days, both ends included (yyyy-MM-dd). */
export type Period = { range: Range; from: string; to: string; days: number };

export const PERIOD_MESSAGES = {
  dates: "Please choose a start and an end date",
  order: "The start date must be on or before the end date",
  length: "Please choose a period of at most 366 days",
} as const;

export const MAX_PERIOD_DAYS = 366;

/** The period form's fields (a GET form: range, and from/to for a date range). */
export const periodSchema = z.object({
  range: z.enum(RANGES).catch("30"),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
});

export type PeriodResult = { period: Period; error?: string };

function lastDays(days: number, today: string, range: Range): Period {
  return { range, from: format(addDays(parseISO(today), 1 - days), "yyyy-MM-dd"), to: today, days };
}

/** The period a query string asks for; a bad date range falls back to the last 30 days with a message. */
export function periodFromQuery(query: URLSearchParams, now: Date = new Date()): PeriodResult {
  const today = isoDateInZone(now);
  const input = periodSchema.parse(Object.fromEntries(query));
  if (input.range !== "custom") return { period: lastDays(Number(input.range), today, input.range) };
  const fallback = lastDays(30, today, "30");
  if (!input.from || !input.to) return { period: fallback, error: PERIOD_MESSAGES.dates };
  const days = differenceInCalendarDays(parseISO(input.to), parseISO(input.from)) + 1;
  if (days < 1) return { period: fallback, error: PERIOD_MESSAGES.order };
  if (days > MAX_PERIOD_DAYS) return { period: fallback, error: PERIOD_MESSAGES.length };
  return { period: { range: "custom", from: input.from, to: input.to, days } };
}

/** The query string of a period, for links (CSV downloads) that keep it. */
export function periodQuery(period: Period): string {
  const params = new URLSearchParams({ range: period.range });
  if (period.range === "custom") {
    params.set("from", period.from);
    params.set("to", period.to);
  }
  return params.toString();
}

/** Every day of the period, in order. */
export function daysOf(period: Period): string[] {
  const start = parseISO(period.from);
  return Array.from({ length: period.days }, (_, i) => format(addDays(start, i), "yyyy-MM-dd"));
}
