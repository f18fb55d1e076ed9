import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { invoices, payments } from "~/db/schema";
import { changeInvoice, createInvoice, sendInvoice, takeOfflinePayment } from "~/flows/get-paid.server";
import * as invoicePage from "~/routes/admin/lead-invoice";
import { isoDateInZone } from "~/utils/dates";
import { withSiteUrl } from "../../tests/db";
import { adminRequest, adminsForEachState, args, inDays, outcomeOf, toastOf } from "../../tests/integration/admin-fixtures";
import { invoicedJob, resetPayments } from "../../tests/support/payment-fixtures";
import { invoiceOfLead } from "./invoices.server";

beforeEach(resetPayments);
const cookieFor = adminsForEachState();
withSiteUrl();

const today = isoDateInZone(new Date());
const YEAR = today.slice(0, 4);

describe("a draft invoice's changes", () => {
  it("adds work and removes items with the totals computed again on the server (tax as on the quote, the deposit deducted)", async () => {
    await getDb().execute(sql`insert into quote_settings (id, tax_rate_milli) values (1, 9500)`);
    const { lead, invoice } = await invoicedJob();
    const added = await changeInvoice({ kind: "add-line", leadId: lead.id, invoiceId: invoice.id, description: "Patch two holes", quantityMilli: 1500, unitPriceCents: 4_999, taxable: true });
    // 400.00 + 1.5 × 49.99 = 74.985 → 74.99, taxed at the quote's 9.5%: 7.12; total 482.11, less the $100.00 deposit.
    expect(added).toEqual({ ok: true, number: invoice.number, totalCents: 48_211, balanceCents: 38_211 });
    let stored = (await invoiceOfLead(lead.id))!;
    expect(stored.lines.map((line) => [line.position, line.name, line.amountCents])).toEqual([
      [1, "Mount a 65-inch TV", 40_000],
      [2, "Patch two holes", 7_499],
    ]);
    const removed = await changeInvoice({ kind: "remove-line", leadId: lead.id, invoiceId: invoice.id, position: 1 });
    // Only the added work is left: its total is below the $100.00 deposit, so the credit is the total and nothing is owed.
    expect(removed).toEqual({ ok: true, number: invoice.number, totalCents: 8_211, balanceCents: 0 });
    stored = (await invoiceOfLead(lead.id))!;
    expect([stored.depositCreditCents, stored.balanceCents, stored.number]).toEqual([8_211, 0, `INV-${YEAR}-0001`]);
    expect(await changeInvoice({ kind: "remove-line", leadId: lead.id, invoiceId: invoice.id, position: 1 })).toEqual({ ok: false, reason: "no-line" });
    expect(await changeInvoice({ kind: "remove-line", leadId: lead.id, invoiceId: invoice.id, position: 2 })).toEqual({ ok: false, reason: "last-line" });
    const details = await changeInvoice({ kind: "details", leadId: lead.id, invoiceId: invoice.id, dueDate: inDays(30), terms: "Net 30." });
    expect(details.ok).toBe(true);
    expect((await invoiceOfLead(lead.id))!).toMatchObject({ dueDate: inDays(30), terms: "Net 30." });
  });

  it("takes a tax rate from the invoice, not today's settings", async () => {
    const { lead, invoice } = await invoicedJob();
    await getDb().execute(sql`insert into quote_settings (id, tax_rate_milli) values (1, 10000)`);
    const added = await changeInvoice({ kind: "add-line", leadId: lead.id, invoiceId: invoice.id, description: "Bracket", quantityMilli: 1000, unitPriceCents: 10_000, taxable: true });
    expect(added).toMatchObject({ ok: true, totalCents: 50_000 });
  });

  it("is refused once sent or paid, by the app and by the database alike", async () => {
    const { lead, invoice } = await invoicedJob();
    const work = { kind: "add-line" as const, leadId: lead.id, invoiceId: invoice.id, description: "More", quantityMilli: 1000, unitPriceCents: 100, taxable: false };
    expect((await sendInvoice(lead.id, randomUUID())).ok).toBe(true);
    expect(await changeInvoice(work)).toEqual({ ok: false, reason: "sent" });
    await expect(getDb().update(invoices).set({ terms: "changed behind the app's back" }).where(eq(invoices.id, invoice.id))).rejects.toMatchObject({
      cause: { constraint: "invoices_frozen_check" },
    });
    const other = await invoicedJob({ email: "other@example.com", phone: "(310) 555-0199" });
    const paid = await takeOfflinePayment({ leadId: other.lead.id, invoiceId: other.invoice.id, key: randomUUID(), amountCents: 1_000, method: "cash", receivedOn: today, overpayment: false, note: "", recordedBy: "ops@example.com" });
    expect(paid.ok).toBe(true);
    expect(await changeInvoice({ ...work, leadId: other.lead.id, invoiceId: other.invoice.id })).toEqual({ ok: false, reason: "paid" });
    expect(await changeInvoice({ ...work, leadId: other.lead.id, invoiceId: invoice.id })).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("a change and a payment at once", () => {
  it("run one after the other: $400.00 is taken only once the added work made the balance $450.00, never past it", async () => {
    for (let round = 0; round < 4; round += 1) {
      await resetPayments();
      const { lead, invoice } = await invoicedJob();
      const [added, paid] = await Promise.all([
        changeInvoice({ kind: "add-line", leadId: lead.id, invoiceId: invoice.id, description: "More work", quantityMilli: 1000, unitPriceCents: 15_000, taxable: false }),
        takeOfflinePayment({ leadId: lead.id, invoiceId: invoice.id, key: randomUUID(), amountCents: 40_000, method: "cash", receivedOn: today, overpayment: false, note: "", recordedBy: "ops@example.com" }),
      ]);
      const stored = (await invoiceOfLead(lead.id))!;
      // The payment first: more than the $300.00 owed, refused, and the work added after. The work first: the payment fits.
      expect(added.ok).toBe(true);
      expect(stored.balanceCents).toBe(45_000);
      if (paid.ok) expect(stored.paidCents).toBe(40_000);
      else expect(paid).toEqual({ ok: false, reason: "over-balance", dueCents: 30_000 });
    }
  });
});

describe("voiding an invoice", () => {
  it("keeps its number used, takes no payment, and lets a new one be made from the quote with the next number", async () => {
    const { lead, invoice } = await invoicedJob();
    expect((await sendInvoice(lead.id, randomUUID())).ok).toBe(true);
    expect(await changeInvoice({ kind: "void", leadId: lead.id, invoiceId: invoice.id, reason: "Wrong address", by: "owner@example.com" })).toMatchObject({ ok: true, number: `INV-${YEAR}-0001` });
    expect(await changeInvoice({ kind: "void", leadId: lead.id, invoiceId: invoice.id, reason: "Again", by: "owner@example.com" })).toEqual({ ok: false, reason: "void" });
    expect(await invoiceOfLead(lead.id)).toBeUndefined();
    const payment = await takeOfflinePayment({ leadId: lead.id, invoiceId: invoice.id, key: randomUUID(), amountCents: 1_000, method: "cash", receivedOn: today, overpayment: false, note: "", recordedBy: "ops@example.com" });
    expect(payment).toEqual({ ok: false, reason: "void" });
    await expect(getDb().update(invoices).set({ status: "open" }).where(eq(invoices.id, invoice.id))).rejects.toMatchObject({ cause: { constraint: "invoices_void_final_check" } });
    const again = await createInvoice({ leadId: lead.id, dueDate: today, terms: "", createdBy: "ops@example.com" });
    expect(again).toMatchObject({ ok: true, invoice: { number: `INV-${YEAR}-0002`, balanceCents: 30_000 } });
    expect((await getDb().select({ number: invoices.number, status: invoices.status }).from(invoices).orderBy(invoices.number))).toEqual([
      { number: `INV-${YEAR}-0001`, status: "void" },
      { number: `INV-${YEAR}-0002`, status: "open" },
    ]);
    expect(await createInvoice({ leadId: lead.id, dueDate: today, terms: "", createdBy: "ops@example.com" })).toMatchObject({ ok: false, reason: "exists" });
  });

  it("is refused while money is on it (refund first)", async () => {
    const { lead, invoice } = await invoicedJob();
    expect((await takeOfflinePayment({ leadId: lead.id, invoiceId: invoice.id, key: randomUUID(), amountCents: 1_000, method: "cash", receivedOn: today, overpayment: false, note: "", recordedBy: "ops@example.com" })).ok).toBe(true);
    expect(await changeInvoice({ kind: "void", leadId: lead.id, invoiceId: invoice.id, reason: "Wrong", by: "owner@example.com" })).toEqual({ ok: false, reason: "has-money" });
  });
});

describe("the invoice page's change forms", () => {
  const post = async (leadId: string, state: Parameters<typeof cookieFor>[0], form: Record<string, string>) =>
    outcomeOf(async () => invoicePage.action(args(adminRequest(`/admin/leads/${leadId}/invoice`, { cookie: await cookieFor(state), form }), { leadId })));

  it("answer bad input with 400, the message and the typed values, never 500; an Ops Admin's void is 403 and voids nothing", async () => {
    const { lead, invoice } = await invoicedJob();
    const add = { intent: "add-line", invoiceId: invoice.id, description: "Patch a hole", quantity: "2", unitPrice: "45.50" };
    const answers = [
      await post(lead.id, "Ops Admin", { ...add, unitPrice: "-5" }),
      await post(lead.id, "Ops Admin", { ...add, unitPrice: "45.505" }),
      await post(lead.id, "Ops Admin", { ...add, quantity: "0" }),
      await post(lead.id, "Ops Admin", { ...add, quantity: "1e3" }),
      await post(lead.id, "Ops Admin", { ...add, description: " " }),
      await post(lead.id, "Ops Admin", { ...add, description: "x".repeat(121) }),
      await post(lead.id, "Ops Admin", { ...add, invoiceId: "nope" }),
      await post(lead.id, "Ops Admin", { intent: "remove-line", invoiceId: invoice.id, position: "one" }),
      await post(lead.id, "Ops Admin", { intent: "details", invoiceId: invoice.id, dueDate: "2020-01-01", terms: "" }),
      await post(lead.id, "Ops Admin", { intent: "details", invoiceId: invoice.id, dueDate: today, terms: "x".repeat(2001) }),
      await post(lead.id, "Super Admin", { intent: "void", invoiceId: invoice.id, reason: "" }),
      await post(lead.id, "Ops Admin", { ...add, unitPrice: "100000", quantity: "2" }),
      await post(lead.id, "Ops Admin", { intent: "remove-line", invoiceId: invoice.id, position: "99" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 409, 409]);
    expect(answers[0]!.data).toMatchObject({ errors: { unitPrice: [expect.stringContaining("unit price")] }, values: { description: "Patch a hole", quantity: "2", unitPrice: "-5" } });
    expect(answers[2]!.data).toMatchObject({ errors: { quantity: [expect.stringContaining("quantity")] } });
    expect(answers[10]!.data).toMatchObject({ errors: { reason: [expect.stringContaining("Say why")] } });
    expect(answers[11]!.data).toMatchObject({ formErrors: [expect.stringContaining("$100,000 at most")] });
    expect((await invoiceOfLead(lead.id))!.lines).toHaveLength(1);

    const added = await post(lead.id, "Ops Admin", add);
    expect(added.status).toBe(302);
    expect((await toastOf(added))?.title).toBe(`Work added to invoice ${invoice.number}: total $491.00, balance due $391.00.`);

    const voidForm = { intent: "void", invoiceId: invoice.id, reason: "Typed the wrong job" };
    expect((await post(lead.id, "Ops Admin", voidForm)).status).toBe(403);
    expect((await invoiceOfLead(lead.id))!.status).toBe("open");
    const page = await outcomeOf(async () => invoicePage.loader(args(adminRequest(`/admin/leads/${lead.id}/invoice`, { cookie: await cookieFor("Ops Admin") }), { leadId: lead.id })));
    expect(page.data).toMatchObject({ canVoid: false, invoice: { editable: true } });
    // The Super Admin's first post asks to confirm and voids nothing; the confirmation voids.
    const asked = await post(lead.id, "Super Admin", voidForm);
    expect(asked).toMatchObject({ status: 200, data: { confirm: { question: "Void this invoice?", fields: voidForm } } });
    expect((await invoiceOfLead(lead.id))!.status).toBe("open");
    expect((await post(lead.id, "Super Admin", { ...voidForm, confirm: "1" })).status).toBe(302);
    const [row] = await getDb().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect([row!.status, row!.voidReason, row!.voidedBy]).toEqual(["void", "Typed the wrong job", "owner@example.com"]);
    expect(await getDb().select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);
  });
});
