import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ARRIVAL_WINDOWS } from "../lead-values";
import { createdAt, oneOf } from "./columns";

/**
 * The schedule's settings (app/schedule/settings.server.ts): one row, id 1, written by a Super
 * Admin; without it the defaults apply. Times are minutes after midnight, Los Angeles time.
 */
export const scheduleSettings = pgTable(
  "schedule_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** ISO weekdays the office works (1 = Monday … 7 = Sunday). */
    workingDays: integer("working_days").array().notNull(),
    opensAt: integer("opens_at").notNull(),
    closesAt: integer("closes_at").notNull(),
    /** The ARRIVAL_WINDOWS keys customers may book. */
    windows: text("windows").array().notNull(),
    visitsPerWindow: integer("visits_per_window").notNull(),
    minNoticeMinutes: integer("min_notice_minutes").notNull(),
    monthsAhead: integer("months_ahead").notNull(),
    changeCutoffHours: integer("change_cutoff_hours").notNull(),
    reminderHour: integer("reminder_hour").notNull(),
    /** A window chosen online (booking, quote page) is confirmed as it is stored (decision 078). */
    confirmOnlineBookings: boolean("confirm_online_bookings").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  () => [check("schedule_settings_one_row", sql`id = 1`)],
);

/** A closed date (window null: the whole day) or one window closed on a date. */
export const scheduleClosures = pgTable(
  "schedule_closures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    date: date("date", { mode: "string" }).notNull(),
    arrivalWindow: text("arrival_window"),
    createdAt: createdAt(),
    createdBy: text("created_by"),
  },
  (t) => [
    uniqueIndex("schedule_closures_date_window_idx").on(t.date, sql`coalesce(${t.arrivalWindow}, '')`),
    check("schedule_closures_window_check", sql`arrival_window is null or ${oneOf("arrival_window", ARRIVAL_WINDOWS)}`),
  ],
);

/**
 * Visits holding a place per date and window (decision 053), kept exact by a row trigger on
 * `leads` (hand-written in migration 0010): the open windows of two months read a few hundred
 * rows, not every visit.
 */
export const scheduleWindowCounts = pgTable(
  "schedule_window_counts",
  {
    date: date("date", { mode: "string" }).notNull(),
    arrivalWindow: text("arrival_window").notNull(),
    held: integer("held").notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.arrivalWindow] })],
);
