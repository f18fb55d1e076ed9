/** The values a quote's columns may hold (its CHECK constraints read them): imports nothing. */

/**
 * A quote version's state: sent and waiting for the customer, answered (approved, declined,
 * changes asked for), or superseded by a newer version staff sent (decision 064).
 */
export const QUOTE_STATUSES = ["sent", "approved", "declined", "changes-requested", "superseded"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The states a quote has once the customer answered it. */
export const QUOTE_ANSWERS = ["approved", "declined", "changes-requested"] as const;
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];
