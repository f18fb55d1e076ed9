import { formatCalendarDate } from "./dates";

/** The arrival windows staff offer a customer (stored as the key, shown as the label). */
export const ARRIVAL_WINDOWS = ["8-10", "10-12", "12-2", "2-4", "4-6"] as const;
export type ArrivalWindow = (typeof ARRIVAL_WINDOWS)[number];

const LABELS: Record<ArrivalWindow, string> = {
  "8-10": "8–10 am",
  "10-12": "10 am–12 pm",
  "12-2": "12–2 pm",
  "2-4": "2–4 pm",
  "4-6": "4–6 pm",
};

export function isArrivalWindow(value: unknown): value is ArrivalWindow {
  return typeof value === "string" && (ARRIVAL_WINDOWS as readonly string[]).includes(value);
}

/** '8-10' → '8–10 am'. */
export function arrivalWindowLabel(window: ArrivalWindow): string {
  return LABELS[window];
}

/** The appointment in words: 'December 3, 2026, 8–10 am'; null when none is set. */
export function appointmentLabel(date: string | null, window: string | null): string | null {
  if (!date) return null;
  return isArrivalWindow(window) ? `${formatCalendarDate(date)}, ${arrivalWindowLabel(window)}` : formatCalendarDate(date);
}
