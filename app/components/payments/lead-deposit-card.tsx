import { WalletIcon } from "lucide-react";
import { Link } from "react-router";
import { LeadCard } from "~/components/admin/lead/lead-parts";
import type { DepositStatus } from "~/payments/deposit-view";

export type LeadDepositSummary = { state: DepositStatus; label: string; waived: string | null } | null;

/** The approved quote's deposit on the lead's page (decision 089): waiting (the visit is marked), paid, waived or refunded, and the way to record or waive it. */
export function LeadDepositCard({ leadId, deposit }: { leadId: string; deposit: LeadDepositSummary }) {
  if (!deposit) return null;
  return (
    <LeadCard id="deposit-heading" title="Deposit">
      <p className={`text-sm font-semibold ${deposit.state === "waiting" ? "text-amber-800" : "text-green-800"}`} data-testid="lead-deposit-state">
        {deposit.label}
      </p>
      {deposit.waived ? <p className="text-xs text-slate-600">Waived by {deposit.waived}.</p> : null}
      <Link to={`/admin/leads/${leadId}/deposit`} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4">
        <WalletIcon className="size-4" aria-hidden="true" />
        {deposit.state === "waiting" ? "Record the deposit or waive it" : "Open the deposit"}
      </Link>
    </LeadCard>
  );
}
