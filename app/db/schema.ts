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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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
    /** The short code the customer quotes and looks the request up by (PC-7K4Q2X); see app/leads/reference.ts. */
    reference: text("reference"),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    service: text("service").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").notNull().default("New"),
    /** 'booking' (the /book page) or 'quote' (the home page form). */
    source: text("source").notNull().default("booking"),
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
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("leads_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("leads_reference_idx").on(t.reference),
  ],
);

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

/** Every status change of a lead, written in the same transaction as the change. */
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
  },
  (t) => [index("lead_status_history_lead_idx").on(t.leadId, t.changedAt)],
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
 * Analytics (decision 022): one row per counted page view or form start, kept until the
 * hourly rollup folds its finished day into `analytics_daily`. `visitor` is a salted hash of
 * address and browser whose salt changes daily; the address itself is never stored.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** 'view' or 'form_start'. */
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    visitor: text("visitor").notNull(),
    /** The first view of a visit: it arrived from another site, an advert or nowhere. */
    entry: boolean("entry").notNull().default(false),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").notNull(),
  },
  (t) => [
    index("analytics_events_at_idx").on(t.at),
    check("analytics_events_kind_check", sql`${t.kind} in ('view', 'form_start')`),
    check("analytics_events_device_check", sql`${t.device} in ('mobile', 'tablet', 'desktop')`),
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
  },
  (t) => [check("lead_sources_device_check", sql`${t.device} in ('mobile', 'tablet', 'desktop')`)],
);

/** Weeks whose summary e-mail was queued: one per week, whichever app server gets there first. */
export const analyticsDigests = pgTable("analytics_digests", {
  weekStart: date("week_start", { mode: "string" }).primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});
