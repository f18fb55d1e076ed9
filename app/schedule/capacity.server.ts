import { and, count, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { getDb, type Transaction } from "~/db/client.server";
import { leads } from "~/db/schema";
import { ARRIVAL_WINDOWS, isArrivalWindow, type ArrivalWindow, visitKey, type VisitState } from "~/leads/visit";
import { placeVisit } from "~/leads/visit-writes.server";
import type { VisitWanted } from "~/leads/leads.server";
import { businessToday, shiftDate } from "./clock";
import { getScheduleSettings, listClosures, settingsOfRow } from "./settings.server";
import { bookingBounds, computeOpenWindows, customerRefusal, offered, type OpenWindow, type ScheduleFacts, type WindowRefusal } from "./windows";
import { VISIT_HOLDING_STATUSES } from "~/db/lead-values";

/** The lock namespace of a date-and-window (pg_advisory_xact_lock's first key; decision 053). */
const WINDOW_LOCK_NAMESPACE = 5301;

type FactsRow = {
  settings: {
    working_days: number[];
    opens_at: number;
    closes_at: number;
    windows: string[];
    visits_per_window: number;
    min_notice_minutes: number;
    months_ahead: number;
    change_cutoff_hours: number;
    reminder_hour: number;
    confirm_online_bookings: boolean;
  } | null;
  closures: { id: number; date: string; window: string | null }[];
  held: [string, string, number][];
};

/**
 * The settings, closures and held places (from the trigger-kept counts, decision 053) of a range
 * of dates: everything a window's state depends on, read in one statement.
 */
export async function scheduleFacts(from: string, to: string, db: Transaction | ReturnType<typeof getDb> = getDb()): Promise<ScheduleFacts> {
  const result = await db.execute<FactsRow>(sql`
    select
      (select row_to_json(s) from schedule_settings s where s.id = 1) as settings,
      (select coalesce(json_agg(json_build_object('id', c.id, 'date', c.date, 'window', c.arrival_window)), '[]')
         from schedule_closures c where c.date between ${from} and ${to}) as closures,
      (select coalesce(json_agg(json_build_array(w.date, w.arrival_window, w.held)), '[]')
         from schedule_window_counts w where w.date between ${from} and ${to} and w.held > 0) as held`);
  const row = result.rows[0]!;
  const saved = row.settings;
  return {
    settings: settingsOfRow(
      saved && {
        workingDays: saved.working_days,
        opensAt: saved.opens_at,
        closesAt: saved.closes_at,
        windows: saved.windows,
        visitsPerWindow: saved.visits_per_window,
        minNoticeMinutes: saved.min_notice_minutes,
        monthsAhead: saved.months_ahead,
        changeCutoffHours: saved.change_cutoff_hours,
        reminderHour: saved.reminder_hour,
        confirmOnlineBookings: saved.confirm_online_bookings,
      },
    ),
    closures: row.closures.map((closure) => ({ id: Number(closure.id), date: closure.date, window: isArrivalWindow(closure.window) ? closure.window : null })),
    held: new Map(row.held.map(([date, window, held]) => [visitKey(date, window), held])),
  };
}

/**
 * Every window of the next `days` days (from the Los Angeles date of `from`) a customer may
 * book, with its free places; full windows are listed with 0 free. Three indexed reads.
 */
export async function openWindows(from: Date, days: number): Promise<OpenWindow[]> {
  const first = businessToday(from);
  const last = shiftDate(first, days - 1);
  return computeOpenWindows(await scheduleFacts(first, last), first, days, from);
}

export type HoldOutcome = { ok: true } | { ok: false; reason: Exclude<WindowRefusal, null> };

/** Who takes the place: a customer is held to the notice and the months ahead; staff only to opening and capacity. */
export type HoldFor = "customer" | "staff";

function lockKey(date: string, window: ArrivalWindow): number {
  const day = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  return day * ARRIVAL_WINDOWS.length + ARRIVAL_WINDOWS.indexOf(window);
}

/**
 * Takes a place in a window for a lead's visit, in the caller's transaction: the window's
 * advisory lock (held until the transaction ends, on every app server alike) serialises
 * everyone taking a place in that date and window, so the count read under it is the truth
 * and the last place goes to exactly one. Writes the lead's date and window when there is
 * room; the lead's own visit never counts against itself (moving within a window is free).
 */
export async function holdWindow(
  tx: Transaction,
  leadId: string,
  date: string,
  window: ArrivalWindow,
  holdFor: HoldFor = "customer",
  now: Date = new Date(),
): Promise<HoldOutcome> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WINDOW_LOCK_NAMESPACE}, ${lockKey(date, window)})`);
  const [settings, closures] = await Promise.all([getScheduleSettings(tx), listClosures(date, date, tx)]);
  const [row] = await tx
    .select({ held: count() })
    .from(leads)
    .where(
      and(
        eq(leads.scheduledDate, date),
        eq(leads.arrivalWindow, window),
        isNotNull(leads.arrivalWindow),
        inArray(leads.status, [...VISIT_HOLDING_STATUSES]),
        ne(leads.id, leadId),
      ),
    );
  const facts: ScheduleFacts = { settings, closures, held: new Map([[visitKey(date, window), row?.held ?? 0]]) };
  const refusal =
    holdFor === "customer"
      ? customerRefusal(facts, date, window, bookingBounds(settings, now))
      : (offered(facts, date, window) ?? ((row?.held ?? 0) >= settings.visitsPerWindow ? "full" : null));
  if (refusal) return { ok: false, reason: refusal };
  await placeVisit(tx, leadId, date, window);
  return { ok: true };
}

/** What staff are told when a window cannot take the visit. */
export const HOLD_REFUSALS: Record<Exclude<WindowRefusal, null>, string> = {
  full: "that window is full. Choose another window or raise the visits per window in Schedule settings.",
  closed: "the office is closed then. Choose another date or window.",
  "not-offered": "that window is not offered. Choose another window.",
  "too-soon": "that window starts too soon to book.",
  "too-far": "that date is too far ahead to book.",
};

/**
 * Bookings stored together take their windows' places (the leads domain's HoldVisits, given to it
 * by the booking route; decision 055), in their transaction, before they are inserted: every
 * window's lock, in one order (so two batches never wait on each other in a circle, and a staff
 * move, which takes one lock, never waits on a batch that waits on it), then the facts of those
 * dates in one statement, then each booking in turn, counting the places the batch has taken.
 * 'full' when another customer took the last place first, 'unavailable' when the window is no
 * longer offered (closed meanwhile, or now too soon). A visit with its place is confirmed when the
 * settings read in the same statement confirm online bookings at once, requested otherwise
 * (decision 078).
 */
export function holdCustomerVisits(tx: Transaction, visits: VisitWanted[], now: Date = new Date()): Promise<(VisitState | "full" | "unavailable")[]> {
  return holdVisits(tx, visits, "customer", now);
}

/** The same for a lead the office enters with its visit (a phone call): held, as a staff move is, to opening and capacity only; requested until Approve. */
export function holdStaffVisits(tx: Transaction, visits: VisitWanted[]): Promise<(VisitState | "full" | "unavailable")[]> {
  return holdVisits(tx, visits, "staff", new Date());
}

/** Each visit's state once held (a customer's confirmed at once when the setting says so, decision 078), or why it was not. */
async function holdVisits(tx: Transaction, visits: VisitWanted[], holdFor: HoldFor, now: Date): Promise<(VisitState | "full" | "unavailable")[]> {
  const keys = [...new Set(visits.map((visit) => lockKey(visit.date, visit.window)))].sort((a, b) => a - b);
  await tx.execute(sql`select count(pg_advisory_xact_lock(${WINDOW_LOCK_NAMESPACE}, k)) from (select unnest(${`{${keys.join(",")}}`}::int[]) as k order by 1) keys`);
  const dates = visits.map((visit) => visit.date).sort();
  const facts = await scheduleFacts(dates[0]!, dates.at(-1)!, tx);
  const bounds = bookingBounds(facts.settings, now);
  return visits.map(({ date, window }) => {
    const key = visitKey(date, window);
    const refusal =
      holdFor === "customer"
        ? customerRefusal(facts, date, window, bounds)
        : (offered(facts, date, window) ?? ((facts.held.get(key) ?? 0) >= facts.settings.visitsPerWindow ? "full" : null));
    if (refusal) return refusal === "full" ? "full" : "unavailable";
    facts.held.set(key, (facts.held.get(key) ?? 0) + 1);
    return holdFor === "customer" && facts.settings.confirmOnlineBookings ? "confirmed" : "requested";
  });
}

/** How many days of open windows the booking page lists for a visitor without JavaScript. */
export const BOOKING_LIST_DAYS = 14;
