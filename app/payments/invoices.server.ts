import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { getDb, type Transaction } from "~/db/client.server";
import { invoiceCounters, invoices, payments, quoteAnswers, quoteItems, quotes, type InvoiceLine } from "~/db/schema";
import type { InvoiceStatus, PaymentKind, PaymentMethod } from "~/db/payment-values";
import type { Lang } from "~/db/lead-values";
import { lockLead } from "~/leads/leads.server";
import { lineCents, quoteTotals } from "~/quotes/money";
import { isoDateInZone } from "~/utils/dates";
import { isUuid } from "~/utils/uuid";

/**
 * Invoices (decision 086): made from a completed job's approved quote, numbered without gaps per
 * year, their money in whole cents computed here from the quote's lines (the money module of
 * decision 063), the deposit paid deducted.
 */

export type InvoiceRefusal = "not-found" | "erased" | "not-completed" | "no-approved-quote" | "exists";

/**
 * The next number of `year` (`INV-2026-0001`): an upsert of the year's counter row, which stays
 * locked until the caller's transaction ends. Two invoices at once wait for each other; a rolled
 * back invoice gives its number back, so the numbers have no gaps.
 */
export async function nextInvoiceNumber(tx: Transaction, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return `INV-${year}-${String(row!.last).padStart(4, "0")}`;
}

/** What was paid on a deposit or an invoice: payments less refunds, in cents. */
export async function paidCents(tx: Transaction, target: { invoiceId: string } | { quoteId: string; kind: PaymentKind }): Promise<number> {
  const where = "invoiceId" in target ? eq(payments.invoiceId, target.invoiceId) : and(eq(payments.quoteId, target.quoteId), eq(payments.kind, target.kind));
  const [row] = await tx
    .select({ paid: sql<string>`coalesce(sum(case when ${payments.refundOf} is null then ${payments.amountCents} else -${payments.amountCents} end), 0)` })
    .from(payments)
    .where(where);
  return Number(row?.paid ?? 0);
}

export type IssueInvoiceInput = { leadId: string; dueDate: string; terms: string; createdBy: string; now?: Date };
export type IssuedInvoice = { id: string; number: string; totalCents: number; depositCreditCents: number; balanceCents: number };

/**
 * The invoices' part of creating one, in the caller's transaction: the lead locked, the job
 * completed, its latest quote approved; the lines the customer chose (every required line and the
 * optional ones ticked) with the quote's discount and tax rate; the deposit paid on that quote
 * deducted (never past the total); the next number of the year in Los Angeles.
 */
export async function issueInvoice(tx: Transaction, input: IssueInvoiceInput): Promise<{ ok: true; invoice: IssuedInvoice } | { ok: false; reason: InvoiceRefusal; number?: string }> {
  if (!isUuid(input.leadId)) return { ok: false, reason: "not-found" };
  const lead = await lockLead(tx, input.leadId);
  if (!lead) return { ok: false, reason: "not-found" };
  if (lead.erasedAt) return { ok: false, reason: "erased" };
  if (lead.status !== "Completed") return { ok: false, reason: "not-completed" };
  const [quote] = await tx.select().from(quotes).where(eq(quotes.leadId, lead.id)).orderBy(desc(quotes.version)).limit(1);
  if (!quote || quote.status !== "approved") return { ok: false, reason: "no-approved-quote" };
  // A void invoice of this quote does not count: a new one is made in its place (decision 090).
  const [existing] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.quoteId, quote.id), ne(invoices.status, "void")));
  if (existing) return { ok: false, reason: "exists", number: existing.number };
  const [answer] = await tx.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id));
  const items = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id)).orderBy(asc(quoteItems.position));
  const chosen = new Set(answer?.chosenPositions ?? []);
  const taken = items.filter((item) => !item.optional || chosen.has(item.position));
  // The optional lines taken count as required ones: the totals are those the customer approved.
  const totals = quoteTotals(
    taken.map((item) => ({ ...item, optional: false })),
    new Set(),
    quote.discountCents,
    quote.taxRateMilli,
  );
  const lines: InvoiceLine[] = taken.map((item, index) => ({
    position: index + 1,
    name: item.name,
    nameEs: item.nameEs,
    unit: item.unit,
    unitEs: item.unitEs,
    quantityMilli: item.quantityMilli,
    unitPriceCents: item.unitPriceCents,
    taxable: item.taxable,
    amountCents: lineCents(item),
  }));
  const deposit = await paidCents(tx, { quoteId: quote.id, kind: "deposit" });
  const depositCreditCents = Math.min(Math.max(0, deposit), totals.totalCents);
  const number = await nextInvoiceNumber(tx, Number(isoDateInZone(input.now ?? new Date()).slice(0, 4)));
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      leadId: lead.id,
      quoteId: quote.id,
      quoteVersion: quote.version,
      lines,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxRateMilli: quote.taxRateMilli,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      depositCreditCents,
      balanceCents: totals.totalCents - depositCreditCents,
      dueDate: input.dueDate,
      terms: input.terms,
      language: lead.language as Lang,
      createdBy: input.createdBy,
    })
    .returning();
  return { ok: true, invoice: { id: row!.id, number, totalCents: row!.totalCents, depositCreditCents, balanceCents: row!.balanceCents } };
}

export type PaymentRecord = {
  id: string;
  kind: PaymentKind;
  method: PaymentMethod;
  amountCents: number;
  checkNumber: string | null;
  note: string;
  overpayment: boolean;
  refundOf: string | null;
  recordedBy: string | null;
  receivedOn: string;
  createdAt: Date;
  /** For a payment: what is left of it to refund. */
  refundableCents: number;
};

export type InvoiceRecord = {
  id: string;
  number: string;
  leadId: string;
  quoteVersion: number | null;
  status: InvoiceStatus;
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  taxRateMilli: number;
  taxCents: number;
  totalCents: number;
  depositCreditCents: number;
  balanceCents: number;
  dueDate: string;
  terms: string;
  language: Lang;
  createdBy: string;
  createdAt: Date;
  sentAt: Date | null;
  /** The overdue reminders queued, and when the last was (decision 090). */
  remindersSent: number;
  lastReminderAt: Date | null;
  /** Payments less refunds. */
  paidCents: number;
  /** What is still owed (never below 0; an overpayment shows as `overpaidCents`). */
  dueCents: number;
  overpaidCents: number;
  payments: PaymentRecord[];
};

/** The lead's invoice (the latest that is not void), with its payments and what is still owed; undefined before one. Read in the caller's transaction when given one. */
export async function invoiceOfLead(leadId: string, db: Transaction | ReturnType<typeof getDb> = getDb()): Promise<InvoiceRecord | undefined> {
  if (!isUuid(leadId)) return undefined;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.leadId, leadId), ne(invoices.status, "void")))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  if (!invoice) return undefined;
  const rows = await db.select().from(payments).where(eq(payments.invoiceId, invoice.id)).orderBy(asc(payments.createdAt));
  const refunded = new Map<string, number>();
  for (const row of rows) if (row.refundOf) refunded.set(row.refundOf, (refunded.get(row.refundOf) ?? 0) + row.amountCents);
  const paid = rows.reduce((sum, row) => sum + (row.refundOf ? -row.amountCents : row.amountCents), 0);
  return {
    ...invoice,
    status: invoice.status as InvoiceStatus,
    language: invoice.language as Lang,
    paidCents: paid,
    dueCents: Math.max(0, invoice.balanceCents - paid),
    overpaidCents: Math.max(0, paid - invoice.balanceCents),
    payments: rows.map((row) => ({
      id: row.id,
      kind: row.kind as PaymentKind,
      method: row.method as PaymentMethod,
      amountCents: row.amountCents,
      checkNumber: row.checkNumber,
      note: row.note,
      overpayment: row.overpayment,
      refundOf: row.refundOf,
      recordedBy: row.recordedBy,
      receivedOn: row.receivedOn,
      createdAt: row.createdAt,
      refundableCents: row.refundOf ? 0 : row.amountCents - (refunded.get(row.id) ?? 0),
    })),
  };
}

/**
 * The lead's invoice as the customer may see it (the status and invoice pages, the pay action):
 * none while it is a draft the office may still change (never sent, nothing paid on it).
 */
export async function customerInvoiceOfLead(leadId: string): Promise<InvoiceRecord | undefined> {
  const invoice = await invoiceOfLead(leadId);
  return invoice && (invoice.sentAt || invoice.payments.length > 0) ? invoice : undefined;
}

/** Whether a lead has an approved quote without an invoice yet (the lead page offers Create invoice then). */
export async function invoiceableQuote(leadId: string): Promise<{ version: number; totalCents: number | null } | undefined> {
  if (!isUuid(leadId)) return undefined;
  const [row] = await getDb()
    .select({ version: quotes.version, status: quotes.status, totalCents: quoteAnswers.totalCents, invoiced: invoices.id })
    .from(quotes)
    .leftJoin(quoteAnswers, eq(quoteAnswers.quoteId, quotes.id))
    .leftJoin(invoices, and(eq(invoices.quoteId, quotes.id), ne(invoices.status, "void")))
    .where(eq(quotes.leadId, leadId))
    .orderBy(desc(quotes.version))
    .limit(1);
  return row && row.status === "approved" && !row.invoiced ? { version: row.version, totalCents: row.totalCents } : undefined;
}

