import { buttonClass } from "~/components/button-styles";
import { StatusSection } from "~/components/status/status-section";
import type { StatusQuote } from "~/quotes/status-step";

/** The status page's quote card: the quote's state and the way to it. */
export function StatusQuoteCard({ quote }: { quote: StatusQuote }) {
  const waiting = quote.status === "sent" && !quote.expired;
  return (
    <StatusSection id="quote-card-title" title={waiting ? "Your quote is ready" : "Your quote"}>
      <p className="mt-2 text-sm text-slate-700">
        {waiting
          ? `Total ${quote.total}. Review the items, choose any optional ones, and approve it online.`
          : quote.status === "approved"
            ? `You approved it: ${quote.total}.`
            : quote.status === "sent"
              ? "It has expired. Call us for a new one."
              : quote.status === "declined"
                ? "You declined it."
                : "You asked for changes: we'll send an updated quote."}
      </p>
      <a href={quote.url} className={buttonClass({ variant: waiting ? "default" : "outline", className: "mt-4" })}>
        {waiting ? "Review and Approve" : "View Your Quote"}
      </a>
    </StatusSection>
  );
}
