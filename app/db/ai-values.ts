/** The values the AI tools' columns may hold (their CHECK constraints read them): imports nothing. */

/** A lead's triage: waiting for the background worker, or written. */
export const TRIAGE_STATES = ["pending", "done"] as const;
export type TriageState = (typeof TRIAGE_STATES)[number];

/** Whether a request reads as a real customer's or as spam; staff decide, the triage only says. */
export const TRIAGE_VERDICTS = ["likely-real", "likely-spam"] as const;
export type TriageVerdict = (typeof TRIAGE_VERDICTS)[number];

/** How soon the job needs someone: an active leak or no power is urgent. */
export const TRIAGE_URGENCIES = ["urgent", "soon", "routine"] as const;
export type TriageUrgency = (typeof TRIAGE_URGENCIES)[number];

/** The job's likely size. */
export const TRIAGE_SIZES = ["small", "half-day", "multi-day"] as const;
export type TriageSize = (typeof TRIAGE_SIZES)[number];

/** What produced a result: the rules and templates written for this business, or the configured model. */
export const AI_SOURCES = ["baseline", "model"] as const;
export type AiSource = (typeof AI_SOURCES)[number];

/** What the tools ask a model for (the call log's purpose). */
export const AI_PURPOSES = ["triage", "reply", "post"] as const;
export type AiPurpose = (typeof AI_PURPOSES)[number];

/**
 * How a call to the model ended: answered and checked, an answer that failed the schema twice,
 * too slow, refused by the provider (429), another error, not made because the day's budget is
 * spent or too many calls are in flight.
 */
export const AI_OUTCOMES = ["ok", "invalid", "timeout", "rate-limited", "error", "over-budget", "busy"] as const;
export type AiOutcome = (typeof AI_OUTCOMES)[number];
