/** A published review as the public pages show it (issue 32 §4): nothing but what the customer chose to show. */
export type PublicReview = {
  id: string;
  stars: number;
  text: string;
  firstName: string;
  city: string;
  /** The catalogue's name of the job's service, or none for the customer's own words. */
  service: string | null;
  /** The month of the job: "November 2026", and its yyyy-MM for <time>. */
  jobMonth: string;
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

/** "Average 4.5 out of 5 from 12 customer reviews", only when published reviews back it. */
export function summaryText(summary: ReviewSummary): string | null {
  if (!summary) return null;
  return `Average ${summary.average.toFixed(1)} out of 5 from ${summary.count} published customer review${summary.count === 1 ? "" : "s"}.`;
}
