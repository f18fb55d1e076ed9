import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./columns";

/**
 * Analytics (decisions 022, 032): today's counts, one row per business day (Los Angeles), kind
 * ('view' or 'form_start'), page and visitor, with how many times that visitor saw it; the
 * recorder adds to it at every flush, and the hourly rollup folds a finished day into
 * `analytics_daily`. `visitor` is a salted hash of address and browser whose salt changes
 * daily; the address itself is never stored.
 */
export const analyticsPageVisitors = pgTable(
  "analytics_page_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    visitor: text("visitor").notNull(),
    views: integer("views").notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.path, t.visitor] }),
    check("analytics_page_visitors_kind_check", sql`${t.kind} in ('view', 'form_start')`),
  ],
);

/**
 * A visit is a visitor's day (decision 023): its page views, device, and the landing page,
 * source and campaign of its first entry view (`landed_at`; null while no entry view was
 * seen). Upserted by the recorder at every flush (decision 032), so today's breakdowns are
 * plain sums; folded into `analytics_daily` with its day.
 */
export const analyticsVisits = pgTable(
  "analytics_visits",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
    views: integer("views").notNull(),
    device: text("device").notNull(),
    landedAt: timestamp("landed_at", { withTimezone: true }),
    landing: text("landing"),
    source: text("source"),
    campaign: text("campaign"),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.visitor] }),
    check("analytics_visits_device_check", sql`${t.device} in ('mobile', 'tablet', 'desktop')`),
  ],
);

/**
 * Daily totals of finished days, by dimension: 'total' (value ''), 'page', 'landing',
 * 'source', 'campaign', 'device', 'form_start'. Visitors are distinct within the day only
 * (the hash changes daily), so a period's visitors are the sum of its days'.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value] })],
);

/**
 * Leads by business day (Los Angeles) and one dimension ('total' with value '', 'landing',
 * 'source', 'campaign', 'device', 'service', 'city'), with their outcomes so far; the 'total'
 * row also keeps each contacted lead's hours to the first staff action, for the percentiles.
 * The Analytics tab reads these instead of every lead (decision 031). A trigger on `leads`
 * marks a changed lead's day in `analytics_lead_dirty_days`; `refreshLeadDays` counts those
 * days again before a report is read, and the hourly maintenance does too.
 */
export const analyticsLeadDaily = pgTable(
  "analytics_lead_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    leads: integer("leads").notNull(),
    contacted: integer("contacted").notNull(),
    scheduled: integer("scheduled").notNull(),
    completed: integer("completed").notNull(),
    escalated: integer("escalated").notNull(),
    /** Leads that came through the site: with the origin a public form records (`lead_sources`); the conversion's numerator (issue 40 §6). */
    siteLeads: integer("site_leads").notNull().default(0),
    /** Requests from the booking page, and those of them whose customer chose an arrival window (decision 055). */
    bookings: integer("bookings").notNull().default(0),
    windowChosen: integer("window_chosen").notNull().default(0),
    /** Leads with a visit, and what their customers did on the status page (decision 067). */
    visits: integer("visits").notNull().default(0),
    confirmed: integer("confirmed").notNull().default(0),
    rescheduled: integer("rescheduled").notNull().default(0),
    cancelled: integer("cancelled").notNull().default(0),
    reminded: integer("reminded").notNull().default(0),
    remindedConfirmed: integer("reminded_confirmed").notNull().default(0),
    waitHours: real("wait_hours").array(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value] })],
);

/** Business days with a lead created, changed or deleted since `analytics_lead_daily` counted them. */
export const analyticsLeadDirtyDays = pgTable("analytics_lead_dirty_days", {
  day: date("day", { mode: "string" }).primaryKey(),
});

/** The salt of each day's visitor hash; older salts are deleted, so old hashes cannot be linked. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: bytea("salt").notNull(),
});

/** Weeks whose summary e-mail was queued: one per week, whichever app server gets there first. */
export const analyticsDigests = pgTable("analytics_digests", {
  weekStart: date("week_start", { mode: "string" }).primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});
