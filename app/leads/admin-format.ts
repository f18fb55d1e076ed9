/** The business is in Los Angeles: dates on the dashboard are its local time, whatever the server's zone. */
const TIME_ZONE = "America/Los_Angeles";

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const shortDate = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "2-digit", day: "2-digit", year: "numeric" });
const calendarDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });

/** 'Nov 22, 2026, 9:05 AM' in Los Angeles time. */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}

/** The short US date: '11/22/2026'. */
export function formatShortDate(date: Date): string {
  return shortDate.format(date);
}

/** A calendar date stored as 'yyyy-mm-dd' (no time zone): 'Nov 22, 2026'. */
export function formatCalendarDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : calendarDate.format(date);
}

/** A tel: link's target: the digits (and a leading +) of a phone number as typed. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, "");
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
