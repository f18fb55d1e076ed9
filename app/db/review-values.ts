/** The values a review's columns may hold (its CHECK constraints read them): imports nothing. */

/** Waiting for the office, shown on the pages, or hidden for a content reason. */
export const REVIEW_STATUSES = ["waiting", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The only reasons the office may hide a review for: its content, never its rating (issue 32 §3). */
export const REVIEW_HIDE_REASONS = ["personal-data", "abuse", "off-topic", "not-about-the-job"] as const;
export type ReviewHideReason = (typeof REVIEW_HIDE_REASONS)[number];
