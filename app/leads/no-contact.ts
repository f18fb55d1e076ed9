import type { Lang } from "~/content/i18n";
import { translator } from "~/utils/i18n";
import { normalizeStatus, type LeadStatus } from "./statuses";

/** The value of the status page form's `intent` field for 'No one contacted me'. */
export const NO_CONTACT_INTENT = "report-no-contact";

/** Statuses on which the request is closed: the report is never offered nor accepted, and retention counts from them. */
export const NO_CONTACT_CLOSED_STATUSES: readonly LeadStatus[] = ["Completed", "Not Qualified", "Cancelled"];

export type NoContactFacts = {
  status: string;
  createdAt: Date;
  /** The staff's last action on the lead (a status move, appointment, assignment or note); null before any. */
  staffActionAt: Date | null;
  /** The date of the visit staff confirmed; null before one. */
  scheduledDate: string | null;
  reportedNoContactAt: Date | null;
};

/** When the customer may report that nobody contacted them: the promised response time after the request came in. 0 hours: at once. */
export function noContactAvailableFrom(lead: NoContactFacts, afterHours: number): Date {
  return new Date(lead.createdAt.getTime() + afterHours * 60 * 60 * 1000);
}

/**
 * Why the report is no longer offered: the request is closed (Completed, Not Qualified, Cancelled), or the
 * staff have acted on it (a status move, a note, an assignment, a visit confirmed), so someone
 * has it in hand. The customer's own report is not a staff action.
 */
export type NoContactClosedReason = "closed" | "in-hand";

export type NoContactState =
  | { kind: "closed"; reason: NoContactClosedReason }
  | { kind: "reported" }
  | { kind: "waiting"; from: Date }
  | { kind: "open" };

/** What the status page offers: nothing (closed), the thanks (reported), when it opens (waiting), or the button (open). */
export function noContactState(lead: NoContactFacts, afterHours: number, now: Date = new Date()): NoContactState {
  const status = normalizeStatus(lead.status);
  if (status && NO_CONTACT_CLOSED_STATUSES.includes(status)) return { kind: "closed", reason: "closed" };
  if (lead.staffActionAt !== null || lead.scheduledDate !== null) return { kind: "closed", reason: "in-hand" };
  if (lead.reportedNoContactAt) return { kind: "reported" };
  const from = noContactAvailableFrom(lead, afterHours);
  return now.getTime() >= from.getTime() ? { kind: "open" } : { kind: "waiting", from };
}

/** The no-contact card's words before the promised response time has passed, in `lang` (the forms catalogue's). */
export function noContactWaitMessage(fromLabel: string, lang: Lang = "en"): string {
  return translator(lang, "forms")("noContact.wait", { from: fromLabel });
}
