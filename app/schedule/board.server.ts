import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import { adminDisplayName } from "~/auth/account-name.server";
import type { AdminIdentity } from "~/auth/guards.server";
import { getDb, type Transaction } from "~/db/client.server";
import { adminUsers, leadPhotos, leads } from "~/db/schema";
import { applyStaffChange, type ChangeOutcome } from "~/leads/pipeline.server";
import { ARRIVAL_WINDOWS, arrivalWindowLabel, isArrivalWindow, repeatLabel, type ArrivalWindow, type VisitFrequency, visitKey, visitState, type VisitState } from "~/leads/visit";
import { serviceLabel } from "~/content/site";
import { areaOfZip } from "~/content/zip-areas";
import { shiftDate } from "./clock";
import { HOLD_REFUSALS, holdWindow, scheduleFacts } from "./capacity.server";
import { offered } from "./windows";
import { VISIT_HOLDING_STATUSES } from "~/db/lead-values";

/** Whose visits the schedule shows: everyone's, one admin's, or those nobody has. */
export type AssigneeFilter = { kind: "all" } | { kind: "admin"; id: string } | { kind: "unassigned" };

export type BoardVisit = {
  id: string;
  version: number;
  /** The request's reference code: with the name, it tells two customers of one name apart. */
  reference: string | null;
  name: string;
  service: string;
  zipCode: string | null;
  assignedTo: string | null;
  assignee: string | null;
  state: VisitState;
  reminded: boolean;
  /** The customer confirmed this visit on the status page (decision 067). */
  customerConfirmed: boolean;
};

export type BoardWindow = { window: ArrivalWindow; label: string; capacity: number; held: number; free: number; closed: boolean; visits: BoardVisit[] };
export type BoardDay = { date: string; closed: boolean; windows: BoardWindow[] };
export type WaitingLead = { id: string; version: number; reference: string | null; name: string; service: string; zipCode: string | null; assignee: string | null };

function assigneeCondition(filter: AssigneeFilter): SQL | undefined {
  if (filter.kind === "admin") return eq(leads.assignedTo, filter.id);
  if (filter.kind === "unassigned") return isNull(leads.assignedTo);
  return undefined;
}

const holding = and(isNotNull(leads.arrivalWindow), inArray(leads.status, [...VISIT_HOLDING_STATUSES]));

/** A visit's service with the repeat its customer asked for (issue 40 §4): 'Home Cleaning · Every two weeks'. */
function serviceOf(row: { service: string; frequency: VisitFrequency }): string {
  return [serviceLabel(row.service), repeatLabel(row.frequency)].filter(Boolean).join(" · ");
}

/** What a lead's card on the board shows, a visit's or a lead's still without one (read with `adminUsers` joined). */
const cardColumns = {
  id: leads.id,
  version: leads.version,
  reference: leads.reference,
  name: leads.name,
  service: leads.service,
  frequency: leads.frequency,
  zipCode: leads.zipCode,
  assignee: adminDisplayName,
};

/** Whether the customer confirmed the visit as it stands now (a moved visit is not confirmed until they confirm it again): `customerConfirmed` in SQL. */
const customerConfirmedSql = sql<boolean>`coalesce(${leads.customerConfirmedFor} = ${leads.scheduledDate}::text || ' ' || ${leads.arrivalWindow}, false)`;

/**
 * The schedule of `days` days from `from`: per day and window its places (free ones counted over
 * every visit, whatever the filter) and the visits the filter keeps, requested and confirmed.
 */
export async function scheduleBoard(from: string, days: number, filter: AssigneeFilter): Promise<BoardDay[]> {
  const to = shiftDate(from, days - 1);
  const [facts, rows] = await Promise.all([
    scheduleFacts(from, to),
    getDb()
      .select({
        ...cardColumns,
        status: leads.status,
        date: leads.scheduledDate,
        window: leads.arrivalWindow,
        assignedTo: leads.assignedTo,
        reminded: sql<boolean>`coalesce(${leads.reminderSentFor} = ${leads.scheduledDate}::text || ' ' || ${leads.arrivalWindow}, false)`,
        customerConfirmed: customerConfirmedSql,
      })
      .from(leads)
      .leftJoin(adminUsers, eq(adminUsers.id, leads.assignedTo))
      .where(and(holding, gte(leads.scheduledDate, from), lte(leads.scheduledDate, to), assigneeCondition(filter)))
      .orderBy(asc(leads.scheduledDate), asc(leads.createdAt)),
  ]);
  const visits = new Map<string, BoardVisit[]>();
  for (const row of rows) {
    if (!row.date || !isArrivalWindow(row.window)) continue;
    const key = visitKey(row.date, row.window);
    const list = visits.get(key) ?? [];
    list.push({
      id: row.id,
      version: row.version,
      reference: row.reference,
      name: row.name,
      service: serviceOf(row),
      zipCode: row.zipCode,
      assignedTo: row.assignedTo,
      assignee: row.assignee,
      state: visitState(row.status) ?? "requested",
      reminded: row.reminded,
      customerConfirmed: row.customerConfirmed,
    });
    visits.set(key, list);
  }
  return Array.from({ length: days }, (_, i) => {
    const date = shiftDate(from, i);
    const windows = ARRIVAL_WINDOWS.map((window) => {
      const held = facts.held.get(visitKey(date, window)) ?? 0;
      const capacity = facts.settings.visitsPerWindow;
      return {
        window,
        label: arrivalWindowLabel(window),
        capacity,
        held,
        free: Math.max(0, capacity - held),
        closed: offered(facts, date, window) !== null,
        visits: visits.get(visitKey(date, window)) ?? [],
      };
    });
    return { date, closed: windows.every((window) => window.closed), windows };
  });
}

/** Approved leads still without a visit, newest first (at most 50), for the schedule's side list. */
export async function leadsWithoutVisit(filter: AssigneeFilter): Promise<WaitingLead[]> {
  const rows = await getDb()
    .select(cardColumns)
    .from(leads)
    .leftJoin(adminUsers, eq(adminUsers.id, leads.assignedTo))
    .where(and(eq(leads.status, "Approved"), isNull(leads.arrivalWindow), assigneeCondition(filter)))
    .orderBy(desc(leads.createdAt))
    .limit(50);
  return rows.map(({ frequency, ...row }) => ({ ...row, service: serviceOf({ service: row.service, frequency }) }));
}

export type SheetVisit = {
  id: string;
  window: ArrivalWindow;
  windowLabel: string;
  name: string;
  phone: string;
  service: string;
  description: string;
  /** The service area the ZIP code lies in, or null outside them. */
  city: string | null;
  /** Street, city and ZIP code, as the map searches it. */
  address: string;
  mapUrl: string;
  hasPhoto: boolean;
  state: VisitState;
  customerConfirmed: boolean;
  assignee: string | null;
};

/** A day's visits for the printed sheet, in window order, with what a technician needs at the door. */
export async function daySheet(date: string, filter: AssigneeFilter): Promise<SheetVisit[]> {
  const rows = await getDb()
    .select({
      id: leads.id,
      window: leads.arrivalWindow,
      name: leads.name,
      phone: leads.phone,
      service: leads.service,
      frequency: leads.frequency,
      description: leads.description,
      streetAddress: leads.streetAddress,
      zipCode: leads.zipCode,
      status: leads.status,
      assignee: adminDisplayName,
      customerConfirmed: customerConfirmedSql,
      hasPhoto: sql<boolean>`${leadPhotos.id} is not null`,
    })
    .from(leads)
    .leftJoin(adminUsers, eq(adminUsers.id, leads.assignedTo))
    .leftJoin(leadPhotos, eq(leadPhotos.leadId, leads.id))
    .where(and(holding, eq(leads.scheduledDate, date), assigneeCondition(filter)))
    .orderBy(asc(leads.createdAt));
  return rows
    .filter((row): row is typeof row & { window: ArrivalWindow } => isArrivalWindow(row.window))
    .sort((a, b) => ARRIVAL_WINDOWS.indexOf(a.window) - ARRIVAL_WINDOWS.indexOf(b.window))
    .map((row) => {
      const city = areaOfZip(row.zipCode)?.name ?? null;
      const address = [row.streetAddress, [city, row.zipCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
      return {
        id: row.id,
        window: row.window,
        windowLabel: arrivalWindowLabel(row.window),
        name: row.name,
        phone: row.phone,
        service: serviceOf(row),
        description: row.description,
        city,
        address,
        mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
        hasPhoto: row.hasPhoto,
        state: visitState(row.status) ?? "requested",
        customerConfirmed: row.customerConfirmed,
        assignee: row.assignee,
      };
    });
}

/**
 * A staff change's place in its window (in the staff change's transaction, app/flows/staff-change.server.ts,
 * for the schedule's moves and the lead page's forms alike): a change that sets a date and window takes the place through
 * holdWindow, so a full or closed window refuses it with the staff's message.
 */
export async function holdStaffVisit(tx: Transaction, leadId: string, set: { scheduledDate?: string | null; arrivalWindow?: string | null }): Promise<string | undefined> {
  if (!set.scheduledDate || !isArrivalWindow(set.arrivalWindow)) return undefined;
  const held = await holdWindow(tx, leadId, set.scheduledDate, set.arrivalWindow, "staff");
  return held.ok ? undefined : HOLD_REFUSALS[held.reason];
}

/** Assigns a visit's lead (null: nobody) through the staff change path. */
export function assignVisit(input: { admin: AdminIdentity; leadId: string; version: number; adminId: string | null }): Promise<ChangeOutcome> {
  return applyStaffChange({ admin: input.admin, leadId: input.leadId, version: input.version, change: { kind: "assign", adminId: input.adminId } });
}
