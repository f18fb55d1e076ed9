import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { invoices, leadSources } from "~/db/schema";
import { refundPayment, sendInvoice, takeOfflinePayment } from "~/flows/get-paid.server";
import * as moneyCsv from "~/routes/admin/money-csv";
import { isoDateInZone } from "~/utils/dates";
import { withSiteUrl } from "../../tests/db";
import { adminRequest, adminsForEachState, args, inDays, outcomeOf } from "../../tests/integration/admin-fixtures";
import { invoicedJob, resetPayments } from "../../tests/support/payment-fixtures";
import { accountingCsv } from "./accounting-csv.server";
import { moneyStats } from "./stats.server";

beforeEach(resetPayments);
const cookieFor = adminsForEachState();
withSiteUrl();

const today = isoDateInZone(new Date());
const month = today.slice(0, 7);
const [year, mm, dd] = today.split("-");
const usToday = `${mm}/${dd}/${year}`;
const cash = (leadId: string, invoiceId: string, amountCents: number, fields: Record<string, unknown> = {}) => ({
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

/**
 * Two $400.00 jobs, each with its $100.00 deposit: one from a Google search on the Pasadena page,
 * paid $50.00 by check (and $20.00 of it refunded), its invoice due in 10 days; one whose origin
 * is unknown, overdue (due 5 days ago: set while a draft), nothing paid on it.
 */
async function twoJobs() {
  const pasadena = await invoicedJob({ name: "=HYPERLINK(\"http://evil.example\")", zipCode: "91101" });
  await getDb().insert(leadSources).values({ leadId: pasadena.lead.id, landingPath: "/locations/pasadena", utmSource: "google", device: "mobile", form: "booking" });
  await getDb().update(invoices).set({ dueDate: inDays(10) }).where(eq(invoices.id, pasadena.invoice.id));
  const check = await takeOfflinePayment(cash(pasadena.lead.id, pasadena.invoice.id, 5_000, { method: "check", checkNumber: "1042" }));
  if (!check.ok) throw new Error(check.reason);
  expect((await refundPayment({ leadId: pasadena.lead.id, paymentId: check.payment.id, key: randomUUID(), amountCents: 2_000, method: "cash", receivedOn: today, note: "", recordedBy: "owner@example.com" })).ok).toBe(true);
  const other = await invoicedJob({ email: "other@example.com", phone: "(310) 555-0199", service: "drywall-repair" });
  await getDb().update(invoices).set({ dueDate: inDays(-5) }).where(eq(invoices.id, other.invoice.id));
  expect((await sendInvoice(other.lead.id, randomUUID())).ok).toBe(true);
  return { pasadena, other };
}

describe("the owner's money on the Analytics tab", () => {
  it("collected, outstanding and overdue, by month, service, city and source", async () => {
    await twoJobs();
    const stats = await moneyStats(inDays(-30), today);
    // Collected: two $100.00 deposits + $50.00 − $20.00 = $230.00. Outstanding: $270.00 + $300.00; overdue: the second's $300.00.
    expect(stats.totals).toEqual({ collectedCents: 23_000, outstandingCents: 57_000, overdueCents: 30_000 });
    expect(stats.tables.month).toEqual([{ value: month, label: month, collectedCents: 23_000, outstandingCents: 57_000, overdueCents: 30_000 }]);
    expect(stats.tables.service.map((row) => [row.label, row.collectedCents, row.outstandingCents, row.overdueCents])).toEqual([
      ["Drywall Repair", 10_000, 30_000, 30_000],
      ["TV Mounting", 13_000, 27_000, 0],
    ]);
    expect(stats.tables.city.map((row) => [row.label, row.collectedCents, row.outstandingCents])).toEqual([
      ["(unknown)", 10_000, 30_000],
      ["Pasadena", 13_000, 27_000],
    ]);
    expect(stats.tables.source.map((row) => [row.label, row.outstandingCents])).toEqual([
      ["(unknown)", 30_000],
      ["google", 27_000],
    ]);
    expect(stats.paidJobs).toBe(0);
    expect((await moneyStats(inDays(-60), inDays(-31))).totals).toEqual({ collectedCents: 0, outstandingCents: 0, overdueCents: 0 });
  });

  it("counts a paid job in the funnel once its invoice is paid", async () => {
    const { lead, invoice } = await invoicedJob();
    expect((await takeOfflinePayment(cash(lead.id, invoice.id, 30_000))).ok).toBe(true);
    const stats = await moneyStats(inDays(-7), today);
    expect(stats.paidJobs).toBe(1);
    expect(stats.totals).toEqual({ collectedCents: 40_000, outstandingCents: 0, overdueCents: 0 });
  });
});

describe("the accountant's CSV files", () => {
  it("invoices one row an item and payments one row each, in QuickBooks' columns, with formulas written as text", async () => {
    const { pasadena, other } = await twoJobs();
    const invoiceRows = (await accountingCsv("invoices", inDays(-30), today)).trimEnd().split("\r\n");
    expect(invoiceRows[0]).toBe("InvoiceNo,Customer,InvoiceDate,DueDate,Terms,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount,Taxable,Discount,TaxAmount,DepositCredit,Total,BalanceDue");
    expect(invoiceRows).toHaveLength(3);
    expect(invoiceRows[1]).toBe(
      `${pasadena.invoice.number},"'=HYPERLINK(""http://evil.example"")",${usToday},${inDays(10).slice(5, 7)}/${inDays(10).slice(8)}/${inDays(10).slice(0, 4)},,TV Mounting,Mount a 65-inch TV,1,400.00,400.00,N,0.00,0.00,100.00,400.00,300.00`,
    );
    expect(invoiceRows[2]).toContain(`${other.invoice.number},Jane <b>Smith</b>,${usToday}`);
    const paymentRows = (await accountingCsv("payments", inDays(-30), today)).trimEnd().split("\r\n");
    expect(paymentRows[0]).toBe("Date,Invoice,Customer,Method,Reference,Amount,Type,Kind");
    const pasadenaRows = paymentRows.filter((row) => row.includes("HYPERLINK"));
    expect(pasadenaRows.map((row) => row.split(",").slice(-4).join(","))).toEqual(
      expect.arrayContaining(["1042,50.00,Payment,Invoice", expect.stringMatching(/,20\.00,Refund,Invoice$/), expect.stringMatching(/,100\.00,Payment,Deposit$/)]),
    );
    // The deposit names the invoice made from its quote.
    expect(pasadenaRows.find((row) => row.endsWith("Deposit"))).toContain(`${usToday},${pasadena.invoice.number},`);
    for (const row of [...invoiceRows, ...paymentRows]) expect(row).not.toMatch(/(^|,)"?[=+\-@]/);
  });

  it("are for staff: no session is refused, an Ops Admin downloads; an unknown table is 400", async () => {
    await twoJobs();
    const get = async (state: Parameters<typeof cookieFor>[0], query: string) =>
      outcomeOf(async () => moneyCsv.loader(args(adminRequest(`/admin/money.csv?${query}`, { cookie: await cookieFor(state) }))));
    expect((await get("no session", "range=30&table=invoices")).status).toBe(401);
    expect((await get("deactivated admin", "range=30&table=invoices")).status).toBe(403);
    const ok = await outcomeOf(async () => (await moneyCsv.loader(args(adminRequest("/admin/money.csv?range=30&table=payments", { cookie: await cookieFor("Ops Admin") })))) as Response);
    expect(ok.status).toBe(200);
    expect(ok.headers?.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(ok.headers?.get("content-disposition")).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect((await get("Ops Admin", "range=30&table=secrets")).status).toBe(400);
  });
});
