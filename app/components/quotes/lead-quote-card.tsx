import { Link } from "react-router";
import { LeadCard } from "~/components/admin/lead/lead-parts";
import { formatCents } from "~/utils/money";
import { quoteStateLabel, type LeadQuoteView } from "~/quotes/quote-view";

/** The lead's quote on its page: the latest version's state, the customer's answer as recorded, and the builder's link. */
export function LeadQuoteCard({ leadId, quotes, canEditPriceBook }: { leadId: string; quotes: LeadQuoteView[]; canEditPriceBook: boolean }) {
  const latest = quotes[0];
  return (
    <LeadCard id="quote-heading" title="Quote">
      {latest ? (
        <>
          <p className="text-sm font-semibold text-slate-900" data-testid="quote-state">
            {quoteStateLabel(latest)}
          </p>
          <p className="text-xs text-slate-600">
            Sent {latest.sent}; valid until {latest.validUntil}.
          </p>
          {latest.answer ? (
            <dl className="grid gap-1 rounded-md bg-slate-50 p-2 text-xs text-slate-700" aria-label="The customer's answer">
              <div>
                <dt className="inline font-medium">Answered: </dt>
                <dd className="inline">{latest.answer.when}</dd>
              </div>
              {latest.answer.totalCents !== null ? (
                <div>
                  <dt className="inline font-medium">Approved total: </dt>
                  <dd className="inline">{formatCents(latest.answer.totalCents)}</dd>
                </div>
              ) : null}
              {latest.status === "approved" ? (
                <>
                  <div>
                    <dt className="inline font-medium">Optional items chosen: </dt>
                    <dd className="inline">{latest.answer.chosen.length ? latest.answer.chosen.join("; ") : "none"}</dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">Signed: </dt>
                    <dd className="inline">{latest.answer.signedName}</dd>
                  </div>
                </>
              ) : null}
              {latest.answer.message ? (
                <div>
                  <dt className="inline font-medium">Their message: </dt>
                  <dd className="inline whitespace-pre-line break-words">{latest.answer.message}</dd>
                </div>
              ) : null}
              <div>
                <dt className="inline font-medium">From: </dt>
                <dd className="inline break-all">
                  {latest.answer.clientIp ?? "unknown address"}, {latest.answer.userAgent ?? "unknown browser"}
                </dd>
              </div>
            </dl>
          ) : null}
          {quotes.length > 1 ? (
            <p className="text-xs text-slate-600">Earlier: {quotes.slice(1).map((quote) => quoteStateLabel(quote)).join("; ")}</p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-slate-700">No quote sent yet.</p>
      )}
      {latest?.status === "approved" ? null : (
        <Link to={`/admin/leads/${leadId}/quote`} className="text-sm font-semibold text-brand-700 underline underline-offset-4">
          {latest ? "Edit and send a new version" : "Build a quote"}
        </Link>
      )}
      {canEditPriceBook ? (
        <Link to="/admin/price-book" className="text-xs text-brand-700 underline underline-offset-4">
          Price book
        </Link>
      ) : null}
    </LeadCard>
  );
}
