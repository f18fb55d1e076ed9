import { describe, expect, it } from "vitest";
import { company } from "~/content/site";
import { invoiceDocument } from "./invoice-document";
import { invoicePdf } from "./invoice-pdf.server";
import type { InvoiceRecord } from "./invoices.server";
import { pdfText } from "../../tests/support/pdf-text";

const INVOICE: InvoiceRecord = {
  id: "00000000-0000-4000-8000-000000000001",
  number: "INV-2026-0007",
  leadId: "00000000-0000-4000-8000-000000000002",
  quoteVersion: 1,
  status: "open",
  lines: [
    { position: 1, name: "Mount a 65-inch TV", nameEs: "Montaje de TV de 65 pulgadas", unit: "", unitEs: "", quantityMilli: 1000, unitPriceCents: 30_000, taxable: false, amountCents: 30_000 },
    { position: 2, name: "Wall bracket", nameEs: "", unit: "each", unitEs: "", quantityMilli: 1000, unitPriceCents: 10_000, taxable: true, amountCents: 10_000 },
  ],
  subtotalCents: 40_000,
  discountCents: 0,
  taxRateMilli: 0,
  taxCents: 0,
  totalCents: 40_000,
  depositCreditCents: 10_000,
  balanceCents: 30_000,
  dueDate: "2026-12-19",
  terms: "Payment due within 14 days.",
  language: "en",
  createdBy: "ops@example.com",
  createdAt: new Date("2026-12-05T18:00:00Z"),
  sentAt: null,
  remindersSent: 0,
  lastReminderAt: null,
  paidCents: 0,
  dueCents: 30_000,
  overpaidCents: 0,
  payments: [],
};

describe("the invoice's PDF", () => {
  it("is US Letter with real text: the company, the number, the lines, the deposit and 'Balance due $300.00'", async () => {
    const { text, pages } = await pdfText(await invoicePdf(invoiceDocument(INVOICE, "en")));
    expect(pages).toEqual([{ width: 612, height: 792 }]);
    for (const words of [company.name, "Invoice INV-2026-0007", "Mount a 65-inch TV", "$300.00", "Deposit paid", "-$100.00", "Balance due $300.00", "Payment due within 14 days."]) {
      expect(text).toContain(words);
    }
  });

  it("in Spanish: the book's Spanish of a line, and 'Saldo pendiente $300.00'", async () => {
    const { text } = await pdfText(await invoicePdf(invoiceDocument(INVOICE, "es")));
    for (const words of ["Factura INV-2026-0007", "Montaje de TV de 65 pulgadas", "Wall bracket", "Depósito pagado", "Saldo pendiente $300.00"]) expect(text).toContain(words);
  });

  it("writes what its font cannot as '?', and wraps a long line, never failing", async () => {
    const long = { ...INVOICE, lines: [{ ...INVOICE.lines[0]!, name: `Emoji 🔧 and ${"very long words ".repeat(30)}` }] };
    const { text } = await pdfText(await invoicePdf(invoiceDocument(long, "en")));
    expect(text).toContain("Emoji ? and");
  });
});
