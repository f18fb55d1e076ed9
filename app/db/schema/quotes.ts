import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { QUOTE_ANSWERS, QUOTE_STATUSES } from "../quote-values";
import { createdAt, oneOf } from "./columns";
import { leads } from "./leads";

/**
 * The price book's settings: one row, id 1, written by a Super Admin. The tax rate is in
 * thousandths of a percent (9.5% is 9500); 0 until set. Each item says whether it is taxable
 * (California taxes materials, not labour).
 */
export const quoteSettings = pgTable(
  "quote_settings",
  {
    id: integer("id").primaryKey().default(1),
    taxRateMilli: integer("tax_rate_milli").notNull().default(0),
    /** The deposit a new quote asks by default (decision 089): a percentage of its total, or a fixed sum of cents, or neither. */
    depositPercent: integer("deposit_percent"),
    depositFixedCents: integer("deposit_fixed_cents"),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("quote_settings_one_row", sql`id = 1`),
    check("quote_settings_tax_rate_check", sql`${t.taxRateMilli} between 0 and 20000`),
    check("quote_settings_deposit_check", sql`(${t.depositPercent} is null or ${t.depositPercent} between 1 and 100) and (${t.depositFixedCents} is null or ${t.depositFixedCents} > 0) and (${t.depositPercent} is null or ${t.depositFixedCents} is null)`),
  ],
);

/** The price book: what the office charges for, per service (its slug), in English and Spanish. Empty until a Super Admin fills it. */
export const priceBookItems = pgTable(
  "price_book_items",
  {
    id: serial("id").primaryKey(),
    service: text("service").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    unit: text("unit").notNull(),
    /** The same words in Spanish, for a quote read in Spanish (empty on items saved before them). */
    nameEs: text("name_es").notNull().default(""),
    descriptionEs: text("description_es").notNull().default(""),
    unitEs: text("unit_es").notNull().default(""),
    unitPriceCents: integer("unit_price_cents").notNull(),
    taxable: boolean("taxable").notNull(),
    updatedBy: text("updated_by"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("price_book_items_service_idx").on(t.service, t.name), check("price_book_items_price_check", sql`${t.unitPriceCents} >= 0`)],
);

/**
 * One version of a lead's quote (decision 064). Each send writes a new version; the one before
 * it, if still waiting, becomes superseded in the same transaction, so the customer only ever
 * answers the latest. Amounts are whole cents (decision 063); the totals kept here are those of
 * the required items, the tax rate the one in force when it was sent.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    status: text("status").notNull().default("sent"),
    discountCents: integer("discount_cents").notNull().default(0),
    taxRateMilli: integer("tax_rate_milli").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    notes: text("notes").notNull().default(""),
    terms: text("terms").notNull().default(""),
    /** The deposit this version asks (decision 089): a percentage of the approved total, or a fixed sum of cents, or neither. */
    depositPercent: integer("deposit_percent"),
    depositFixedCents: integer("deposit_fixed_cents"),
    /** The office gave up the deposit: who and when (decision 089). */
    depositWaivedBy: text("deposit_waived_by"),
    depositWaivedAt: timestamp("deposit_waived_at", { withTimezone: true }),
    /** The last day (Los Angeles) it may be approved. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    sentBy: text("sent_by").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The follow-ups (app/quotes/reminders.server.ts): each claimed once by a conditional UPDATE. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    expiryReminderSentAt: timestamp("expiry_reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quotes_lead_version_idx").on(t.leadId, t.version),
    index("quotes_status_idx").on(t.status, t.sentAt),
    check("quotes_status_check", oneOf("status", QUOTE_STATUSES)),
    check("quotes_version_check", sql`${t.version} >= 1`),
    check("quotes_money_check", sql`${t.discountCents} >= 0 and ${t.subtotalCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0 and ${t.taxRateMilli} between 0 and 20000`),
    check("quotes_answered_check", sql`(answered_at is null) = (status in ('sent', 'superseded'))`),
    check(
      "quotes_deposit_check",
      sql`(${t.depositPercent} is null or ${t.depositPercent} between 1 and 100) and (${t.depositFixedCents} is null or (${t.depositFixedCents} > 0 and ${t.depositFixedCents} <= ${t.totalCents})) and (${t.depositPercent} is null or ${t.depositFixedCents} is null)`,
    ),
    check("quotes_deposit_waived_check", sql`(deposit_waived_by is null) = (deposit_waived_at is null)`),
  ],
);

/** A quote version's lines, in order. The text is the company's (staff's or the price book's). */
export const quoteItems = pgTable(
  "quote_items",
  {
    id: serial("id").primaryKey(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    unit: text("unit").notNull().default(""),
    /** The price book's Spanish of each word the line took from it unchanged; empty for words staff typed. */
    nameEs: text("name_es").notNull().default(""),
    descriptionEs: text("description_es").notNull().default(""),
    unitEs: text("unit_es").notNull().default(""),
    /** Thousandths of a unit (1.5 hours is 1500). */
    quantityMilli: integer("quantity_milli").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    taxable: boolean("taxable").notNull(),
    optional: boolean("optional").notNull(),
    /** The price-book item it came from, if any (kept for reports; the line keeps its own words and price). */
    priceBookItemId: integer("price_book_item_id"),
  },
  (t) => [
    uniqueIndex("quote_items_position_idx").on(t.quoteId, t.position),
    check("quote_items_amounts_check", sql`${t.quantityMilli} > 0 and ${t.unitPriceCents} >= 0`),
  ],
);

/**
 * The customer's answer to one quote version, the audit record staff see: the version, the
 * optional items chosen (their positions), the amounts, the name typed as a signature, the time,
 * the client's address and browser. One answer per version. An approval is what a deposit or an
 * invoice will later refer to.
 */
export const quoteAnswers = pgTable(
  "quote_answers",
  {
    id: serial("id").primaryKey(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    answer: text("answer").notNull(),
    version: integer("version").notNull(),
    chosenPositions: jsonb("chosen_positions").$type<number[]>().notNull().default([]),
    subtotalCents: integer("subtotal_cents"),
    discountCents: integer("discount_cents"),
    taxCents: integer("tax_cents"),
    totalCents: integer("total_cents"),
    /** The deposit due on this approval, in cents (0 when none was asked), from the approved total (decision 089). */
    depositCents: integer("deposit_cents").notNull().default(0),
    /** The deposit's reminders to the customer (decision 089, addendum), each claimed once by a conditional UPDATE. */
    depositRemindersSent: integer("deposit_reminders_sent").notNull().default(0),
    depositLastReminderAt: timestamp("deposit_last_reminder_at", { withTimezone: true }),
    signedName: text("signed_name"),
    /** The customer's words (declining, or asking for changes): shown to staff only. */
    message: text("message"),
    clientIp: text("client_ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quote_answers_quote_idx").on(t.quoteId),
    check("quote_answers_answer_check", oneOf("answer", QUOTE_ANSWERS)),
    check("quote_answers_approval_check", sql`answer <> 'approved' or (total_cents >= 0 and signed_name is not null)`),
    check("quote_answers_deposit_check", sql`${t.depositCents} >= 0 and (${t.depositCents} = 0 or (answer = 'approved' and ${t.depositCents} <= total_cents))`),
  ],
);
