import { BUSINESS_TIME_ZONE } from "~/utils/dates";
import type { VisitState } from "./visit";

/**
 * A calendar file (RFC 5545) for a scheduled visit: one VEVENT from the start to the end of
 * the arrival window, in Los Angeles time (with its VTIMEZONE, so every calendar reads it
 * the same). The UID is the lead's: a rescheduled visit replaces the first one in the
 * customer's calendar, its higher SEQUENCE telling which is newer; a cancelled visit is the same
 * event again with METHOD:CANCEL and STATUS:CANCELLED, which takes it out. A visit the office has
 * not confirmed is STATUS:TENTATIVE, a confirmed one STATUS:CONFIRMED (decision 078).
 */
export type VisitEvent = {
  uid: string;
  /** yyyy-MM-dd */
  date: string;
  startHour: number;
  endHour: number;
  summary: string;
  description: string;
  url?: string;
  sequence: number;
  organizer: { name: string; email: string };
  stamp: Date;
  /** The visit's state; a cancelled one's file removes the event it names (same UID, higher SEQUENCE). */
  state: VisitState | "cancelled";
};

/** Every way a line can break: CRLF, CR, LF, NEL, VT, FF, and Unicode's line and paragraph separators. */
const LINE_BREAK = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;
/** Other control characters, which a TEXT value may not hold (§3.3.11) but a tab. */
const CONTROL = /(?!\t)\p{Cc}/gu;

/** A TEXT value: backslash, semicolon and comma escaped, every line break written as `\n` (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(LINE_BREAK, "\\n")
    .replace(CONTROL, " ");
}

/** A quoted parameter value (§3.2): no double quote, line break or control character. */
function paramText(value: string): string {
  return value.replace(LINE_BREAK, " ").replace(CONTROL, " ").replace(/"/g, "");
}

/** Lines longer than 75 octets folded with CRLF and a space (§3.1), never inside a character's UTF-8 bytes. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, "utf8");
    if (size + length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (value: number) => String(value).padStart(2, "0");

function localDateTime(date: string, hour: number): string {
  return `${date.replace(/-/g, "")}T${pad(hour)}0000`;
}

function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/** Los Angeles since 2007: PST (UTC−8) from the first Sunday of November, PDT (UTC−7) from the second Sunday of March. */
const LOS_ANGELES_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${BUSINESS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "TZNAME:PDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "TZNAME:PST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const CALENDAR_STATUS = { requested: "TENTATIVE", confirmed: "CONFIRMED", cancelled: "CANCELLED" } as const;

/** The .ics text, lines ending in CRLF. */
export function visitCalendar(event: VisitEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Pacific Crest Handyman//Service visits//EN",
    "CALSCALE:GREGORIAN",
    event.state === "cancelled" ? "METHOD:CANCEL" : "METHOD:PUBLISH",
    ...LOS_ANGELES_TIMEZONE,
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${BUSINESS_TIME_ZONE}:${localDateTime(event.date, event.startHour)}`,
    `DTEND;TZID=${BUSINESS_TIME_ZONE}:${localDateTime(event.date, event.endHour)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${new URL(event.url).href}`] : []),
    `ORGANIZER;CN="${paramText(event.organizer.name)}":mailto:${encodeURI(event.organizer.email)}`,
    `STATUS:${CALENDAR_STATUS[event.state]}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
