import type { TimelineStepView } from "~/status/status-view";
import type { QuoteStatus } from "~/db/quote-values";
import type { Lang } from "~/content/i18n";
import { translateMessage, translator } from "~/utils/i18n";

/** What the status page shows of a request's quote: its state in the customer's words. */
export type StatusQuote = { status: QuoteStatus; version: number; total: string; expired: boolean; url: string };

/** The quote's step on the status page's timeline, between the review of the request and the visit. */
export const QUOTE_STEP = 2.75;

function stepWords(quote: StatusQuote, lang: Lang): { title: string; description: string } {
  const t = translator(lang, "forms");
  const words = (title: string, description: string) => ({ title: translateMessage(lang, title), description: translateMessage(lang, description) });
  if (quote.status === "approved") return { title: translateMessage(lang, "Quote Approved"), description: t("quote.stepApproved", { total: quote.total }) };
  if (quote.status === "declined") return words("Quote Declined", "You declined the quote.");
  if (quote.status === "changes-requested") return words("Changes Requested", "You asked for changes: we'll send an updated quote.");
  if (quote.expired) return words("Quote Expired", "The quote expired. Call us for a new one.");
  return { title: translateMessage(lang, "Quote Sent"), description: t("quote.stepSent", { total: quote.total }) };
}

/** The timeline with the quote's step (in the page's language), placed before the visit's steps; the request's own step stays current. */
export function withQuoteStep(steps: TimelineStepView[], quote: StatusQuote, lang: Lang = "en"): TimelineStepView[] {
  const step: TimelineStepView = { step: QUOTE_STEP, ...stepWords(quote, lang), reached: true, current: false };
  const at = steps.findIndex((entry) => entry.step > QUOTE_STEP);
  return at < 0 ? [...steps, step] : [...steps.slice(0, at), step, ...steps.slice(at)];
}
