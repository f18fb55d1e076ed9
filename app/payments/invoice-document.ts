import type { Lang } from "~/content/i18n/languages";
import { formatQuantity, formatTaxRate } from "~/quotes/money";
import { formatCents } from "~/utils/money";
import { formatCalendarDate, formatLongDate } from "~/utils/dates";
import type { InvoiceRecord } from "./invoices.server";
import { INVOICE_WORDS } from "./invoice-words";

/** An invoice as the customer reads it (the page, the PDF), in their language: every amount already written out. */
export type InvoiceDocument = {
  lang: Lang;
  number: string;
  title: string;
  issued: string;
  due: string;
  headings: { item: string; quantity: string; price: string; amount: string };
  lines: { name: string; quantity: string; price: string; amount: string }[];
  /** Subtotal, discount, tax, total, the deposit paid. */
  totals: { label: string; value: string; strong?: boolean }[];
  paymentsTitle: string;
  payments: { label: string; value: string }[];
  /** "Balance due $300.00" / "Saldo pendiente $300.00", or "Paid in full". */
  balance: string;
  paid: boolean;
  terms: { title: string; text: string } | null;
};

/** The customer's invoice: the lines in their language (the price book's Spanish where the line kept it), the amounts the server computed. */
export function invoiceDocument(invoice: InvoiceRecord, lang: Lang): InvoiceDocument {
  const w = INVOICE_WORDS[lang];
  const totals: InvoiceDocument["totals"] = [{ label: w.subtotal, value: formatCents(invoice.subtotalCents) }];
  if (invoice.discountCents) totals.push({ label: w.discount, value: `-${formatCents(invoice.discountCents)}` });
  totals.push({ label: w.tax(formatTaxRate(invoice.taxRateMilli)), value: formatCents(invoice.taxCents) });
  totals.push({ label: w.total, value: formatCents(invoice.totalCents), strong: true });
  if (invoice.depositCreditCents) totals.push({ label: w.depositCredit, value: `-${formatCents(invoice.depositCreditCents)}` });
  return {
    lang,
    number: invoice.number,
    title: w.invoiceNumber(invoice.number),
    issued: w.issued(formatLongDate(invoice.createdAt, lang)),
    due: w.due(formatCalendarDate(invoice.dueDate, lang)),
    headings: { item: w.item, quantity: w.quantity, price: w.price, amount: w.amount },
    lines: invoice.lines.map((line) => ({
      name: (lang !== "en" && line.nameEs) || line.name,
      quantity: `${formatQuantity(line.quantityMilli)}${line.unit ? ` ${(lang !== "en" && line.unitEs) || line.unit}` : ""}`,
      price: formatCents(line.unitPriceCents),
      amount: formatCents(line.amountCents),
    })),
    totals,
    paymentsTitle: w.payments,
    payments: invoice.payments.map((payment) => {
      const date = formatCalendarDate(payment.receivedOn, lang);
      const method = w.methods[payment.method];
      return payment.refundOf
        ? { label: w.refundLine(method, date), value: `+${formatCents(payment.amountCents)}` }
        : { label: w.paymentLine(method, date), value: `-${formatCents(payment.amountCents)}` };
    }),
    balance: invoice.dueCents === 0 ? w.paid : w.balanceDue(invoice.dueCents),
    paid: invoice.dueCents === 0,
    terms: invoice.terms ? { title: w.terms, text: invoice.terms } : null,
  };
}
