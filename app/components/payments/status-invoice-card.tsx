import { buttonClass } from "~/components/button-styles";
import { StatusSection } from "~/components/status/status-section";
import type { Lang } from "~/content/i18n/languages";
import type { StatusInvoice } from "~/payments/invoice-page.server";
import { INVOICE_WORDS } from "~/payments/invoice-words";

/** The status page's invoice card: its number, paid or the balance due, and the way to it. */
export function StatusInvoiceCard({ invoice, lang }: { invoice: StatusInvoice; lang: Lang }) {
  const words = INVOICE_WORDS[lang];
  return (
    <StatusSection id="invoice-card-title" title={words.statusCard}>
      <p className="mt-2 text-sm text-slate-700">{invoice.title}</p>
      <p className={`mt-1 font-semibold ${invoice.paid ? "text-green-800" : "text-slate-900"}`}>{invoice.balance}</p>
      <a href={invoice.url} className={buttonClass({ variant: invoice.paid ? "outline" : "default", className: "mt-4" })}>
        {words.statusView}
      </a>
    </StatusSection>
  );
}
