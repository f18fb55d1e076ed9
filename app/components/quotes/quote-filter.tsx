import { Link } from "react-router";
import { QUOTE_FILTERS, leadListHref, type LeadListQuery } from "~/leads/admin/list-query";

const WORDS: Record<(typeof QUOTE_FILTERS)[number], string> = { sent: "Quote sent", approved: "Quote approved", declined: "Quote declined" };

/** The Leads tab's quote filter: the leads whose latest quote is sent, approved or declined (the other filters kept). */
export function QuoteFilter({ query }: { query: Partial<LeadListQuery> }) {
  return (
    <nav aria-label="Quote filter" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-700">Quotes:</span>
      {QUOTE_FILTERS.map((state) => (
        <Link
          key={state}
          to={leadListHref({ ...query, quote: query.quote === state ? undefined : state, cursor: undefined })}
          aria-current={query.quote === state ? "page" : undefined}
          className="rounded-full border border-slate-300 px-3 py-1 text-slate-800 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
        >
          {WORDS[state]}
        </Link>
      ))}
    </nav>
  );
}
