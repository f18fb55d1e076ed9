import { Link } from "react-router";
import { TRIAGE_FILTERS, leadListHref, type LeadListQuery } from "~/leads/admin/list-query";

const WORDS: Record<(typeof TRIAGE_FILTERS)[number], string> = { spam: "Likely spam", real: "Likely real", urgent: "Urgent" };

/** The Leads tab's triage filter (decision 091): the leads the triage calls likely spam, likely real, or urgent (the other filters kept). */
export function TriageFilter({ query }: { query: Partial<LeadListQuery> }) {
  return (
    <nav aria-label="Triage filter" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-700">Triage:</span>
      {TRIAGE_FILTERS.map((kind) => (
        <Link
          key={kind}
          to={leadListHref({ ...query, triage: query.triage === kind ? undefined : kind, cursor: undefined })}
          aria-current={query.triage === kind ? "page" : undefined}
          className="rounded-full border border-slate-300 px-3 py-1 text-slate-800 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
        >
          {WORDS[kind]}
        </Link>
      ))}
    </nav>
  );
}
