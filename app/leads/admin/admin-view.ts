import { isLang, type Lang } from "~/content/i18n";
import { serviceLabel } from "~/content/site";
import { formatShortCalendarDate, isoDateInZone } from "~/utils/dates";
import { arrivalWindowLabel, isArrivalWindow } from "../visit";
import { OPEN_STATUSES, OVERDUE_HOURS } from "../transitions";
import type { LeadStatus } from "../statuses";

/** How long a lead has waited: '45 min', '5 h', '3 d'. */
export function waitedLabel(since: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d`;
}

/** An open lead nobody on the staff has touched for more than OVERDUE_HOURS since it came in. */
export function isOverdue(lead: { status: LeadStatus; createdAt: Date; staffActionAt: Date | null }, now: Date): boolean {
  return (
    OPEN_STATUSES.includes(lead.status) &&
    lead.staffActionAt === null &&
    now.getTime() - lead.createdAt.getTime() > OVERDUE_HOURS * 3_600_000
  );
}

/**
 * When an open lead's row or page next reads differently with time alone: its waited label
 * moves on (each minute, hour or day) or its overdue flag appears. Infinity for a closed lead.
 */
export function leadViewChangesAt(lead: { status: LeadStatus; createdAt: Date; staffActionAt: Date | null }, now: Date): number {
  if (!OPEN_STATUSES.includes(lead.status)) return Number.POSITIVE_INFINITY;
  const since = lead.createdAt.getTime();
  const minutes = Math.max(0, Math.floor((now.getTime() - since) / 60_000));
  const step = minutes < 60 ? 1 : minutes < 48 * 60 ? 60 : 1440;
  const label = since + (Math.floor(minutes / step) + 1) * step * 60_000;
  const overdueFrom = since + OVERDUE_HOURS * 3_600_000 + 1;
  return lead.staffActionAt === null && overdueFrom > now.getTime() ? Math.min(label, overdueFrom) : label;
}

/** A lead as the list's query reads it (admin-list.server.ts): what a row is made from. */
export type LeadListItem = {
  id: string;
  name: string;
  phone: string;
  email: string;
  service: string;
  status: LeadStatus;
  version: number;
  zipCode: string | null;
  preferredDate: string | null;
  scheduledDate: string | null;
  arrivalWindow: string | null;
  createdAt: Date;
  staffActionAt: Date | null;
  assignee: string | null;
  hasPhoto: boolean;
  language: Lang;
};

/** A row of the list: only what the row shows, formatted on the server (the page stays light). */
export type LeadRowView = {
  id: string;
  name: string;
  phone: string;
  email: string;
  service: string;
  zip: string | null;
  preferred: string | null;
  appointment: string | null;
  status: LeadStatus;
  version: number;
  /** The day it came in, for a closed lead ('' for an open one, which shows how long it has waited). */
  created: string;
  /** For open leads: how long since it came in. */
  waited: string | null;
  overdue: boolean;
  assignee: string | null;
  hasPhoto: boolean;
  /** The customer's language: the row marks a Spanish one ('ES'). */
  language: Lang;
  /** The latest quote's state and amount in words ('Quote sent (v1, $368.54)'), or null without one (handed in by the route). */
  quote: string | null;
  /** What the AI tools' triage says when staff should look (decision 091): 'Spam?' or 'Urgent', else null (handed in by the route). */
  triage: string | null;
};

/** Another request of the same customer (same phone or e-mail), as the lead's page lists it. */
export type OtherRequestView = {
  id: string;
  reference: string | null;
  service: string;
  status: LeadStatus;
  created: string;
  /** Made before the lead whose page lists it. */
  earlier: boolean;
};

/** What stands for the name of a lead whose personal data was erased (app/leads/erase.server.ts): a customer's name is never empty. */
export const ERASED_NAME = "Personal data erased";

/** A date in the list: 'Dec 24', with the year only when it is not this one ('Jan 8, 2027'): fifty rows stay under 60 KB (issue 33). */
function listDate(isoDate: string | null, now: Date): string | null {
  const label = formatShortCalendarDate(isoDate);
  const thisYear = `, ${isoDateInZone(now).slice(0, 4)}`;
  return label?.endsWith(thisYear) ? label.slice(0, -thisYear.length) : label;
}

export function toLeadRowView(lead: LeadListItem, now: Date, quote: string | null = null, triage: string | null = null): LeadRowView {
  const open = OPEN_STATUSES.includes(lead.status);
  return {
    id: lead.id,
    name: lead.name || ERASED_NAME,
    phone: lead.phone,
    email: lead.email,
    service: serviceLabel(lead.service),
    zip: lead.zipCode,
    preferred: listDate(lead.preferredDate, now),
    // Short, as the preferred date: 'Dec 3, 8–10 am'.
    appointment: lead.scheduledDate
      ? [listDate(lead.scheduledDate, now), isArrivalWindow(lead.arrivalWindow) ? arrivalWindowLabel(lead.arrivalWindow) : null].filter(Boolean).join(", ")
      : null,
    status: lead.status,
    version: lead.version,
    // A closed lead's day it came in; an open one shows how long it has waited instead: fifty rows stay under 60 KB (issue 33).
    created: open ? "" : listDate(isoDateInZone(lead.createdAt), now)!,
    waited: open ? waitedLabel(lead.createdAt, now) : null,
    overdue: isOverdue(lead, now),
    assignee: lead.assignee,
    hasPhoto: lead.hasPhoto,
    language: lead.language,
    quote,
    triage,
  };
}

/** The badge colour of a lead status. */
export function statusBadgeVariant(status: string): "default" | "success" | "destructive" | "warning" | "secondary" {
  switch (status) {
    case "New":
      return "default";
    case "Approved":
    case "Completed":
      return "success";
    case "Not Qualified":
      return "destructive";
    case "Cancelled":
      return "secondary";
    case "In Review":
    case "Prioritized":
      return "warning";
    default:
      return "secondary";
  }
}

/** How each field of a row travels in ROW_FIELDS order: text, text or null, a whole number, a flag, a person, a language. */
const ROW_FIELDS = [
  ["id", "text"],
  ["name", "text"],
  ["phone", "text"],
  ["email", "text"],
  ["service", "text"],
  ["zip", "optional"],
  ["preferred", "optional"],
  ["appointment", "optional"],
  ["status", "text"],
  ["version", "number"],
  ["created", "text"],
  ["waited", "optional"],
  ["overdue", "flag"],
  ["assignee", "person"],
  ["hasPhoto", "flag"],
  ["language", "language"],
  // Last: a row without a quote or a triage label (most) carries nothing for them.
  ["quote", "optional"],
  ["triage", "optional"],
] as const satisfies readonly (readonly [keyof LeadRowView, "text" | "optional" | "number" | "flag" | "person" | "language"])[];

/**
 * A person (the assignee) travels as '~3', the fourth of the page's `people` (its admins, sent
 * once), when among them: fifty rows of one long name cost a kilobyte (issue 33's 60 KB). A value
 * that itself begins with '~' gets another in front.
 */
function personOut(value: string | null, people: readonly string[]): string {
  if (value === null) return "";
  const index = people.indexOf(value);
  return index >= 0 ? `~${index}` : value.startsWith("~") ? `~${value}` : value;
}

function personIn(value: string, people: readonly string[]): string | null {
  if (value === "") return null;
  if (value.startsWith("~~")) return value.slice(1);
  return value.startsWith("~") ? (people[Number(value.slice(1))] ?? null) : value;
}

/** Between a row's values. A value never holds one: a line break in it becomes a space, as the page shows it anyway. */
const SEPARATOR = "\n";
const TRAILING_EMPTY = new RegExp(`${SEPARATOR}+$`);

/**
 * A row as the page's hydration data carries it: one string, its values in ROW_FIELDS order
 * (null and false as nothing), the empty ones at its end left out (most rows end with no photo
 * and English: 3 bytes of the page each). Each value as its own entry cost its quotes, their
 * escapes and an index in the row's array: about 15 bytes a row more, 0.7 KB on a page of 50
 * (decision 015).
 */
export function toRowLine(row: LeadRowView, people: readonly string[] = []): string {
  return ROW_FIELDS.map(([field, kind]) => {
    const value = row[field];
    if (kind === "flag") return value ? "1" : "";
    // English, most rows, as nothing.
    if (kind === "language") return value === "en" ? "" : String(value);
    if (kind === "person") return personOut(value === null ? null : String(value), people).replace(/[\r\n]/g, " ");
    return value === null ? "" : String(value).replace(/[\r\n]/g, " ");
  })
    .join(SEPARATOR)
    .replace(TRAILING_EMPTY, "");
}

export function fromRowLine(line: string, people: readonly string[] = []): LeadRowView {
  const values = line.split(SEPARATOR);
  return Object.fromEntries(
    ROW_FIELDS.map(([field, kind], index) => {
      const value = values[index] ?? "";
      if (kind === "flag") return [field, value === "1"];
      if (kind === "number") return [field, Number(value)];
      if (kind === "optional") return [field, value === "" ? null : value];
      if (kind === "person") return [field, personIn(value, people)];
      if (kind === "language") return [field, isLang(value) ? value : "en"];
      return [field, value];
    }),
  ) as LeadRowView;
}
