import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "~/db/client.server";
import { invoices, leads, payments, quotes } from "~/db/schema";
import { createInvoice } from "~/flows/get-paid.server";
import { defaultValidUntil, type QuoteFormValue } from "~/quotes/quote-form";
import { answerQuote, sendQuote } from "~/quotes/quotes.server";
import { isoDateInZone } from "~/utils/dates";
import { resetDb } from "../db";

/** Empties the database, the invoice counters, Stripe's events and the payment settings with it. */
export async function resetPayments() {
  await resetDb();
  await getDb().execute(sql`truncate table invoice_counters, stripe_events, payment_settings`);
}

const QUOTE: QuoteFormValue = {
  intent: "send",
  lines: [{ bookItemId: null, name: "Mount a 65-inch TV", description: "", unit: "", quantityMilli: 1000, unitPriceCents: 40_000, taxable: false, optional: false }],
  discountCents: 0,
  notes: "",
  terms: "",
  validUntil: defaultValidUntil(),
  // The deposit paid below is the one this quote asks (the database refuses a deposit past the one due, decision 089).
  deposit: { fixedCents: 10_000 },
};

/** A lead whose $400.00 quote asking a $100.00 deposit the customer approved just now, the deposit not paid yet (decision 089). */
export async function depositAsked(fields: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await getDb()
    .insert(leads)
    .values({ name: "Jane <b>Smith</b>", phone: "(310) 555-0100", email: "jane@example.com", service: "tv-mounting", description: "Gate code 1234", ...fields })
    .returning();
  expect((await sendQuote(lead!.id, QUOTE, "ops@example.com")).ok).toBe(true);
  expect((await answerQuote(lead!.id, 1, { answer: "approved", chosen: [], signedName: "Jane Smith" }, { ip: null, userAgent: null })).ok).toBe(true);
  const [quote] = await getDb().select().from(quotes).where(eq(quotes.leadId, lead!.id));
  return { lead: lead!, quote: quote! };
}

/** A completed $400.00 job whose $100.00 deposit was paid: its invoice's balance is $300.00. */
export async function invoicedJob(fields: Partial<typeof leads.$inferInsert> = {}) {
  const today = isoDateInZone(new Date());
  const { lead, quote } = await depositAsked(fields);
  await getDb().insert(payments).values({ leadId: lead!.id, quoteId: quote!.id, kind: "deposit", method: "zelle", amountCents: 10_000, recordedBy: "ops@example.com", receivedOn: today, idempotencyKey: randomUUID() });
  await getDb().update(leads).set({ status: "Completed" }).where(eq(leads.id, lead!.id));
  const made = await createInvoice({ leadId: lead!.id, dueDate: today, terms: "", createdBy: "ops@example.com" });
  if (!made.ok) throw new Error(made.reason);
  expect([made.invoice.totalCents, made.invoice.depositCreditCents, made.invoice.balanceCents]).toEqual([40_000, 10_000, 30_000]);
  return { lead: lead!, invoice: made.invoice };
}

/** The job of `invoicedJob` with its invoice sent: the customer's pages show an invoice only once it is (a draft is the office's). */
export async function sentInvoiceJob(fields: Partial<typeof leads.$inferInsert> = {}) {
  const job = await invoicedJob(fields);
  await getDb().update(invoices).set({ sentAt: new Date() }).where(eq(invoices.id, job.invoice.id));
  return job;
}
