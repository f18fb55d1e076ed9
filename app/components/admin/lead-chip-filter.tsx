import { Link } from "react-router";
import { QUOTE_FILTERS, TRIAGE_FILTERS, leadListHref, type LeadListQuery } from "~/leads/admin/list-query";

/** The Leads tab's chip filters, each a key of the list's query and the words of its choices. */
const FILTERS = {
  quote: { label: "Quotes", choices: QUOTE_FILTERS, words: { sent: "Quote sent", approved: "Quote approved", declined: "Quote declined" } },
  // The triage's advice (decision 091): the leads it calls likely spam, likely real, or urgent.
  triage: { label: "Triage", choices: TRIAGE_FILTERS, words: { spam: "Likely spam", real: "Likely real", urgent: "Urgent" } },
} as const;

/**
 * One of the Leads tab's chip filters (the quote's state, the triage): each choice a link that sets
 * its key, or clears it when it is the current one, the other filters kept. The chips are the
 * status tabs' pills (`lead-pill`), so the list's page stays within its 60 KB.
 */
export function LeadChipFilter({ name, query }: { name: keyof typeof FILTERS; query: Partial<LeadListQuery> }) {
  const { label, choices, words } = FILTERS[name];
  return (
    <nav aria-label={`${name === "quote" ? "Quote" : "Triage"} filter`} className="lead-chips">
      <span>{label}:</span>
      {choices.map((choice) => (
        <Link discover="none"
          key={choice}
          to={leadListHref({ ...query, [name]: query[name] === choice ? undefined : choice, cursor: undefined })}
          aria-current={query[name] === choice ? "page" : undefined}
          className="lead-pill"
        >
          {(words as Record<string, string>)[choice]}
        </Link>
      ))}
    </nav>
  );
}
