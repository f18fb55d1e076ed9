/**
 * The values a lead's columns may hold, as the schema's CHECK constraints name them. This file
 * imports only the site's languages (which import nothing): drizzle-kit loads it with the
 * schema, and the lead modules that give these values their words and rules (statuses.ts,
 * schedule.ts, history.ts, sources.ts) re-export them.
 */
import { LANGS, type Lang } from "../content/i18n/languages";

/** Lead statuses (spec §4); Cancelled: the customer cancelled the visit on the status page (decision 067). */
export const LEAD_STATUSES = ["New", "In Review", "Prioritized", "Approved", "Completed", "Not Qualified", "Cancelled"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The arrival windows staff offer a customer (stored as the key, shown as the label). */
export const ARRIVAL_WINDOWS = ["8-10", "10-12", "12-2", "2-4", "4-6"] as const;
export type ArrivalWindow = (typeof ARRIVAL_WINDOWS)[number];

/**
 * How often a booking asks for its visit (issue 40 §4): once, or again every week, two weeks or
 * month, for the services that repeat (`repeatingServices` in app/content/site.ts, Home Cleaning).
 * The office agrees the later visits with the customer; the lead keeps what was asked.
 */
export const VISIT_FREQUENCIES = ["once", "weekly", "every-two-weeks", "monthly"] as const;
export type VisitFrequency = (typeof VISIT_FREQUENCIES)[number];

/** What a history entry records. */
export const LEAD_EVENT_ACTIONS = ["created", "status", "schedule", "assign", "language", "undo", "no-contact", "erase", "quote"] as const;
export type LeadEventAction = (typeof LEAD_EVENT_ACTIONS)[number];

/**
 * How a lead came in: 'booking' (the /book page), 'quote' (the home page form) or 'phone' (a call
 * the office entered on the admin's New Lead page).
 */
export const LEAD_SOURCES = ["booking", "quote", "phone"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * A lead's `language`: the one it was sent in (a form under /es is Spanish; staff set it for a
 * phone lead), every message to its customer written in it (issue 35). The site's languages.
 */
export { LANGS, type Lang };

/**
 * The statuses whose visit holds a place in its window (decision 053): a visit the customer
 * requested (the lead is still New, In Review or Prioritized) and a visit staff confirmed (the
 * lead is Approved). A Completed, Not Qualified or Cancelled lead gives its place back.
 */
export const VISIT_HOLDING_STATUSES = ["New", "In Review", "Prioritized", "Approved"] as const satisfies readonly LeadStatus[];
