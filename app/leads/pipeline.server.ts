import { and, desc, eq, sql } from "drizzle-orm";
import { adminDisplayName } from "~/auth/account-name.server";
import { LANG_LABELS, type Lang } from "~/content/i18n";
import type { AdminIdentity } from "~/auth/guards.server";
import { getDb, type Transaction } from "~/db/client.server";
import { adminUsers, leadNotes, leads, leadStatusHistory } from "~/db/schema";
import { queueCustomerNotice, type CustomerNotice } from "./messages/messages.server";
import { UNDO_WINDOW_MINUTES } from "./history";
import { isUuid } from "~/utils/uuid";
import { VISIT_HOLDING_STATUSES } from "~/db/lead-values";
import { appointmentLabel, isArrivalWindow, type ArrivalWindow } from "./visit";
import type { LeadStatus } from "./statuses";
import { canTransition } from "./transitions";
import { lockLead } from "./leads.server";

export type Schedule = { date: string; window: ArrivalWindow };

/** A staff change to a lead: a status move (with its schedule or reason), a new schedule, an assignment, or the customer's language. */
export type StaffChange =
  | { kind: "status"; to: LeadStatus; schedule?: Schedule; reason?: string }
  | { kind: "schedule"; schedule: Schedule }
  | { kind: "assign"; adminId: string | null }
  | { kind: "language"; language: Lang };

export type ChangeOutcome =
  | { ok: true; leadId: string; status: string; eventId: number }
  | { ok: false; reason: "not_found" | "conflict" | "refused"; message: string };

type Lead = typeof leads.$inferSelect;

/** The columns a staff change may set; `previous` keeps their old values for undo. */
type Undoable = Pick<Lead, "status" | "scheduledDate" | "arrivalWindow" | "notQualifiedReason" | "assignedTo" | "language">;

function undoable(lead: Lead): Undoable {
  return {
    status: lead.status,
    scheduledDate: lead.scheduledDate,
    arrivalWindow: lead.arrivalWindow,
    notQualifiedReason: lead.notQualifiedReason,
    assignedTo: lead.assignedTo,
    language: lead.language,
  };
}

/** What every staff action sets on the lead: the last action now, and the first one if there was none. */
const staffActed = {
  staffActionAt: sql`now()`,
  firstStaffActionAt: sql`coalesce(${leads.firstStaffActionAt}, now())`,
};

export const CONFLICT_MESSAGE = (status: string) => `this lead was already updated by someone else (now ${status}).`;

type Plan = { set: Partial<Undoable>; detail: string | null; notice?: CustomerNotice; action: "status" | "schedule" | "assign" | "language" };

async function plan(tx: Transaction, lead: Lead, change: StaffChange): Promise<Plan | { refused: string }> {
  switch (change.kind) {
    case "status": {
      if (!canTransition(lead.status, change.to)) return { refused: `a ${lead.status} lead cannot become ${change.to}.` };
      const set: Partial<Undoable> = { status: change.to };
      let detail: string | null = null;
      let notice: CustomerNotice | undefined;
      if (change.to === "Approved" && change.schedule) {
        set.scheduledDate = change.schedule.date;
        set.arrivalWindow = change.schedule.window;
        detail = `Scheduled for ${appointmentLabel(change.schedule.date, change.schedule.window)}`;
        notice = { kind: "scheduled", state: "confirmed", ...change.schedule };
      } else if (change.to === "Approved" && lead.scheduledDate && isArrivalWindow(lead.arrivalWindow)) {
        // The window the customer chose (and holds) is confirmed as it is.
        detail = `Confirmed the requested visit: ${appointmentLabel(lead.scheduledDate, lead.arrivalWindow)}`;
        notice = { kind: "scheduled", state: "confirmed", date: lead.scheduledDate, window: lead.arrivalWindow };
      }
      if (change.to === "Not Qualified") {
        set.notQualifiedReason = change.reason ?? null;
        detail = change.reason ? `Reason: ${change.reason}` : null;
        notice = { kind: "declined" };
      }
      if (change.to === "Completed") notice = { kind: "completed" };
      if (lead.status === "Not Qualified") set.notQualifiedReason = null;
      // A cancelled visit's place went to others: the reopened request is booked afresh (decision 067).
      if (lead.status === "Cancelled" && lead.arrivalWindow) {
        set.scheduledDate = null;
        set.arrivalWindow = null;
        detail = `The cancelled visit (${appointmentLabel(lead.scheduledDate, lead.arrivalWindow)}) is not held again`;
      }
      return { set, detail, notice, action: "status" };
    }
    case "schedule": {
      const requested = lead.scheduledDate !== null && (VISIT_HOLDING_STATUSES as readonly string[]).includes(lead.status);
      if (lead.status !== "Approved" && !requested) return { refused: `only an Approved lead can be scheduled (this one is ${lead.status}).` };
      const { date, window } = change.schedule;
      const kind = lead.scheduledDate ? "rescheduled" : "scheduled";
      return {
        set: { scheduledDate: date, arrivalWindow: window },
        detail: `${kind === "rescheduled" ? "Rescheduled" : "Scheduled"} for ${appointmentLabel(date, window)}`,
        // A requested visit the office moves stays requested: the customer is told so (decision 078).
        notice: { kind, state: lead.status === "Approved" ? "confirmed" : "requested", date, window },
        action: "schedule",
      };
    }
    case "assign": {
      if (change.adminId === null) return { set: { assignedTo: null }, detail: "Unassigned", action: "assign" };
      const [admin] = await tx
        .select({ name: adminDisplayName })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, change.adminId), eq(adminUsers.isActive, true)));
      if (!admin) return { refused: "that admin does not exist or is not active." };
      return { set: { assignedTo: change.adminId }, detail: `Assigned to ${admin.name}`, action: "assign" };
    }
    case "language":
      if (change.language === lead.language) return { refused: `the customer's language is ${LANG_LABELS[lead.language]} already.` };
      return { set: { language: change.language }, detail: `Language set to ${LANG_LABELS[change.language]}`, action: "language" };
  }
}

/** One staff change to the version of the lead its author saw. */
export type StaffChangeRequest = { admin: AdminIdentity; leadId: string; version: number; change: StaffChange };

/** A change planned on its locked lead, ready to write: what it sets (a visit's date and window among them, for the schedule to hold). */
export type PlannedChange = { ok: true; lead: Lead; plan: Plan };

/**
 * The first half of a staff change, in its transaction: locks the lead, checks the version its
 * author saw and plans the change (or says why not). A change that sets a visit is held by the
 * schedule between this and writeStaffChange (app/flows/staff-change.server.ts).
 */
export async function planStaffChange(tx: Transaction, input: StaffChangeRequest): Promise<PlannedChange | Extract<ChangeOutcome, { ok: false }>> {
  if (!isUuid(input.leadId)) return { ok: false, reason: "not_found", message: "this lead no longer exists." };
  const lead = await lockLead(tx, input.leadId);
  if (!lead) return { ok: false, reason: "not_found", message: "this lead no longer exists." };
  if (lead.version !== input.version) return { ok: false, reason: "conflict", message: CONFLICT_MESSAGE(lead.status) };
  const planned = await plan(tx, lead, input.change);
  if ("refused" in planned) return { ok: false, reason: "refused", message: planned.refused };
  return { ok: true, lead, plan: planned };
}

/**
 * The second half: writes the planned change with its history entry (which keeps the old values
 * for undo) and the customer's notice. When anyone changed the lead since, nothing is written
 * and the answer says what it is now.
 */
export async function writeStaffChange(tx: Transaction, input: StaffChangeRequest, planned: PlannedChange): Promise<ChangeOutcome> {
  const { lead, plan: change } = planned;
  const [updated] = await tx
    .update(leads)
    .set({
      ...change.set,
      version: sql`${leads.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: input.admin.email,
      ...staffActed,
    })
    .where(and(eq(leads.id, lead.id), eq(leads.version, input.version)))
    .returning();
  if (!updated) return { ok: false, reason: "conflict", message: CONFLICT_MESSAGE(lead.status) };
  const [event] = await tx
    .insert(leadStatusHistory)
    .values({
      leadId: lead.id,
      fromStatus: lead.status,
      toStatus: updated.status,
      changedBy: input.admin.email,
      action: change.action,
      detail: change.detail,
      previous: undoable(lead),
      leadVersion: updated.version,
    })
    .returning({ id: leadStatusHistory.id });
  if (change.notice) await queueCustomerNotice(tx, lead.id, change.notice);
  return { ok: true, leadId: lead.id, status: updated.status, eventId: event!.id };
}

/**
 * A staff change that sets no visit (a bulk status change, an assignment), in one transaction.
 * A change that may set a visit's date and window goes through the flow that has the schedule
 * hold its place (app/flows/staff-change.server.ts).
 */
export function applyStaffChange(input: StaffChangeRequest): Promise<ChangeOutcome> {
  return getDb().transaction(async (tx) => {
    const planned = await planStaffChange(tx, input);
    return planned.ok ? writeStaffChange(tx, input, planned) : planned;
  });
}

export type UndoOutcome = { ok: true; status: string } | { ok: false; message: string };

export const NOTHING_TO_UNDO = `there is nothing to undo: changes can be undone for ${UNDO_WINDOW_MINUTES} minutes, until the lead changes again.`;

/** An Undo names the change it undoes: a later change (anyone's) stands, and is not undone in its place. */
export const UNDO_SUPERSEDED = (status: string) => `the lead changed again after that change (now ${status}), so nothing was undone.`;

/** The lead's last change, when it can still be undone: a staff change, not undone, recent, and nothing after it. */
export async function undoableEvent(db: Transaction | ReturnType<typeof getDb>, lead: Pick<Lead, "id" | "version">) {
  const [last] = await db
    .select({
      id: leadStatusHistory.id,
      previous: leadStatusHistory.previous,
      detail: leadStatusHistory.detail,
      toStatus: leadStatusHistory.toStatus,
      fromStatus: leadStatusHistory.fromStatus,
      leadVersion: leadStatusHistory.leadVersion,
      undoneAt: leadStatusHistory.undoneAt,
      changedAt: leadStatusHistory.changedAt,
      recent: sql<boolean>`${leadStatusHistory.changedAt} > now() - make_interval(mins => ${UNDO_WINDOW_MINUTES})`,
    })
    .from(leadStatusHistory)
    .where(eq(leadStatusHistory.leadId, lead.id))
    .orderBy(desc(leadStatusHistory.id))
    .limit(1);
  if (!last?.previous || last.undoneAt || !last.recent || last.leadVersion !== lead.version) return undefined;
  return last;
}

/** Puts back what the lead's last change replaced, as a new history entry, when that change is the one named (`eventId`). */
export async function undoLastChange(input: { admin: AdminIdentity; leadId: string; eventId: number }): Promise<UndoOutcome> {
  if (!isUuid(input.leadId)) return { ok: false, message: "this lead no longer exists." };
  return getDb().transaction(async (tx) => {
    const lead = await lockLead(tx, input.leadId);
    if (!lead) return { ok: false, message: "this lead no longer exists." };
    const event = await undoableEvent(tx, lead);
    if (!event) return { ok: false, message: NOTHING_TO_UNDO };
    if (event.id !== input.eventId) return { ok: false, message: UNDO_SUPERSEDED(lead.status) };
    const restore = event.previous as Undoable;
    const [updated] = await tx
      .update(leads)
      .set({
        status: restore.status,
        scheduledDate: restore.scheduledDate,
        arrivalWindow: restore.arrivalWindow,
        notQualifiedReason: restore.notQualifiedReason,
        assignedTo: restore.assignedTo,
        // A change made before leads had a language kept none: the language stays as it is.
        language: restore.language ?? lead.language,
        version: sql`${leads.version} + 1`,
        updatedAt: sql`now()`,
        updatedBy: input.admin.email,
        ...staffActed,
      })
      .where(eq(leads.id, lead.id))
      .returning();
    await tx.update(leadStatusHistory).set({ undoneAt: sql`now()` }).where(eq(leadStatusHistory.id, event.id));
    const what = event.detail ?? (event.fromStatus !== event.toStatus ? `${event.fromStatus} → ${event.toStatus}` : "the last change");
    await tx.insert(leadStatusHistory).values({
      leadId: lead.id,
      fromStatus: lead.status,
      toStatus: updated!.status,
      changedBy: input.admin.email,
      action: "undo",
      detail: `Undid: ${what}`,
      leadVersion: updated!.version,
    });
    return { ok: true, status: updated!.status };
  });
}

/** An internal note; it counts as staff action on the lead but is no change to it (no version conflict). */
export async function addNote(input: { admin: AdminIdentity; leadId: string; body: string }): Promise<boolean> {
  if (!isUuid(input.leadId)) return false;
  return getDb().transaction(async (tx) => {
    const [lead] = await tx
      .update(leads)
      .set(staffActed)
      .where(eq(leads.id, input.leadId))
      .returning({ id: leads.id });
    if (!lead) return false;
    await tx.insert(leadNotes).values({ leadId: lead.id, author: input.admin.email, body: input.body });
    return true;
  });
}
