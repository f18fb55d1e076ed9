import { and, asc, eq, gte, lte } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { scheduleClosures, scheduleSettings } from "~/db/schema";
import { isArrivalWindow, type ArrivalWindow } from "~/leads/visit";
import { DEFAULT_SCHEDULE_SETTINGS, type ScheduleSettings } from "./settings";
import type { Closure } from "./windows";

type Db = Database | Transaction;

type SettingsRow = typeof scheduleSettings.$inferSelect;

/** The settings a saved row stands for. */
export function settingsOfRow(row: Omit<SettingsRow, "id" | "updatedAt" | "updatedBy"> | undefined | null): ScheduleSettings {
  if (!row) return DEFAULT_SCHEDULE_SETTINGS;
  return {
    workingDays: row.workingDays,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    windows: row.windows.filter(isArrivalWindow),
    visitsPerWindow: row.visitsPerWindow,
    minNoticeMinutes: row.minNoticeMinutes,
    monthsAhead: row.monthsAhead,
    changeCutoffHours: row.changeCutoffHours,
    reminderHour: row.reminderHour,
    confirmOnlineBookings: row.confirmOnlineBookings,
  };
}

/** The office's schedule settings: the saved row, or the defaults when none was saved. */
export async function getScheduleSettings(db: Db = getDb()): Promise<ScheduleSettings> {
  const [row] = await db.select().from(scheduleSettings).where(eq(scheduleSettings.id, 1));
  return settingsOfRow(row);
}

/** Saves every setting at once (one row, the same for every app server). */
export async function saveScheduleSettings(settings: ScheduleSettings, adminEmail: string): Promise<void> {
  const values = { ...settings, updatedAt: new Date(), updatedBy: adminEmail };
  await getDb()
    .insert(scheduleSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: scheduleSettings.id, set: values });
}

/** Closed dates and windows from `from` to `to` (yyyy-MM-dd, inclusive), in date order. */
export async function listClosures(from: string, to: string, db: Db = getDb()): Promise<Closure[]> {
  const rows = await db
    .select({ id: scheduleClosures.id, date: scheduleClosures.date, window: scheduleClosures.arrivalWindow })
    .from(scheduleClosures)
    .where(and(gte(scheduleClosures.date, from), lte(scheduleClosures.date, to)))
    .orderBy(asc(scheduleClosures.date), asc(scheduleClosures.arrivalWindow));
  return rows.map((row) => ({ id: row.id, date: row.date, window: isArrivalWindow(row.window) ? row.window : null }));
}

/** Closes a date (window null) or one window on it; closing what is already closed changes nothing. */
export async function addClosure(date: string, window: ArrivalWindow | null, adminEmail: string): Promise<void> {
  await getDb().insert(scheduleClosures).values({ date, arrivalWindow: window, createdBy: adminEmail }).onConflictDoNothing();
}

/** Opens a closed date or window again; false when it was not closed. */
export async function removeClosure(id: number): Promise<boolean> {
  const removed = await getDb().delete(scheduleClosures).where(eq(scheduleClosures.id, id)).returning({ id: scheduleClosures.id });
  return removed.length > 0;
}
