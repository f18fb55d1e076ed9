import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { erasePersonalData } from "~/leads/erase.server";
import { invoices, leads, mailOutbox, payments } from "~/db/schema";
import { createInvoice, refundPayment, takeOfflinePayment } from "~/flows/get-paid.server";
import { defaultValidUntil, type QuoteFormValue, type QuoteLineInput } from "~/quotes/quote-form";
import { saveTaxRate } from "~/quotes/price-book.server";
import { answerQuote, sendQuote } from "~/quotes/quotes.server";
import * as invoicePage from "~/routes/admin/lead-invoice";
import { isoDateInZone } from "~/utils/dates";
import { resetDb, withSiteUrl } from "../../tests/db";
import { adminRequest, adminsForEachState, args, outcomeOf } from "../../tests/integration/admin-fixtures";
import { invoiceOfLead } from "./invoices.server";
import { paymentStateLabel } from "./invoice-view";
import { recordPaymentSchema } from "./payment-form";

beforeEach(async () => {
  await resetDb();
  await getDb().execute(sql`truncate table invoice_counters, stripe_events`);
});
const cookieFor = adminsForEachState();
withSiteUrl();

const today = isoDateInZone(new Date());
const YEAR = today.slice(0, 4);
const line = (fields: Partial<QuoteLineInput>): QuoteLineInput => ({ bookItemId: null, name: "", description: "", unit: "", quantityMilli: 1000, unitPriceCents: null, taxable: false, optional: false, ...fields });
const QUOTE: QuoteFormValue = {
  intent: "send",
  lines: [
    line({ name: "Mount a 65-inch TV", unitPriceCents: 15_000 }),
    line({ name: "Wall bracket", unitPriceCents: 8_999, taxable: true }),
    line({ name: "Hide the cables", unitPriceCents: 12_000, optional: true }),
    line({ name: "Sound bar", unitPriceCents: 6_000, optional: true }),
  ],
  discountCents: 0,
  notes: "",
  terms: "",
  validUntil: defaultValidUntil(),
};

/** A lead whose quote was approved (the cables taken, the sound bar not) and whose job is Completed. */
async function completedJob(email = "jane@example.com") {
  const [lead] = await getDb().insert(leads).values({ name: "Jane Smith", phone: "(310) 555-0100", email, service: "tv-mounting", description: "" }).returning();
  const sent = await sendQuote(lead!.id, QUOTE, "ops@example.com");
  expect(sent.ok).toBe(true);
  const answered = await answerQuote(lead!.id, 1, { answer: "approved", chosen: [3], signedName: "Jane Smith" }, { ip: null, userAgent: null });
  expect(answered.ok).toBe(true);
  await getDb().update(leads).set({ status: "Completed" }).where(eq(leads.id, lead!.id));
  return lead!;
}

const invoiceInput = (leadId: string) => ({ leadId, dueDate: today, terms: "Due in 14 days.", createdBy: "ops@example.com" });
const cash = (leadId: string, invoiceId: string, amountCents: number, fields: Partial<Parameters<typeof takeOfflinePayment>[0]> = {}) => ({
  leadId,
  invoiceId,
  key: randomUUID(),
  amountCents,
  method: "cash" as const,
  receivedOn: today,
  overpayment: false,
  note: "",
  recordedBy: "ops@example.com",
  ...fields,
});

describe("invoices", () => {
  it("are made from the approved quote: the chosen items, its tax, numbered in the year's sequence, once", async () => {
    await saveTaxRate(9500, "owner@example.com");
    const lead = await completedJob();
    const made = await createInvoice(invoiceInput(lead.id));
    // 150.00 + 89.99 + 120.00 (chosen) = 359.99; tax 9.5% of 89.99 = 8.55; the sound bar is left out.
    expect(made).toEqual({ ok: true, invoice: expect.objectContaining({ number: `INV-${YEAR}-0001`, totalCents: 36_854, depositCreditCents: 0, balanceCents: 36_854 }) });
    const invoice = (await invoiceOfLead(lead.id))!;
    expect(invoice.lines.map((row) => [row.name, row.amountCents])).toEqual([
      ["Mount a 65-inch TV", 15_000],
      ["Wall bracket", 8_999],
      ["Hide the cables", 12_000],
    ]);
    expect([invoice.subtotalCents, invoice.taxCents, invoice.dueCents]).toEqual([35_999, 855, 36_854]);
    expect(paymentStateLabel(invoice)).toBe("Balance due $368.54");
    expect(await createInvoice(invoiceInput(lead.id))).toEqual({ ok: false, reason: "exists", number: `INV-${YEAR}-0001` });
  });

  it("are refused before the job is completed or without an approved quote", async () => {
    const lead = await completedJob();
    await getDb().update(leads).set({ status: "Approved" }).where(eq(leads.id, lead.id));
    expect(await createInvoice(invoiceInput(lead.id))).toEqual({ ok: false, reason: "not-completed" });
    const [bare] = await getDb().insert(leads).values({ name: "Bo", phone: "(310) 555-0101", service: "tv-mounting", description: "", status: "Completed" }).returning();
    expect(await createInvoice(invoiceInput(bare!.id))).toEqual({ ok: false, reason: "no-approved-quote" });
    expect(await getDb().select().from(invoices)).toEqual([]);
  });

  it("20 created at once are numbered 0001 to 0020, without a gap or a repeat", async () => {
    const jobs = [];
    for (let index = 0; index < 20; index += 1) jobs.push(await completedJob(`c${index}@example.com`));
    const made = await Promise.all(jobs.map((job) => createInvoice(invoiceInput(job.id))));
    const numbers = made.map((outcome) => (outcome.ok ? outcome.invoice.number : outcome.reason)).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `INV-${YEAR}-${String(index + 1).padStart(4, "0")}`));
  });
});

describe("offline payments", () => {
  async function invoiced() {
    const lead = await completedJob();
    const made = await createInvoice(invoiceInput(lead.id));
    if (!made.ok) throw new Error(made.reason);
    return { lead, invoice: made.invoice };
  }

  it("partial then whole: partly paid, then paid; more than is due is refused unless recorded as an overpayment", async () => {
    const { lead, invoice } = await invoiced();
    expect((await takeOfflinePayment(cash(lead.id, invoice.id, 10_000))).ok).toBe(true);
    expect(paymentStateLabel((await invoiceOfLead(lead.id))!)).toBe("Partly paid ($100.00 of $359.99): balance due $259.99");
    expect(await takeOfflinePayment(cash(lead.id, invoice.id, 26_000))).toEqual({ ok: false, reason: "over-balance", dueCents: 25_999 });
    expect((await takeOfflinePayment(cash(lead.id, invoice.id, 25_999, { method: "check", checkNumber: "1042" }))).ok).toBe(true);
    const paid = (await invoiceOfLead(lead.id))!;
    expect([paid.status, paymentStateLabel(paid)]).toEqual(["paid", "Paid"]);
    expect((await takeOfflinePayment(cash(lead.id, invoice.id, 500, { overpayment: true }))).ok).toBe(true);
    expect(paymentStateLabel((await invoiceOfLead(lead.id))!)).toBe("Paid, overpaid by $5.00");
  });

  it("the database itself refuses a payment past the balance, a zero or negative amount, and a refund past its payment", async () => {
    const { lead, invoice } = await invoiced();
    const row = (amountCents: number) => ({ leadId: lead.id, invoiceId: invoice.id, kind: "invoice", method: "cash", amountCents, recordedBy: "x", receivedOn: today, idempotencyKey: randomUUID() });
    await expect(getDb().insert(payments).values(row(36_000))).rejects.toMatchObject({ cause: { constraint: "payments_overpayment_check" } });
    await expect(getDb().insert(payments).values(row(0))).rejects.toMatchObject({ cause: { constraint: "payments_amount_check" } });
    await expect(getDb().insert(payments).values(row(-100))).rejects.toMatchObject({ cause: { constraint: "payments_amount_check" } });
    const [taken] = await getDb().insert(payments).values(row(1_000)).returning();
    await expect(getDb().insert(payments).values({ ...row(1_001), refundOf: taken!.id })).rejects.toMatchObject({ cause: { constraint: "payments_refund_amount_check" } });
    await expect(getDb().update(payments).set({ amountCents: 5 }).where(eq(payments.id, taken!.id))).rejects.toMatchObject({ cause: { constraint: "payments_unchanged_check" } });
  });

  it("the same recording sent 10 times at once is one payment", async () => {
    const { lead, invoice } = await invoiced();
    const same = cash(lead.id, invoice.id, 20_000);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => takeOfflinePayment(same)));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes.filter((outcome) => outcome.ok && !outcome.payment.duplicate)).toHaveLength(1);
    expect(await getDb().select().from(payments)).toHaveLength(1);
  });

  it("different recordings at once never take the paid total past the balance", async () => {
    const { lead, invoice } = await invoiced();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => takeOfflinePayment(cash(lead.id, invoice.id, 10_000))));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect((await invoiceOfLead(lead.id))!.paidCents).toBe(30_000);
  });

  it("a payment on another lead's invoice is not found, and nothing is recorded", async () => {
    const { invoice } = await invoiced();
    const other = await completedJob("other@example.com");
    expect(await takeOfflinePayment(cash(other.id, invoice.id, 1_000))).toEqual({ ok: false, reason: "not-found" });
    expect(await getDb().select().from(payments)).toEqual([]);
  });

  it("a refund: at most what is left of its payment; the invoice is open again", async () => {
    const { lead, invoice } = await invoiced();
    const taken = await takeOfflinePayment(cash(lead.id, invoice.id, invoice.balanceCents));
    if (!taken.ok) throw new Error(taken.reason);
    const refund = { leadId: lead.id, paymentId: taken.payment.id, method: "cash" as const, receivedOn: today, note: "", recordedBy: "owner@example.com" };
    expect((await refundPayment({ ...refund, key: randomUUID(), amountCents: 5_000 })).ok).toBe(true);
    expect(await refundPayment({ ...refund, key: randomUUID(), amountCents: 40_000 })).toEqual({ ok: false, reason: "not-refundable", dueCents: 30_999 });
    const after = (await invoiceOfLead(lead.id))!;
    expect([after.status, after.dueCents]).toEqual(["open", 5_000]);
  });
});

describe("erasure", () => {
  it("empties the staff's words on the invoice and the payments' notes; numbers and amounts stay", async () => {
    const lead = await completedJob();
    await getDb().update(leads).set({ smsConsentAt: new Date() }).where(eq(leads.id, lead.id));
    const made = await createInvoice(invoiceInput(lead.id));
    if (!made.ok) throw new Error(made.reason);
    expect((await takeOfflinePayment(cash(lead.id, made.invoice.id, 1_000, { note: "Paid by Jane's husband" }))).ok).toBe(true);
    expect((await getDb().select().from(mailOutbox)).map((mail) => mail.kind)).toEqual(expect.arrayContaining(["payment-receipt-customer", "payment-receipt-customer-sms"]));
    expect(await erasePersonalData({ leadId: lead.id, changedBy: "owner@example.com", detail: "Customer's request" })).toMatchObject({ ok: true });
    const after = (await invoiceOfLead(lead.id))!;
    expect([after.number, after.totalCents, after.terms, after.paidCents]).toEqual([made.invoice.number, made.invoice.totalCents, "", 1_000]);
    expect(after.lines.map((row) => [row.name, row.amountCents])).toEqual([["", 15_000], ["", 8_999], ["", 12_000]]);
    expect(after.payments.map((payment) => payment.note)).toEqual([""]);
    // Every message about the request goes with it, the receipts (their e-mail and text) among them.
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
  });
});

describe("the amount typed", () => {
  const parse = (amount: string) => recordPaymentSchema(today).safeParse({ intent: "record", invoiceId: randomUUID(), key: randomUUID(), amount, method: "cash", receivedOn: today });
  it("is whole cents, more than 0 and at most $100,000; anything else is refused with the message", () => {
    expect(parse("1,234.5").data?.amount).toBe(123_450);
    expect(parse("$20").data?.amount).toBe(2_000);
    for (const amount of ["-5", "0", "0.00", "1.005", "abc", "1e3", "12.3.4", "100000.01", ""]) {
      const parsed = parse(amount);
      expect([amount, parsed.success]).toEqual([amount, false]);
    }
  });
  it("a check needs its number, and a received date cannot be in the future", () => {
    expect(recordPaymentSchema(today).safeParse({ intent: "record", invoiceId: randomUUID(), key: randomUUID(), amount: "5", method: "check", receivedOn: today }).success).toBe(false);
    expect(recordPaymentSchema(today).safeParse({ intent: "record", invoiceId: randomUUID(), key: randomUUID(), amount: "5", method: "cash", receivedOn: "2999-01-01" }).success).toBe(false);
  });
});

describe("bad input to the invoice page", () => {
  it("answers 400 or 404 with a message, never 500, and records nothing", async () => {
    const lead = await completedJob();
    const cookie = await cookieFor("Super Admin");
    const post = (leadId: string, form: Record<string, string>) => outcomeOf(() => invoicePage.action(args(adminRequest(`/admin/leads/${leadId}/invoice`, { cookie, form }), { leadId })));
    expect((await post(lead.id, { intent: "create", dueDate: today })).status).toBe(302);
    const invoice = (await invoiceOfLead(lead.id))!;
    const record = { intent: "record", invoiceId: invoice.id, key: randomUUID(), amount: "10", method: "cash", receivedOn: today };
    const answers = [
      await post(lead.id, { ...record, "amount[300000000]": "1" }),
      await post(lead.id, { ...record, method: "bitcoin" }),
      await post(lead.id, { ...record, amount: "10.001" }),
      await post(lead.id, { ...record, method: "check" }),
      await post(lead.id, { ...record, receivedOn: "2026-02-30" }),
      await post(lead.id, { ...record, key: "not-a-key" }),
      await post(lead.id, { ...record, invoiceId: randomUUID() }),
      await post(lead.id, { intent: "create", dueDate: "yesterday" }),
      await post(lead.id, { intent: "nonsense" }),
      await post("not-a-uuid", record),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 404, 400, 400, 404]);
    expect(await getDb().select().from(payments)).toEqual([]);
    expect((await outcomeOf(() => invoicePage.loader(args(adminRequest("/admin/leads/x/invoice", { cookie }), { leadId: "x" })))).status).toBe(404);
  });
});

describe("the invoice page's guards", () => {
  it("Ops Admins create invoices and record payments; a refund by an Ops Admin is refused 403 and nothing is recorded; a Super Admin's is taken", async () => {
    const lead = await completedJob();
    const path = `/admin/leads/${lead.id}/invoice`;
    const post = async (state: Parameters<typeof cookieFor>[0], form: Record<string, string>) => {
      const cookie = await cookieFor(state);
      return outcomeOf(() => invoicePage.action(args(adminRequest(path, { cookie, form }), { leadId: lead.id })));
    };
    for (const [state, status] of [["no session", 401], ["deactivated admin", 403]] as const) {
      const cookie = await cookieFor(state);
      expect((await outcomeOf(() => invoicePage.loader(args(adminRequest(path, { cookie }), { leadId: lead.id })))).status).toBe(status);
      expect((await post(state, { intent: "create", dueDate: today })).status).toBe(status);
    }
    expect(await getDb().select().from(invoices)).toEqual([]);
    expect((await post("Ops Admin", { intent: "create", dueDate: today, terms: "" })).status).toBe(302);
    const invoice = (await invoiceOfLead(lead.id))!;
    const bad = await post("Ops Admin", { intent: "record", invoiceId: invoice.id, key: randomUUID(), amount: "-5", method: "cash", receivedOn: today });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ errors: { amount: [expect.stringContaining("more than $0.00")] } });
    const record = { intent: "record", invoiceId: invoice.id, key: randomUUID(), amount: "100", method: "zelle", receivedOn: today };
    expect((await post("Ops Admin", record)).status).toBe(302);
    expect((await post("Ops Admin", record)).status).toBe(302);
    const [payment] = await getDb().select().from(payments).orderBy(asc(payments.createdAt));
    expect(await getDb().select().from(payments)).toHaveLength(1);
    const refund = { intent: "refund", paymentId: payment!.id, key: randomUUID(), amount: "50", method: "zelle", receivedOn: today };
    expect((await post("Ops Admin", refund)).status).toBe(403);
    expect(await getDb().select().from(payments)).toHaveLength(1);
    expect((await post("Super Admin", refund)).status).toBe(302);
    expect(await getDb().select().from(payments)).toHaveLength(2);
  });
});
