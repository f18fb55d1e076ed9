import { and, asc, between, eq, ne, sql } from "drizzle-orm";
import { dayOf } from "~/analytics/rollup.server";
import { serviceLabel } from "~/content/site";
import { getDb } from "~/db/client.server";
import { invoices, leads, payments } from "~/db/schema";
import { formatQuantity } from "~/quotes/money";
import { csvLine } from "~/utils/csv";
import { METHOD_LABELS } from "./payment-form";
import type { PaymentMethod } from "~/db/payment-values";

/**
 * The accountant's CSV files (decision 090), in the columns QuickBooks Online's import reads:
 * invoices one row per item (the invoice's number repeated on each), payments one row each (a
 * refund as its own row, its amount positive, "Refund" in Type). Dates MM/DD/YYYY, amounts in
 * dollars with two decimals and no sign or separator. Every cell goes through `csvCell`, so a
 * customer's name that starts like a formula is written as text. Void invoices are left out (their
 * numbers stay used; the lead's invoice page lists them).
 */
export const ACCOUNTING_TABLES = ["invoices", "payments"] as const;
export type AccountingTable = (typeof ACCOUNTING_TABLES)[number];

const INVOICE_COLUMNS = ["InvoiceNo", "Customer", "InvoiceDate", "DueDate", "Terms", "Item(Product/Service)", "ItemDescription", "ItemQuantity", "ItemRate", "ItemAmount", "Taxable", "Discount", "TaxAmount", "DepositCredit", "Total", "BalanceDue"];
const PAYMENT_COLUMNS = ["Date", "Invoice", "Customer", "Method", "Reference", "Amount", "Type", "Kind"];

/** 12345 → "123.45" */
function dollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** "2026-12-05" → "12/05/2026" */
function usDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${month}/${day}/${year}`;
}

function customer(lead: { name: string; erasedAt: Date | null; reference: string | null }): string {
  const name = lead.erasedAt ? "Erased customer" : lead.name;
  return lead.reference ? `${name} (${lead.reference})` : name;
}

export async function accountingCsv(table: AccountingTable, from: string, to: string): Promise<string> {
  return table === "invoices" ? invoicesCsv(from, to) : paymentsCsv(from, to);
}

async function invoicesCsv(from: string, to: string): Promise<string> {
  const day = sql.raw(dayOf("invoices.created_at"));
  const rows = await getDb()
    .select({ invoice: invoices, lead: { name: leads.name, erasedAt: leads.erasedAt, reference: leads.reference, service: leads.service }, day: sql<string>`${day}::text` })
    .from(invoices)
    .innerJoin(leads, eq(leads.id, invoices.leadId))
    .where(and(ne(invoices.status, "void"), sql`${day} between ${from}::date and ${to}::date`))
    .orderBy(asc(invoices.number));
  let body = csvLine(INVOICE_COLUMNS);
  for (const { invoice, lead, day: issued } of rows) {
    for (const line of invoice.lines) {
      body += csvLine([
        invoice.number,
        customer(lead),
        usDate(issued),
        usDate(invoice.dueDate),
        invoice.terms,
        serviceLabel(lead.service),
        line.name,
        formatQuantity(line.quantityMilli),
        dollars(line.unitPriceCents),
        dollars(line.amountCents),
        line.taxable ? "Y" : "N",
        dollars(invoice.discountCents),
        dollars(invoice.taxCents),
        dollars(invoice.depositCreditCents),
        dollars(invoice.totalCents),
        dollars(invoice.balanceCents),
      ]);
    }
  }
  return body;
}

async function paymentsCsv(from: string, to: string): Promise<string> {
  const rows = await getDb()
    .select({ payment: payments, lead: { name: leads.name, erasedAt: leads.erasedAt, reference: leads.reference }, invoice: invoices.number })
    .from(payments)
    .innerJoin(leads, eq(leads.id, payments.leadId))
    // A deposit names its quote: the invoice made from that quote (not void), when there is one.
    .leftJoin(invoices, sql`${invoices.id} = ${payments.invoiceId} or (${payments.invoiceId} is null and ${invoices.quoteId} = ${payments.quoteId} and ${invoices.status} <> 'void')`)
    .where(between(payments.receivedOn, from, to))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
  let body = csvLine(PAYMENT_COLUMNS);
  for (const { payment, lead, invoice } of rows) {
    const reference = payment.checkNumber ?? payment.stripePaymentIntent ?? payment.id;
    body += csvLine([
      usDate(payment.receivedOn),
      invoice ?? "",
      customer(lead),
      METHOD_LABELS[payment.method as PaymentMethod],
      reference,
      dollars(payment.amountCents),
      payment.refundOf ? "Refund" : "Payment",
      payment.kind === "deposit" ? "Deposit" : "Invoice",
    ]);
  }
  return body;
}
