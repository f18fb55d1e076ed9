import { ReceiptIcon } from "lucide-react";
import { Link } from "react-router";
import { LeadCard } from "~/components/admin/lead/lead-parts";
import { formatCents } from "~/utils/money";

export type LeadInvoiceSummary =
  | { state: "invoiced"; number: string; label: string; paid: boolean }
  | { state: "invoiceable"; version: number; totalCents: number | null; completed: boolean }
  | null;

/** The lead's invoice on its page: its number and what is paid or due, or the way to create it from the approved quote. */
export function LeadInvoiceCard({ leadId, invoice }: { leadId: string; invoice: LeadInvoiceSummary }) {
  if (!invoice) return null;
  const href = `/admin/leads/${leadId}/invoice`;
  return (
    <LeadCard id="invoice-heading" title="Invoice and payments">
      {invoice.state === "invoiced" ? (
        <>
          <p className="text-sm font-semibold text-slate-900" data-testid="invoice-state">
            {invoice.number}: {invoice.label}
          </p>
          <Link to={href} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4">
            <ReceiptIcon className="size-4" aria-hidden="true" />
            {invoice.paid ? "Open the invoice" : "Open the invoice and record a payment"}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Quote v{invoice.version} approved{invoice.totalCents !== null ? ` (${formatCents(invoice.totalCents)})` : ""}; no invoice yet.
            {invoice.completed ? "" : " An invoice is made once the job is Completed."}
          </p>
          {invoice.completed ? (
            <Link to={href} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4">
              <ReceiptIcon className="size-4" aria-hidden="true" />
              Create the invoice
            </Link>
          ) : null}
        </>
      )}
    </LeadCard>
  );
}
