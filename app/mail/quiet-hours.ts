import { BUSINESS_TIME_ZONE } from "~/utils/dates";

/** Texts to customers go from 8 am to 9 pm, Los Angeles time (decision 088). */
export const TEXTING_HOURS = { from: 8, until: 21 } as const;

const parts = new Intl.DateTimeFormat("en-US", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", hourCycle: "h23" });

function wallClock(at: Date): { year: number; month: number; day: number; hour: number } {
  const values = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return { year: values.year!, month: values.month!, day: values.day!, hour: values.hour! };
}

/** When a text due at `now` may go: undefined when it may go now, else the next 8 am in Los Angeles. */
export function textingResumesAt(now: Date): Date | undefined {
  const { year, month, day, hour } = wallClock(now);
  if (hour >= TEXTING_HOURS.from && hour < TEXTING_HOURS.until) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day + (hour >= TEXTING_HOURS.until ? 1 : 0)));
  // 8 am Los Angeles is 15:00 or 16:00 UTC (summer or winter time): the one that reads 8 there.
  for (const offset of [7, 8]) {
    const candidate = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), TEXTING_HOURS.from + offset));
    if (wallClock(candidate).hour === TEXTING_HOURS.from) return candidate;
  }
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), TEXTING_HOURS.from + 8));
}
