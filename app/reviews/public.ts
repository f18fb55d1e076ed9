import type { Lang } from "~/content/i18n";
import type { ServiceSlug } from "~/content/site";
import { translator } from "~/utils/i18n";

/** A published review as the public pages show it (issue 32 §4): nothing but what the customer chose to show. */
export type PublicReview = {
  id: string;
  stars: number;
  text: string;
  firstName: string;
  city: string;
  /** The job's service from the catalogue (its slug, named in the page's language), or none for the customer's own words. */
  service: ServiceSlug | null;
  /** The month of the job, yyyy-MM: the page names it in its language ("November 2026", "noviembre de 2026"). */
  jobMonthIso: string;
  /** The owner's public reply. */
  reply: string | null;
};

/** What the published reviews back: their number and average (one decimal); null with none. */
export type ReviewSummary = { count: number; average: number } | null;

/** What the pages that show reviews read: the newest published ones, each city's newest, and the summary. */
export type PublicReviews = { newest: PublicReview[]; byCity: Record<string, PublicReview>; summary: ReviewSummary };

export const NO_PUBLIC_REVIEWS: PublicReviews = { newest: [], byCity: {}, summary: null };

/** How many reviews the home carousel shows, newest first. */
export const CAROUSEL_REVIEWS = 10;

/** "Average 4.5 out of 5 from 12 published customer reviews." in `lang`, only when published reviews back it. */
export function summaryText(summary: ReviewSummary, lang: Lang = "en"): string | null {
  if (!summary) return null;
  const words = { average: summary.average.toFixed(1), count: summary.count };
  return translator(lang, "common")(summary.count === 1 ? "review.summaryOne" : "review.summaryOther", words);
}
