import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { invoices, payments, type InvoiceLine } from "~/db/schema";
import { lineCents, quoteLimit, quoteTotals } from "~/quotes/money";
import { isUuid } from "~/utils/uuid";
import { paidCents } from "./invoices.server";

/**
 * Changes to an invoice (decision 090), each in the caller's transaction with the invoice's row
 * locked. A draft (never sent, no payment on it) takes added work, loses items, and gets another
 * due date and terms; its totals are computed here again by the quotes' money module (decision
 * 063: the invoice's discount and tax rate, the deposit paid deducted). Once sent or paid it is
 * not changed: a Super Admin voids it (its number stays used) and a new one is made. The database
 * holds the same rule (the `invoices_frozen` trigger).
 */

/** The most items an invoice holds: the quote's twenty and as many added. */
export const MAX_INVOICE_LINES = 40;

export type InvoiceChangeRefusal = "not-found" | "void" | "sent" | "paid" | "last-line" | "no-line" | "too-many" | "line-total" | "invoice-total" | "has-money";

export type InvoiceChangeOutcome = { ok: true; number: string; totalCents: number; balanceCents: number } | { ok: false; reason: InvoiceChangeRefusal };

type Target = { leadId: string; invoiceId: string };

async function lockInvoice(tx: Transaction, { leadId, invoiceId }: Target) {
  if (!isUuid(leadId) || !isUuid(invoiceId)) return undefined;
  const [invoice] = await tx.select().from(invoices).where(and(eq(invoices.id, invoiceId), eq(invoices.leadId, leadId))).for("update");
  return invoice;
}

async function hasPayments(tx: Transaction, invoiceId: string): Promise<boolean> {
  const [row] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.invoiceId, invoiceId)).limit(1);
  return row !== undefined;
}

/** The lead's invoice locked, if it may still be changed: a draft (never sent) with no payment on it. */
async function lockDraft(tx: Transaction, target: Target): Promise<{ ok: true; invoice: typeof invoices.$inferSelect } | { ok: false; reason: InvoiceChangeRefusal }> {
  const invoice = await lockInvoice(tx, target);
  if (!invoice) return { ok: false, reason: "not-found" };
  if (invoice.status === "void") return { ok: false, reason: "void" };
  if (invoice.sentAt) return { ok: false, reason: "sent" };
  if (await hasPayments(tx, invoice.id)) return { ok: false, reason: "paid" };
  return { ok: true, invoice };
}

/** The invoice's lines written with their totals computed again, the deposit paid on its quote deducted (never past the total). */
async function writeLines(tx: Transaction, invoice: typeof invoices.$inferSelect, lines: InvoiceLine[]): Promise<InvoiceChangeOutcome> {
  if (lines.length === 0) return { ok: false, reason: "last-line" };
  if (lines.length > MAX_INVOICE_LINES) return { ok: false, reason: "too-many" };
  const limit = quoteLimit(lines);
  if (limit !== "ok") return { ok: false, reason: limit === "line" ? "line-total" : "invoice-total" };
  const totals = quoteTotals(
    lines.map((line) => ({ ...line, optional: false })),
    new Set(),
    invoice.discountCents,
    invoice.taxRateMilli,
  );
  const deposit = invoice.quoteId ? await paidCents(tx, { quoteId: invoice.quoteId, kind: "deposit" }) : 0;
  const depositCreditCents = Math.min(Math.max(0, deposit), totals.totalCents);
  const balanceCents = totals.totalCents - depositCreditCents;
  await tx
    .update(invoices)
    .set({ lines, subtotalCents: totals.subtotalCents, taxCents: totals.taxCents, totalCents: totals.totalCents, depositCreditCents, balanceCents })
    .where(eq(invoices.id, invoice.id));
  return { ok: true, number: invoice.number, totalCents: totals.totalCents, balanceCents };
}

export type AddedWork = Target & { description: string; quantityMilli: number; unitPriceCents: number; taxable: boolean };

/** Work added to a draft invoice: a line of the staff's words (English; the Spanish page shows the same words), at the end. */
export async function addInvoiceLine(tx: Transaction, input: AddedWork): Promise<InvoiceChangeOutcome> {
  const draft = await lockDraft(tx, input);
  if (!draft.ok) return draft;
  const { invoice } = draft;
  const position = Math.max(0, ...invoice.lines.map((line) => line.position)) + 1;
  const line: InvoiceLine = {
    position,
    name: input.description,
    nameEs: "",
    unit: "",
    unitEs: "",
    quantityMilli: input.quantityMilli,
    unitPriceCents: input.unitPriceCents,
    taxable: input.taxable,
    amountCents: lineCents(input),
  };
  return writeLines(tx, invoice, [...invoice.lines, line]);
}

/** An item taken off a draft invoice, by its position (which never changes): one already gone is refused, the last one kept. */
export async function removeInvoiceLine(tx: Transaction, input: Target & { position: number }): Promise<InvoiceChangeOutcome> {
  const draft = await lockDraft(tx, input);
  if (!draft.ok) return draft;
  const { invoice } = draft;
  const kept = invoice.lines.filter((line) => line.position !== input.position);
  if (kept.length === invoice.lines.length) return { ok: false, reason: "no-line" };
  return writeLines(tx, invoice, kept);
}

/** A draft invoice's due date and terms. */
export async function changeInvoiceDetails(tx: Transaction, input: Target & { dueDate: string; terms: string }): Promise<InvoiceChangeOutcome> {
  const draft = await lockDraft(tx, input);
  if (!draft.ok) return draft;
  await tx.update(invoices).set({ dueDate: input.dueDate, terms: input.terms }).where(eq(invoices.id, draft.invoice.id));
  return { ok: true, number: draft.invoice.number, totalCents: draft.invoice.totalCents, balanceCents: draft.invoice.balanceCents };
}

/**
 * An invoice voided by a Super Admin (the route checks the role), with the reason: its number
 * stays used (the sequence keeps no gap), it takes no payment any more, the customer's page no
 * longer shows it, and a new invoice may be made from the same quote. One with money on it
 * (payments less refunds above zero) is refused: the payments are refunded first.
 */
export async function voidInvoice(tx: Transaction, input: Target & { reason: string; by: string }): Promise<InvoiceChangeOutcome> {
  const invoice = await lockInvoice(tx, input);
  if (!invoice) return { ok: false, reason: "not-found" };
  if (invoice.status === "void") return { ok: false, reason: "void" };
  if ((await paidCents(tx, { invoiceId: invoice.id })) > 0) return { ok: false, reason: "has-money" };
  await tx
    .update(invoices)
    .set({ status: "void", voidedAt: sql`now()`, voidedBy: input.by, voidReason: input.reason })
    .where(eq(invoices.id, invoice.id));
  return { ok: true, number: invoice.number, totalCents: invoice.totalCents, balanceCents: invoice.balanceCents };
}

export type VoidInvoice = { id: string; number: string; totalCents: number; voidedAt: Date; voidedBy: string; voidReason: string };

/** The lead's void invoices, the newest first (the admin's invoice page lists them under the current one). */
export async function voidInvoicesOfLead(db: Transaction | Database, leadId: string): Promise<VoidInvoice[]> {
  if (!isUuid(leadId)) return [];
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, totalCents: invoices.totalCents, voidedAt: invoices.voidedAt, voidedBy: invoices.voidedBy, voidReason: invoices.voidReason })
    .from(invoices)
    .where(and(eq(invoices.leadId, leadId), eq(invoices.status, "void")))
    .orderBy(desc(invoices.voidedAt), asc(invoices.number));
  return rows.map((row) => ({ ...row, voidedAt: row.voidedAt!, voidedBy: row.voidedBy ?? "", voidReason: row.voidReason ?? "" }));
}

/** Why a change was refused by the database's own rule (the `invoices_frozen` trigger: a race the app's check lost), if it was. */
export function refusedAsFrozen(error: unknown): InvoiceChangeRefusal | undefined {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  if (cause.code !== "23514") return undefined;
  if (cause.constraint === "invoices_frozen_check") return "sent";
  if (cause.constraint === "invoices_void_final_check") return "void";
  return undefined;
}
