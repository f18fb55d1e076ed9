import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    /** The name the dashboard shows (assignment, history, notes); null until given, the e-mail then stands for it. */
    name: text("name"),
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

/** A search and its filters saved under a name by one admin: a tab beside the status pills, for that admin only. */
export const adminSavedViews = pgTable(
  "admin_saved_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The list's query string (status, search, filters, sort), as `leadListHref` writes it. */
    query: text("query").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admin_saved_views_admin_name_idx").on(t.adminId, t.name)],
);
