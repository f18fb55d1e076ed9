import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { displayNamesOf } from "~/auth/account-name.server";
import { getDb } from "~/db/client.server";
import { leadNotes, leads, leadStatusHistory, mailOutbox, textMessages } from "~/db/schema";
import { LIMITS } from "~/security/limits";
import type { Lang } from "~/content/i18n";
import { serviceLabel } from "~/content/site";
import { telHref } from "./admin-format";
import { isOverdue, leadViewChangesAt, waitedLabel } from "./admin-view";
import { formatShortCalendarDate, formatShortDateTime, visitDateWindow, type DateWindow } from "~/utils/dates";
import { isUuid } from "~/utils/uuid";
import { listActiveAdmins } from "./lead-admins.server";
import { UNDO_WINDOW_MINUTES } from "../history";
import { undoableEvent } from "../pipeline.server";
import { appointmentLabel, frequencyLabel } from "../visit";
import { leadSourceWords } from "../sources";
import { actionsFor, OPEN_STATUSES } from "../transitions";

/** A line of the lead's history: a change (`event-…`), or a message to the customer held by their daily cap (`held-…`). */
export type HistoryEntryView = { key: string; when: string; who: string; what: string; undone: boolean };
export type NoteView = { id: number; author: string; when: string; body: string };

/** Everything the lead's page shows, formatted on the server. */
export type LeadDetailView = {
  id: string;
  /** The code the customer quotes (PC-7K4Q9X); null for a lead from before codes existed. */
  reference: string | null;
  name: string;
  phone: string;
  tel: string;
  email: string;
  service: string;
  source: string;
  /** The language the request was sent in (or staff set): every message to the customer is in it. */
  language: Lang;
  streetAddress: string | null;
  zipCode: string | null;
  mapUrl: string | null;
  preferredDate: string | null;
  /** How often the customer asked for the visit ('Once', 'Every two weeks'; issue 40 §4). */
  frequency: string;
  description: string;
  status: string;
  version: number;
  created: string;
  waited: string | null;
  overdue: boolean;
  scheduledDate: string | null;
  arrivalWindow: string | null;
  appointment: string | null;
  notQualifiedReason: string | null;
  reportedNoContact: string | null;
  /** The customer cancelled the visit on the status page: when, and their reason (staff-only). */
  cancelled: { when: string; reason: string | null } | null;
  assigneeId: string | null;
  hasPhoto: boolean;
  /** When the customer's personal data was erased (app/leads/erase.server.ts); null while it is kept. */
  erased: string | null;
  actions: { intent: string; label: string; to: string }[];
  /** The change an Undo button would undo: the lead's last, while it can be undone. */
  undo: { eventId: number; label: string } | null;
  /** The dates a visit may be given (the date inputs' min and max; the form's schema checks them). */
  visitDates: DateWindow;
  history: HistoryEntryView[];
  notes: NoteView[];
  admins: { id: string; name: string }[];
};

/** A customer's message held by its recipient's daily cap (decision 075), as the history tells the staff. */
function describeHeld(message: { channel: string; to: string; subject: string; status: string }): string {
  if (message.status === "opted-out") return `Text message not sent to ${message.to}: that number replied STOP (${message.subject})`;
  const limit = `${LIMITS.customerMessages.limit} messages a day`;
  return message.channel === "sms"
    ? `Text message not sent to ${message.to}: that number had its ${limit} (${message.subject})`
    : `E-mail not sent to ${message.to}: that address had its ${limit} ("${message.subject}")`;
}

/** A text to or from the lead's phone (decision 088), with its delivery as Twilio last reported it. */
function describeText(text: { direction: string; body: string; status: string; errorCode: string | null }): string {
  if (text.direction === "in") return `Text received: “${text.body}”`;
  const error = text.errorCode ? `, error ${text.errorCode}` : "";
  return `Text sent (${text.status}${error}): “${text.body}”`;
}

function describe(event: { action: string; fromStatus: string | null; toStatus: string; detail: string | null }): string {
  if (event.action === "created") return "Request received";
  const move = event.fromStatus && event.fromStatus !== event.toStatus ? `${event.fromStatus} → ${event.toStatus}` : null;
  return [move, event.detail].filter(Boolean).join(". ") || "Updated";
}

export function mapUrl(streetAddress: string | null, zipCode: string | null): string | null {
  const place = [streetAddress, zipCode].filter(Boolean).join(", ");
  return place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : null;
}

/**
 * A lead with its history, notes and the admins it can be assigned to, and when its page next
 * reads differently with time alone (waited label, overdue flag, the end of the undo window);
 * undefined when there is no such lead.
 */
export async function getLeadDetail(id: string, now = new Date()): Promise<{ view: LeadDetailView; changesAt: number } | undefined> {
  if (!isUuid(id)) return undefined;
  const db = getDb();
  const [lead] = await db
    .select({
      lead: leads,
      hasPhoto: sql<boolean>`exists (select 1 from "lead_photos" where "lead_photos"."lead_id" = "leads"."id")`,
    })
    .from(leads)
    .where(eq(leads.id, id.toLowerCase()));
  if (!lead) return undefined;
  const row = lead.lead;
  // The lead's messages name it: its id in every link, its reference code in every text message.
  const aboutLead = row.reference ? sql`(strpos(${mailOutbox.text}, ${row.id}) > 0 or strpos(${mailOutbox.text}, ${row.reference}) > 0)` : sql`strpos(${mailOutbox.text}, ${row.id}) > 0`;
  const [history, held, texts, notes, admins, undo] = await Promise.all([
    db.select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, row.id)).orderBy(asc(leadStatusHistory.id)),
    db
      .select({ id: mailOutbox.id, channel: mailOutbox.channel, to: mailOutbox.to, subject: mailOutbox.subject, status: mailOutbox.status, at: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ["held", "opted-out"]), aboutLead))
      .orderBy(asc(mailOutbox.id)),
    db
      .select({ id: textMessages.id, direction: textMessages.direction, body: textMessages.body, status: textMessages.status, errorCode: textMessages.errorCode, at: textMessages.createdAt })
      .from(textMessages)
      .where(eq(textMessages.leadId, row.id))
      .orderBy(asc(textMessages.id)),
    db.select().from(leadNotes).where(eq(leadNotes.leadId, row.id)).orderBy(asc(leadNotes.id)),
    listActiveAdmins(),
    undoableEvent(db, row),
  ]);
  const names = await displayNamesOf([...history.map((event) => event.changedBy), ...notes.map((note) => note.author)]);
  const nameOf = (email: string) => names.get(email.toLowerCase()) ?? email;
  const open = OPEN_STATUSES.includes(row.status);
  const undoEnds = undo ? undo.changedAt.getTime() + UNDO_WINDOW_MINUTES * 60_000 : Number.POSITIVE_INFINITY;
  const view: LeadDetailView = {
    id: row.id,
    reference: row.reference,
    name: row.name,
    phone: row.phone,
    tel: telHref(row.phone),
    email: row.email,
    service: serviceLabel(row.service),
    source: leadSourceWords(row.source).label,
    language: row.language,
    streetAddress: row.streetAddress,
    zipCode: row.zipCode,
    mapUrl: mapUrl(row.streetAddress, row.zipCode),
    preferredDate: formatShortCalendarDate(row.preferredDate),
    frequency: frequencyLabel(row.frequency),
    description: row.description,
    status: row.status,
    version: row.version,
    created: formatShortDateTime(row.createdAt),
    waited: open ? waitedLabel(row.createdAt, now) : null,
    overdue: isOverdue(row, now),
    scheduledDate: row.scheduledDate,
    arrivalWindow: row.arrivalWindow,
    appointment: appointmentLabel(row.scheduledDate, row.arrivalWindow),
    notQualifiedReason: row.notQualifiedReason,
    reportedNoContact: row.reportedNoContactAt ? formatShortDateTime(row.reportedNoContactAt) : null,
    cancelled: row.status === "Cancelled" && row.cancelledAt ? { when: formatShortDateTime(row.cancelledAt), reason: row.cancelReason } : null,
    assigneeId: row.assignedTo,
    hasPhoto: lead.hasPhoto,
    erased: row.erasedAt ? formatShortDateTime(row.erasedAt) : null,
    actions: actionsFor(row.status),
    undo: undo ? { eventId: undo.id, label: describe({ action: "", fromStatus: undo.fromStatus, toStatus: undo.toStatus, detail: undo.detail }) } : null,
    visitDates: visitDateWindow(now),
    history: [
      ...history.map((event) => ({
        at: event.changedAt,
        key: `event-${event.id}`,
        when: formatShortDateTime(event.changedAt),
        who: event.changedBy === "customer" ? "Customer" : event.changedBy === "system" ? "System" : nameOf(event.changedBy),
        what: describe(event),
        undone: event.undoneAt !== null,
      })),
      ...held.map((message) => ({ at: message.at, key: `held-${message.id}`, when: formatShortDateTime(message.at), who: "System", what: describeHeld(message), undone: false })),
      ...texts.map((text) => ({
        at: text.at,
        key: `text-${text.id}`,
        when: formatShortDateTime(text.at),
        who: text.direction === "in" ? "Customer" : "System",
        what: describeText(text),
        undone: false,
      })),
    ]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map(({ at: _at, ...entry }) => entry),
    notes: notes.map((note) => ({ id: note.id, author: nameOf(note.author), when: formatShortDateTime(note.createdAt), body: note.body })),
    admins,
  };
  return { view, changesAt: Math.min(leadViewChangesAt(row, now), undoEnds) };
}
