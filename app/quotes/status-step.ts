import type { TimelineStepView } from "~/leads/status-view";
import type { QuoteStatus } from "~/db/quote-values";

/** What the status page shows of a request's quote: its state in the customer's words. */
export type StatusQuote = { status: QuoteStatus; version: number; total: string; expired: boolean; url: string };

/** The quote's step on the status page's timeline, between the review of the request and the visit. */
export const QUOTE_STEP = 2.75;

function stepWords(quote: StatusQuote): { title: string; description: string } {
  if (quote.status === "approved") return { title: "Quote Approved", description: `You approved the quote (${quote.total}).` };
  if (quote.status === "declined") return { title: "Quote Declined", description: "You declined the quote." };
  if (quote.status === "changes-requested") return { title: "Changes Requested", description: "You asked for changes: we'll send an updated quote." };
  if (quote.expired) return { title: "Quote Expired", description: "The quote expired. Call us for a new one." };
  return { title: "Quote Sent", description: `Your quote is ready (${quote.total}): review and approve it online.` };
}

/** The timeline with the quote's step, placed before the visit's steps; the request's own step stays current. */
export function withQuoteStep(steps: TimelineStepView[], quote: StatusQuote): TimelineStepView[] {
  const step: TimelineStepView = { step: QUOTE_STEP, ...stepWords(quote), reached: true, current: false };
  const at = steps.findIndex((entry) => entry.step > QUOTE_STEP);
  return at < 0 ? [...steps, step] : [...steps.slice(0, at), step, ...steps.slice(at)];
}
