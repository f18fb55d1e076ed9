import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { INVOICE_STATUSES, PAYMENT_KINDS, PAYMENT_METHODS } from "../payment-values";
import { LANGS } from "../lead-values";
import { createdAt, oneOf } from "./columns";
import { leads } from "./leads";
import { quotes } from "./quotes";

/**
 * The invoice numbers' counter, one row a year: the next number is taken by an upsert that locks
 * the row until the invoice's transaction ends, so numbers have no gaps (a rolled-back invoice
 * gives its number back) and two invoices never share one (decision 086).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    year: integer("year").primaryKey(),
    last: integer("last").notNull(),
  },
  (t) => [check("invoice_counters_last_check", sql`${t.last} >= 1`)],
);

/** An invoice line, copied from the approved quote (the company's words, whole cents). */
export type InvoiceLine = {
  position: number;
  name: string;
  nameEs: string;
  unit: string;
  unitEs: string;
  quantityMilli: number;
  unitPriceCents: number;
  taxable: boolean;
  amountCents: number;
};

/**
 * An invoice for a completed job (decision 086): its lines and amounts in whole cents, the
 * deposit already paid deducted. `balance_cents` is what the customer owes at issue (total −
 * deposit credit); what is still owed is that less the payments recorded against it.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").references(() => quotes.id),
    quoteVersion: integer("quote_version"),
    status: text("status").notNull().default("open"),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    taxRateMilli: integer("tax_rate_milli").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    depositCreditCents: integer("deposit_credit_cents").notNull().default(0),
    balanceCents: integer("balance_cents").notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    terms: text("terms").notNull().default(""),
    language: text("language").notNull().default("en"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    /** The last send; none yet: the invoice is a draft whose items, due date and terms staff may change (decision 090). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** A void invoice keeps its number; the Super Admin who voided it, when and why (decision 090). */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: text("voided_by"),
    voidReason: text("void_reason"),
    /** The overdue reminders queued, and when the last was (decision 090). */
    remindersSent: integer("reminders_sent").notNull().default(0),
    lastReminderAt: timestamp("last_reminder_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    // One invoice a quote version that is not void: a second click of Create makes nothing more; a void one may be made again.
    uniqueIndex("invoices_quote_idx").on(t.quoteId).where(sql`status <> 'void'`),
    check("invoices_void_check", sql`(${t.status} = 'void') = (${t.voidedAt} is not null and ${t.voidedBy} is not null and ${t.voidReason} is not null)`),
    check("invoices_reminders_check", sql`${t.remindersSent} >= 0`),
    index("invoices_lead_idx").on(t.leadId),
    check("invoices_status_check", oneOf("status", INVOICE_STATUSES)),
    check("invoices_language_check", oneOf("language", LANGS)),
    check("invoices_number_check", sql`${t.number} ~ '^INV-[0-9]{4}-[0-9]{4,}$'`),
    check(
      "invoices_money_check",
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0 and ${t.depositCreditCents} >= 0 and ${t.balanceCents} >= 0 and ${t.balanceCents} = ${t.totalCents} - ${t.depositCreditCents}`,
    ),
  ],
);

/**
 * A payment, or a refund of one (`refund_of`): always a positive amount of cents. A deposit names
 * its quote, an invoice payment its invoice. `recorded_by` is the admin who recorded it, null for
 * a card payment recorded by Stripe's webhook. `idempotency_key` (the form's, or the provider's
 * id) makes a recording sent twice one payment. The database refuses a payment that would take
 * what was paid on an invoice past its balance unless `overpayment` says so, and a refund past
 * what was paid (triggers in the migration, decision 086).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id").references(() => invoices.id),
    quoteId: uuid("quote_id").references(() => quotes.id),
    kind: text("kind").notNull(),
    method: text("method").notNull(),
    amountCents: integer("amount_cents").notNull(),
    checkNumber: text("check_number"),
    note: text("note").notNull().default(""),
    overpayment: boolean("overpayment").notNull().default(false),
    refundOf: uuid("refund_of").references((): AnyPgColumn => payments.id),
    recordedBy: text("recorded_by"),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    stripePaymentIntent: text("stripe_payment_intent"),
    stripeCheckoutSession: text("stripe_checkout_session"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_idempotency_idx").on(t.idempotencyKey),
    uniqueIndex("payments_stripe_payment_intent_idx").on(t.stripePaymentIntent),
    uniqueIndex("payments_stripe_checkout_session_idx").on(t.stripeCheckoutSession),
    index("payments_invoice_idx").on(t.invoiceId),
    index("payments_lead_idx").on(t.leadId),
    check("payments_amount_check", sql`${t.amountCents} > 0`),
    check("payments_kind_check", oneOf("kind", PAYMENT_KINDS)),
    check("payments_method_check", oneOf("method", PAYMENT_METHODS)),
    check("payments_target_check", sql`(kind = 'invoice' and invoice_id is not null) or (kind = 'deposit' and quote_id is not null and invoice_id is null)`),
    check("payments_check_number_check", sql`(method = 'check') = (check_number is not null)`),
    check("payments_recorded_by_check", sql`method = 'card' or recorded_by is not null`),
  ],
);

/**
 * The payment settings a Super Admin keeps (one row; absent until saved: the defaults hold):
 * overdue reminders after `reminder_after_days` days past the due date, and again as often, at
 * most `reminder_max` of them (0: none), decision 090; a deposit's reminders the same way (decision 089).
 */
export const paymentSettings = pgTable(
  "payment_settings",
  {
    id: integer("id").primaryKey().default(1),
    reminderAfterDays: integer("reminder_after_days").notNull(),
    reminderMax: integer("reminder_max").notNull(),
    /** A deposit still due on an approved quote: reminded `deposit_reminder_after_days` days after approval, then as often, at most `deposit_reminder_max` (decision 089, addendum). */
    depositReminderAfterDays: integer("deposit_reminder_after_days").notNull().default(2),
    depositReminderMax: integer("deposit_reminder_max").notNull().default(2),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payment_settings_one_row", sql`id = 1`),
    check("payment_settings_reminder_check", sql`${t.reminderAfterDays} between 1 and 90 and ${t.reminderMax} between 0 and 10`),
    check("payment_settings_deposit_reminder_check", sql`${t.depositReminderAfterDays} between 1 and 90 and ${t.depositReminderMax} between 0 and 10`),
  ],
);

/** Each Stripe event taken, by its id: an event sent again (or replayed) is recognised and records nothing more (decision 086). */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
