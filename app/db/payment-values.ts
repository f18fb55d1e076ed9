/** The values an invoice's and a payment's columns may hold (their CHECK constraints read them): imports nothing. */

/** An invoice is open until its balance is paid; a void one is kept for the sequence, never deleted (decision 086). */
export const INVOICE_STATUSES = ["open", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A deposit is paid against an approved quote; an invoice payment against an invoice. */
export const PAYMENT_KINDS = ["deposit", "invoice"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Card is Stripe Checkout (recorded by its webhook); the others are recorded by staff. */
export const PAYMENT_METHODS = ["card", "cash", "check", "zelle", "card-on-site"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The ways staff record a payment taken outside the site. */
export const OFFLINE_METHODS = ["cash", "check", "zelle", "card-on-site"] as const satisfies readonly PaymentMethod[];
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];
