import { OFFLINE_METHODS, type OfflineMethod } from "~/db/payment-values";
import { isCalendarDate } from "~/utils/dates";
import { z } from "~/utils/zod";
import { confirmField } from "~/forms/confirm";
import { MAX_QUANTITY_MILLI, MAX_QUOTE_CENTS, MAX_UNIT_PRICE_CENTS, parseQuantity } from "~/quotes/money";
import { formatCents, parseDollars } from "~/utils/money";
import type { PaymentRefusal } from "./payments.server";

/** The staff's money forms' messages (decision 086). */
export const PAYMENT_MESSAGES = {
  amount: "Enter an amount in dollars and cents, more than $0.00 (for example 150 or 150.25).",
  amountTooLarge: "An amount can be at most $100,000.00.",
  method: "Choose how it was paid: cash, check, Zelle or card on site.",
  checkNumber: "Enter the check's number (letters, digits or dashes, up to 20).",
  receivedOn: "Enter the date it was received, today or earlier.",
  dueDate: "Enter a due date, today or later.",
  terms: "Terms can be at most 2,000 characters.",
  note: "A note can be at most 500 characters.",
  form: "This form was changed or sent twice: open the invoice again and retry.",
  description: "Describe the work (up to 120 characters).",
  quantity: `Enter a quantity such as 1 or 1.5, up to ${(MAX_QUANTITY_MILLI / 1000).toLocaleString("en-US")}.`,
  unitPrice: "Enter a unit price in dollars and cents, such as 85 or 85.50 (at most $100,000.00).",
  reason: "Say why the invoice is voided (up to 500 characters).",
} as const;

/** Why a payment or a refund was not recorded, in the staff's words (the invoice's page and the deposit's). */
export const PAYMENT_REFUSALS: Record<PaymentRefusal, (due?: number) => string> = {
  "not-found": () => "That invoice or payment is not this lead's: open the invoice again.",
  void: () => "This invoice is void: no payment can be recorded on it.",
  "over-balance": (due) => `That is more than the ${formatCents(due ?? 0)} still due. Tick "Record as an overpayment" if the customer paid more.`,
  "over-payment": () => "That is more than was paid.",
  "not-refundable": (due) => `At most ${formatCents(due ?? 0)} of that payment is left to refund.`,
  "not-card": () => "Only a card payment made online can be refunded to the card: choose how the money was given back.",
  "card-off": () => "Card payments are not configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET): refund in Stripe's dashboard and record it here another way.",
  "provider-failed": () => "Stripe did not take the refund: nothing was recorded. Try again in a minute, or refund in Stripe's dashboard.",
  invoiced: () => "This deposit is deducted on the lead's invoice: refund it from the invoice, or void the invoice first.",
};

export const METHOD_LABELS: Record<OfflineMethod | "card", string> = {
  card: "Card (online)",
  cash: "Cash",
  check: "Check",
  zelle: "Zelle",
  "card-on-site": "Card on site",
};

/** Dollars as typed ("1,234.50", "$20") to whole cents: never negative, fractional cents or more than $100,000. */
export const amountField = z
  .string({ error: PAYMENT_MESSAGES.amount })
  .trim()
  .transform((value, context) => {
    const cents = parseDollars(value);
    if (cents === undefined || cents <= 0) {
      context.addIssue({ code: "custom", message: PAYMENT_MESSAGES.amount });
      return z.NEVER;
    }
    if (cents > MAX_QUOTE_CENTS) {
      context.addIssue({ code: "custom", message: PAYMENT_MESSAGES.amountTooLarge });
      return z.NEVER;
    }
    return cents;
  });

/** The recording's own key (a UUID the form carries): the same form sent twice is one payment. */
export const keyField = z.string({ error: PAYMENT_MESSAGES.form }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, PAYMENT_MESSAGES.form);
const idField = keyField;

export const methodField = z.enum(OFFLINE_METHODS, { error: PAYMENT_MESSAGES.method });
export const checkNumberField = z
  .string()
  .trim()
  .max(20, PAYMENT_MESSAGES.checkNumber)
  .regex(/^[A-Za-z0-9-]*$/, PAYMENT_MESSAGES.checkNumber)
  .optional()
  .transform((value) => value || undefined);

/** A check needs its number; no other way has one. */
export function withCheckNumber<T extends { method: OfflineMethod | "card"; checkNumber?: string }>(value: T, context: z.RefinementCtx) {
  if (value.method === "check" && !value.checkNumber) context.addIssue({ code: "custom", path: ["checkNumber"], message: PAYMENT_MESSAGES.checkNumber });
}

export const pastDate = (today: string) =>
  z
    .string({ error: PAYMENT_MESSAGES.receivedOn })
    .refine((value) => isCalendarDate(value) && value <= today, PAYMENT_MESSAGES.receivedOn);

export function createInvoiceSchema(today: string) {
  return z.object({
    intent: z.literal("create"),
    dueDate: z.string({ error: PAYMENT_MESSAGES.dueDate }).refine((value) => isCalendarDate(value) && value >= today, PAYMENT_MESSAGES.dueDate),
    terms: z.string().max(2000, PAYMENT_MESSAGES.terms).optional().default(""),
  });
}

/** The fields of a payment taken outside the site, on the invoice's form and the deposit's (check with `withCheckNumber`). */
export function offlinePaymentFields(today: string) {
  return {
    key: keyField,
    amount: amountField,
    method: methodField,
    checkNumber: checkNumberField,
    receivedOn: pastDate(today),
    overpayment: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
    note: z.string().max(500, PAYMENT_MESSAGES.note).optional().default(""),
  };
}

export function recordPaymentSchema(today: string) {
  return z
    .object({ intent: z.literal("record"), invoiceId: idField, ...offlinePaymentFields(today) })
    .superRefine(withCheckNumber);
}

/** A refund goes back the offline ways, or onto the card through Stripe. */
const refundMethodField = z.enum([...OFFLINE_METHODS, "card"], { error: PAYMENT_MESSAGES.method });

/** A refund's fields, on the invoice's form and the deposit's (check with `withCheckNumber`). */
export function refundFields(today: string) {
  return {
    paymentId: idField,
    key: keyField,
    amount: amountField,
    method: refundMethodField,
    checkNumber: checkNumberField,
    receivedOn: pastDate(today),
    note: z.string().max(500, PAYMENT_MESSAGES.note).optional().default(""),
  };
}

export function refundSchema(today: string) {
  return z.object({ intent: z.literal("refund"), ...refundFields(today) }).superRefine(withCheckNumber);
}

export const sendInvoiceSchema = z.object({ intent: z.literal("send"), key: keyField });

/** Work added to a draft invoice: its words, a quantity (1 when empty) and a unit price; taxed when ticked (decision 090). */
export const addLineSchema = z.object({
  intent: z.literal("add-line"),
  invoiceId: idField,
  description: z.string({ error: PAYMENT_MESSAGES.description }).trim().min(1, PAYMENT_MESSAGES.description).max(120, PAYMENT_MESSAGES.description),
  quantity: z
    .string()
    .optional()
    .transform((value, context) => {
      const milli = value?.trim() ? parseQuantity(value) : 1000;
      if (milli === undefined || milli > MAX_QUANTITY_MILLI) {
        context.addIssue({ code: "custom", message: PAYMENT_MESSAGES.quantity });
        return z.NEVER;
      }
      return milli;
    }),
  unitPrice: z.string({ error: PAYMENT_MESSAGES.unitPrice }).transform((value, context) => {
    const cents = parseDollars(value);
    if (cents === undefined || cents > MAX_UNIT_PRICE_CENTS) {
      context.addIssue({ code: "custom", message: PAYMENT_MESSAGES.unitPrice });
      return z.NEVER;
    }
    return cents;
  }),
  taxable: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

/** An item taken off a draft invoice, by its position. */
export const removeLineSchema = z.object({
  intent: z.literal("remove-line"),
  invoiceId: idField,
  position: z.coerce.number({ error: PAYMENT_MESSAGES.form }).int(PAYMENT_MESSAGES.form).min(1, PAYMENT_MESSAGES.form).max(10_000, PAYMENT_MESSAGES.form),
});

/** A draft invoice's due date (today or later) and terms. */
export function invoiceDetailsSchema(today: string) {
  return z.object({
    intent: z.literal("details"),
    invoiceId: idField,
    dueDate: z.string({ error: PAYMENT_MESSAGES.dueDate }).refine((value) => isCalendarDate(value) && value >= today, PAYMENT_MESSAGES.dueDate),
    terms: z.string().max(2000, PAYMENT_MESSAGES.terms).optional().default(""),
  });
}

/** A Super Admin's void, with the reason. */
export const voidInvoiceSchema = z.object({
  intent: z.literal("void"),
  confirm: confirmField,
  invoiceId: idField,
  reason: z.string({ error: PAYMENT_MESSAGES.reason }).trim().min(1, PAYMENT_MESSAGES.reason).max(500, PAYMENT_MESSAGES.reason),
});

/** Every name the invoice page's forms post (the bounded reader accepts only these). */
export const INVOICE_FORM_SCHEMA = z.object({
  intent: z.string(),
  dueDate: z.string(),
  terms: z.string(),
  invoiceId: z.string(),
  paymentId: z.string(),
  key: z.string(),
  amount: z.string(),
  method: z.string(),
  checkNumber: z.string(),
  receivedOn: z.string(),
  overpayment: z.string(),
  note: z.string(),
  description: z.string(),
  quantity: z.string(),
  unitPrice: z.string(),
  taxable: z.string(),
  position: z.string(),
  reason: z.string(),
  confirm: z.string(),
});
