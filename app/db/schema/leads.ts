import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ARRIVAL_WINDOWS,
  LANGS,
  LEAD_EVENT_ACTIONS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  VISIT_FREQUENCIES,
  VISIT_HOLDING_STATUSES,
  type Lang,
  type LeadEventAction,
  type LeadSource,
  type LeadStatus,
  type VisitFrequency,
} from "../lead-values";
import { PHONE_DIGITS_SQL } from "../../utils/phone";
import { bytea, createdAt, oneOf } from "./columns";
import { adminUsers } from "./admins";

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
    /** One of LANGS: the language the request was sent in, and every message to its customer (issue 35). */
    language: text("language").$type<Lang>().notNull().default("en"),
    streetAddress: text("street_address"),
    zipCode: text("zip_code"),
    preferredDate: date("preferred_date", { mode: "string" }),
    /** One of VISIT_FREQUENCIES: how often the customer asked for the visit ('once' unless a repeating service's booking asked for more). */
    frequency: text("frequency").$type<VisitFrequency>().notNull().default("once"),
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
    /** The window the customer chose when booking ('2026-12-03 8-10'), kept for the analytics' funnel when staff later move it. */
    requestedVisit: text("requested_visit"),
    /**
     * The customer's own marks from the status page (decision 067): when they confirmed the visit
     * and which visit ('2026-12-03 8-10', so a moved visit needs confirming again), when they last
     * moved it, and when they cancelled it with their reason (staff-only; erased with the lead).
     */
    customerConfirmedAt: timestamp("customer_confirmed_at", { withTimezone: true }),
    customerConfirmedFor: text("customer_confirmed_for"),
    customerRescheduledAt: timestamp("customer_rescheduled_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
  },
  (t) => [
    index("leads_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("leads_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("leads_queue_idx").on(t.queueRank.desc(), t.createdAt.desc(), t.id.desc()),
    index("leads_preferred_idx").on(sql`coalesce(${t.preferredDate}, 'infinity'::date)`, t.id),
    index("leads_assigned_idx").on(t.assignedTo, t.createdAt.desc(), t.id.desc()),
    index("leads_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("leads_phone_digits_trgm_idx").using("gin", sql`${t.phoneDigits} gin_trgm_ops`),
    /** A customer's other requests, by the same phone or e-mail (the lead page's earlier requests). */
    index("leads_phone_digits_idx").on(t.phoneDigits, t.createdAt.desc()),
    index("leads_email_lower_idx").on(sql`lower(${t.email})`, t.createdAt.desc()).where(sql`email <> ''`),
    check("leads_status_check", oneOf("status", LEAD_STATUSES)),
    check("leads_source_check", oneOf("source", LEAD_SOURCES)),
    check("leads_language_check", oneOf("language", LANGS)),
    check("leads_frequency_check", oneOf("frequency", VISIT_FREQUENCIES)),
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
