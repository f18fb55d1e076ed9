import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ARRIVAL_WINDOWS,
  LEAD_EVENT_ACTIONS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  VISIT_HOLDING_STATUSES,
  type LeadEventAction,
  type LeadSource,
  type LeadStatus,
} from "./lead-values";
import { PHONE_DIGITS_SQL } from "../utils/phone";
import { REVIEW_HIDE_REASONS, REVIEW_STATUSES } from "./review-values";

/** `<column> in ('a', 'b', …)` for a CHECK constraint (values are our own constants, never input). */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")})`);
}

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A service request: from the booking page or the home page's free-quote form. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The short code the customer quotes and looks the request up by (PC-7K4Q9X); see app/leads/reference.ts. */
    reference: text("reference"),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    service: text("service").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").$type<LeadStatus>().notNull().default("New"),
    /** One of LEAD_SOURCES: 'booking' (the /book page), 'quote' (the home page form) or 'phone' (entered by staff). */
    source: text("source").$type<LeadSource>().notNull().default("booking"),
    streetAddress: text("street_address"),
    zipCode: text("zip_code"),
    preferredDate: date("preferred_date", { mode: "string" }),
    reportedNoContactAt: timestamp("reported_no_contact_at", { withTimezone: true }),
    /** When the customer ticked the text-message consent, and which wording they saw (app/leads/sms-consent.ts). */
    smsConsentAt: timestamp("sms_consent_at", { withTimezone: true }),
    smsConsentVersion: text("sms_consent_version"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: text("updated_by"),
    /** Raised by every staff change; a change applies only to the version its author saw. */
    version: integer("version").notNull().default(0),
    /** The appointment: a calendar date and one of ARRIVAL_WINDOWS. */
    scheduledDate: date("scheduled_date", { mode: "string" }),
    arrivalWindow: text("arrival_window"),
    /** Why a lead is Not Qualified: one of NOT_QUALIFIED_REASONS' labels, or the admin's words. */
    notQualifiedReason: text("not_qualified_reason"),
    assignedTo: uuid("assigned_to").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The last time a staff member did anything to the lead (status, schedule, note, assignment). */
    staffActionAt: timestamp("staff_action_at", { withTimezone: true }),
    /** The first time a staff member did anything to the lead: the Analytics tab's "contacted" and time to first action. */
    firstStaffActionAt: timestamp("first_staff_action_at", { withTimezone: true }),
    /** The phone's digits as `phoneDigits` reads them, so '+1 (310) 555-0100' and '310.555.0100' find the same lead. */
    phoneDigits: text("phone_digits")
      .notNull()
      .generatedAlwaysAs(sql.raw(PHONE_DIGITS_SQL)),
    /** Lower-cased name, e-mail and ZIP in one string for the trigram search index. */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || email || ' ' || coalesce(zip_code, ''))`),
    /**
     * A public form's request, hashed with the 10-minute slot it arrived in, and with the slot
     * shifted by 5 minutes (app/leads/repeat-key.ts): each unique, so the same request sent again
     * within minutes is refused by the database and answered with this lead. Null for others.
     */
    repeatKey: text("repeat_key"),
    repeatKeyShifted: text("repeat_key_shifted"),
    /** When the customer's personal data was erased (on request or after the retention period; app/leads/erase.server.ts). */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** 1 for a Prioritized lead: the default order puts them first. */
    queueRank: integer("queue_rank")
      .notNull()
      .generatedAlwaysAs(sql`case when status = 'Prioritized' then 1 else 0 end`),
    /** When the visit's reminder was queued, and for which visit ('2026-12-03 8-10'): a moved visit gets its own (app/schedule/reminders.server.ts). */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    reminderSentFor: text("reminder_sent_for"),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("leads_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("leads_queue_idx").on(t.queueRank.desc(), t.createdAt.desc(), t.id.desc()),
    index("leads_preferred_idx").on(sql`coalesce(${t.preferredDate}, 'infinity'::date)`, t.id),
    index("leads_assigned_idx").on(t.assignedTo, t.createdAt.desc(), t.id.desc()),
    index("leads_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("leads_phone_digits_trgm_idx").using("gin", sql`${t.phoneDigits} gin_trgm_ops`),
    check("leads_status_check", oneOf("status", LEAD_STATUSES)),
    check("leads_source_check", oneOf("source", LEAD_SOURCES)),
    check("leads_arrival_window_check", sql`arrival_window is null or ${oneOf("arrival_window", ARRIVAL_WINDOWS)}`),
    uniqueIndex("leads_reference_idx").on(t.reference),
    uniqueIndex("leads_repeat_key_idx").on(t.repeatKey),
    uniqueIndex("leads_repeat_key_shifted_idx").on(t.repeatKeyShifted),
    /** The visits that hold a place (decision 053): the schedule's counts and the reminders read only these. */
    index("leads_visit_idx")
      .on(t.scheduledDate, t.arrivalWindow)
      .where(sql`arrival_window is not null and ${oneOf("status", VISIT_HOLDING_STATUSES)}`),
  ],
);

/**
 * Leads per status, kept exact by statement-level triggers on `leads` (hand-written in the
 * lead-pipeline migration): each statement appends its deltas; reads sum them, and
 * `compactLeadCounts` folds them back into one row per status. Appending never contends.
 */
export const leadStatusCounts = pgTable("lead_status_counts", {
  status: text("status").notNull(),
  n: integer("n").notNull(),
});

/** A customer's photo, re-encoded without metadata. Never public: admins only. */
export const leadPhotos = pgTable("lead_photos", {
  id: uuid("id").primaryKey().defaultRandom(),
  leadId: uuid("lead_id")
    .notNull()
    .unique()
    .references(() => leads.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * A lead's history: every status change and every staff change (schedule, assignment, undo),
 * written in the same transaction as the change. `previous` holds what an undo restores.
 */
export const leadStatusHistory = pgTable(
  "lead_status_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** An admin's e-mail, or 'customer' / 'system'. */
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** What happened: one of LEAD_EVENT_ACTIONS. */
    action: text("action").$type<LeadEventAction>().notNull().default("status"),
    /** A line for people: 'Scheduled for Dec 3, 2026, 8–10 am', 'Reason: Outside our service area'. */
    detail: text("detail"),
    /** The lead's columns before the change (undo puts them back); null when it cannot be undone. */
    previous: jsonb("previous").$type<Record<string, unknown>>(),
    /** The lead's version after the change: an undo applies only while it is still the current one. */
    leadVersion: integer("lead_version"),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    index("lead_status_history_lead_idx").on(t.leadId, t.changedAt),
    check("lead_status_history_action_check", oneOf("action", LEAD_EVENT_ACTIONS)),
  ],
);

/** Staff notes on a lead: internal, never shown to the customer. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/** A file sent with an e-mail (a calendar invitation): its text content as stored. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export const OUTBOX_CHANNELS = ["email", "sms"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Outgoing e-mail and text messages, queued in the same transaction as what caused them and
 * sent by a worker. `to` is an e-mail address or, for 'sms', a phone number in E.164.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").$type<OutboxChannel>().notNull().default("email"),
    kind: text("kind").notNull(),
    /** Set for messages that must go out once per cause (a lead's notice): a second insert is ignored. */
    idempotencyKey: text("idempotency_key"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("mail_outbox_idempotency_idx").on(t.idempotencyKey),
    check("mail_outbox_channel_check", sql`${t.channel} in ('email', 'sms')`),
  ],
);

/** Fixed-window counters shared by every app server (forms, sign-in). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull().default("Ops Admin"),
    isActive: boolean("is_active").notNull().default(false),
    invitedBy: uuid("invited_by"),
    userId: uuid("user_id").notNull().unique().defaultRandom(),
    passwordHash: text("password_hash"),
    /** The authenticator app's secret (base32) once confirmed with a first code; null without two-factor sign-in. */
    totpSecret: text("totp_secret"),
    /** A secret shown on the account page and not yet confirmed. */
    totpPendingSecret: text("totp_pending_secret"),
    /** The last 30-second time step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admin_users_email_lower_idx").on(sql`lower(${t.email})`)],
);

/** Signed-in sessions. The id is the SHA-256 of the cookie's token, never the token itself. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Idle expiry: moves forward while the admin keeps using the dashboard, never past absoluteExpiresAt. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Seven days after sign-in: the admin signs in again, however active. */
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in (shortened), to tell sessions apart on the account page. */
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("sessions_admin_idx").on(t.adminId)],
);

/**
 * A correct password for an account with two-factor sign-in: waiting for the code. Not a
 * session; lives five minutes and allows a few attempts. The id is the SHA-256 of the cookie's token.
 */
export const pendingSignIns = pgTable(
  "pending_sign_ins",
  {
    id: text("id").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    redirectTo: text("redirect_to").notNull(),
    /** The device id of a browser that has signed in to the account before (decision 012), or null. */
    device: text("device"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pending_sign_ins_admin_idx").on(t.adminId)],
);

/** One-time recovery codes for two-factor sign-in, stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_admin_idx").on(t.adminId)],
);

/** One-time links: 'invite' (7 days) and 'reset' (1 hour). Stored as SHA-256 of the token. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: text("id").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_admin_idx").on(t.adminId, t.purpose)],
);

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

/** Where a lead came from: landing page, referring site, campaign, device and the form it used. */
export const leadSources = pgTable(
  "lead_sources",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    landingPath: text("landing_path"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").notNull(),
    /** 'quote' (home page form) or 'booking' (/book). */
    form: text("form").notNull(),
    /** The page the visitor was on before the form, e.g. /services/tv-mounting. */
    fromPath: text("from_path"),
    /** The city page the lead came through (its slug), worked out once when the row is written, for the Analytics tab. */
    city: text("city").generatedAlwaysAs(
      sql`coalesce(substring(landing_path from '^/locations/([^/]+)$'), substring(from_path from '^/locations/([^/]+)$'))`,
    ),
  },
  (t) => [check("lead_sources_device_check", sql`${t.device} in ('mobile', 'tablet', 'desktop')`)],
);

/** Weeks whose summary e-mail was queued: one per week, whichever app server gets there first. */
export const analyticsDigests = pgTable("analytics_digests", {
  weekStart: date("week_start", { mode: "string" }).primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * A completed request's review, written by its customer on /status/:id/review (issue 32): one per
 * request, editable for 30 days. The office publishes it or hides it for a content reason; the
 * owner may answer it. Every change is announced on `page_changes` ('reviews'): the pages that
 * show reviews are rendered again on every app server (decision 057).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    text: text("text").notNull(),
    /** The name and city the customer chose to show. */
    firstName: text("first_name").notNull(),
    city: text("city").notNull(),
    /** The service area the city names (its slug), for its city page; null for any other place. */
    citySlug: text("city_slug"),
    /** The month of the job: the day the request was completed. */
    jobDate: date("job_date", { mode: "string" }).notNull(),
    /** When the customer agreed to its publication (required to send the form). */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("waiting"),
    hiddenReason: text("hidden_reason"),
    /** Who published or hid it, and when. */
    moderatedBy: text("moderated_by"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    /** The owner's public answer, shown under the review. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_lead_idx").on(t.leadId),
    index("reviews_status_idx").on(t.status, t.moderatedAt),
    check("reviews_stars_check", sql`${t.stars} between 1 and 5`),
    check("reviews_status_check", oneOf("status", REVIEW_STATUSES)),
    check("reviews_hidden_reason_check", sql`(status = 'hidden') = (hidden_reason is not null) and (hidden_reason is null or ${oneOf("hidden_reason", REVIEW_HIDE_REASONS)})`),
  ],
);
