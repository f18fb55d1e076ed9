import type { leads } from "~/db/schema";
import type { QueuedMail } from "~/mail/outbox.server";
import { env } from "~/utils/env.server";
import { company } from "~/content/site";
import { formatCalendarDate } from "~/utils/dates";
import { serviceLabel } from "~/content/site";
import { leadSourceWords } from "../sources";
import { VISIT_HOLDING_STATUSES } from "~/db/lead-values";
import { isArrivalWindow, visitLabel, type ArrivalWindow } from "../visit";
import { adminLeadUrl, adminReviewsUrl } from "./links.server";

/**
 * The staff's messages about a lead. They go to the company, not to whatever address a visitor
 * typed, so they quote everything the visitor wrote (the customer's never do: customer.server.ts).
 */

type Lead = typeof leads.$inferSelect;

/** The lead's fields the staff's e-mails quote. */
export type StaffLeadDetails = Pick<
  Lead,
  "id" | "reference" | "name" | "phone" | "email" | "service" | "source" | "streetAddress" | "zipCode" | "preferredDate" | "description"
> &
  Partial<Pick<Lead, "scheduledDate" | "arrivalWindow" | "status">>;

/** A lead the no-contact alert is about, with its status after the report. */
export type NoContactLead = StaffLeadDetails & Pick<Lead, "status">;

/** One line for a header: no line breaks, no runs of spaces. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/**
 * The visit as it stands: confirmed once staff approved the lead, requested (its place held until
 * Approve) before, none once the request is closed. A lead without a status is a new one.
 */
function visitLines(lead: StaffLeadDetails): string[] {
  if (lead.status && !(VISIT_HOLDING_STATUSES as readonly string[]).includes(lead.status)) return lead.status === "Cancelled" ? ["Visit: none (cancelled; its window is free again)"] : [];
  if (!lead.scheduledDate || !isArrivalWindow(lead.arrivalWindow)) return [];
  const when = visitLabel(lead.scheduledDate, lead.arrivalWindow);
  return [lead.status === "Approved" ? `Visit: ${when} (confirmed)` : `Requested window: ${when} (held; Approve confirms it)`];
}

/** The lead's details for the staff; the photo line only when `hasPhoto` is given. */
function leadDetails(lead: StaffLeadDetails, hasPhoto?: boolean): string {
  const address = [lead.streetAddress, lead.zipCode].filter(Boolean).join(", ");
  return [
    `Reference: ${lead.reference ?? "none"}`,
    `Name: ${lead.name}`,
    `Phone: ${lead.phone}`,
    `Email: ${lead.email || "not given"}`,
    `Service: ${serviceLabel(lead.service)}`,
    ...(lead.source !== "quote"
      ? [
          `Address: ${address || "not given"}`,
          `Preferred date: ${lead.preferredDate ? formatCalendarDate(lead.preferredDate) : "not given"}`,
          ...visitLines(lead),
          ...(hasPhoto === undefined ? [] : [`Photo: ${hasPhoto ? "yes (see the admin area)" : "none"}`]),
        ]
      : []),
    `Details: ${lead.description || "none"}`,
  ].join("\n");
}

/** The staff's alert about a new lead. */
export function newLeadAlert(lead: StaffLeadDetails, hasPhoto: boolean): QueuedMail {
  return {
    kind: "lead-new-staff",
    audience: "staff",
    to: env().STAFF_EMAIL,
    subject: oneLine(`New service request: ${serviceLabel(lead.service)} from ${lead.name}`),
    text: [
      `A new service request came in from ${leadSourceWords(lead.source).from}.`,
      "",
      leadDetails(lead, hasPhoto),
      "",
      `Open it in the admin area: ${adminLeadUrl(lead.id)}`,
    ].join("\n"),
  };
}

/** The staff's urgent alert: the customer says nobody has contacted them (`fromStatus` is the status before the report). */
export function noContactAlert(lead: NoContactLead, fromStatus: string): QueuedMail {
  return {
    kind: "lead-no-contact-staff",
    audience: "staff",
    to: env().STAFF_EMAIL,
    subject: oneLine(`URGENT: ${lead.name} says nobody has contacted them (${serviceLabel(lead.service)})`),
    text: [
      `The customer reported on the status page that nobody has contacted them yet. Status: ${fromStatus}${lead.status !== fromStatus ? ` → ${lead.status}` : ""}.`,
      `We promised contact within ${company.contactPromiseHours} hours: please call them as soon as possible.`,
      "",
      leadDetails(lead),
      "",
      `Open it in the admin area: ${adminLeadUrl(lead.id)}`,
    ].join("\n"),
  };
}

/** A review as the staff's alert quotes it. */
export type ReviewAlertDetails = { reference: string | null; leadId: string; stars: number; text: string; firstName: string; city: string; edited: boolean };

/** The staff's alert that a customer wrote (or changed) a review: it waits in the Reviews tab. */
export function newReviewAlert(review: ReviewAlertDetails): QueuedMail {
  return {
    kind: "review-new-staff",
    audience: "staff",
    to: env().STAFF_EMAIL,
    subject: oneLine(`${review.edited ? "Review changed" : "New review"}: ${review.stars} of 5 stars from ${review.firstName}${review.reference ? ` (ref. ${review.reference})` : ""}`),
    text: [
      `${review.firstName} (${review.city}) ${review.edited ? "changed their" : "left a"} review of ${review.stars} out of 5 stars. It waits in the Reviews tab: publish it, or hide it only for its content (personal data, abuse, off-topic, not about the job), never for its rating.`,
      "",
      review.text,
      "",
      `Reviews: ${adminReviewsUrl()}`,
      `The request: ${adminLeadUrl(review.leadId)}`,
    ].join("\n"),
  };
}

/**
 * What the customer did to their visit on the status page (or booked on the quote page after
 * approving), with the visit it now has; `reason` is their own words when they cancelled.
 */
export type CustomerVisitChange =
  | { kind: "rescheduled"; from: string; to: string; date: string; window: ArrivalWindow }
  | { kind: "cancelled"; visit: string; reason: string }
  | { kind: "booked"; visit: string; date: string; window: ArrivalWindow; confirmed: boolean };

/** The alert's kind, subject (before the service) and first lines, for each change. */
function visitAlertWords(lead: StaffLeadDetails, change: CustomerVisitChange): { kind: string; subject: string; lines: string[] } {
  switch (change.kind) {
    case "rescheduled":
      return {
        kind: "visit-rescheduled-staff",
        subject: `Visit moved by the customer: ${lead.name} to ${change.to}`,
        lines: [`The customer moved their visit on the status page, from ${change.from} to ${change.to}. The new window holds their place; the old one is free again.`],
      };
    case "cancelled":
      return {
        kind: "visit-cancelled-staff",
        subject: `Visit cancelled by the customer: ${lead.name}, ${change.visit}`,
        lines: [
          `The customer cancelled their visit of ${change.visit} on the status page. The request is now Cancelled and the window's place is free again.`,
          `Their reason: ${change.reason || "none given"}`,
        ],
      };
    case "booked":
      return {
        kind: "visit-booked-staff",
        subject: `Visit ${change.confirmed ? "confirmed" : "requested"} after the quote's approval: ${lead.name}, ${change.visit}`,
        lines: [
          change.confirmed
            ? `The customer approved the quote and booked a visit on ${change.visit}. Online bookings are confirmed at once, so the request is Approved and the customer has the visit's calendar file; move it to another window from the lead's page if you must.`
            : `The customer approved the quote and asked for a visit on ${change.visit}. The window holds their place; confirm the visit, or move it to another window from the lead's page.`,
        ],
      };
  }
}

/**
 * The staff's alert that the customer moved, cancelled or booked their visit (the reason quoted as
 * they wrote it). `lead` is the request before the change; the details show the visit after it.
 */
export function customerVisitAlert(lead: StaffLeadDetails, change: CustomerVisitChange): QueuedMail {
  const { kind, subject, lines } = visitAlertWords(lead, change);
  const now: StaffLeadDetails =
    change.kind === "cancelled"
      ? { ...lead, status: "Cancelled" }
      : { ...lead, ...(change.kind === "booked" && change.confirmed ? { status: "Approved" } : {}), scheduledDate: change.date, arrivalWindow: change.window };
  return {
    kind,
    audience: "staff",
    to: env().STAFF_EMAIL,
    subject: oneLine(`${subject} (${serviceLabel(lead.service)})`),
    text: [...lines, "", leadDetails(now), "", `Open it in the admin area: ${adminLeadUrl(lead.id)}`].join("\n"),
  };
}
