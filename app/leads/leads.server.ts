import { eq } from "drizzle-orm";
import { recordLeadSource, type LeadOrigin } from "~/analytics/lead-source.server";
import type { LeadSource } from "./sources";
import { getDb, type Transaction } from "~/db/client.server";
import { leadPhotos, leads, leadStatusHistory } from "~/db/schema";
import { company } from "~/content/site";
import { customerMailBody } from "~/mail/customer-text";
import { enqueueMail } from "~/mail/outbox.server";
import { allowMailTo } from "~/mail/recipient-limit.server";
import { toE164 } from "~/mail/sms.server";
import type { ProcessedPhoto } from "~/uploads/photos.server";
import { env } from "~/utils/env.server";
import { formatCalendarDate } from "./dates";
import { isUuid } from "./ids";
import { noContactState } from "./no-contact";
import { normalizeStatus } from "./statuses";
import { generateReference } from "./reference";
import { SMS_CONSENT } from "./sms-consent";
import { changeLeadStatus } from "./status-change.server";
import { serviceLabel } from "./service-label";

export type NewLead = {
  source: LeadSource;
  name: string;
  phone: string;
  email?: string;
  /** A bookable service's value (booking) or the visitor's own words (quote). */
  service: string;
  description?: string;
  streetAddress?: string;
  zipCode?: string;
  /** yyyy-MM-dd */
  preferredDate?: string;
  photo?: ProcessedPhoto;
  /** The customer ticked the text-message opt-in: stored with the time and the wording's version. */
  smsConsent?: boolean;
  /** Where the visit began (landing page, campaign, device), for the analytics. */
  origin?: LeadOrigin;
};

export type Lead = typeof leads.$inferSelect;

function siteUrl(): string {
  return env().SITE_URL.replace(/\/+$/, "");
}

export function adminLeadUrl(id: string): string {
  return `${siteUrl()}/admin/leads/${id}`;
}

export function statusUrl(id: string): string {
  return `${siteUrl()}/status/${id}`;
}

/** One line for a header: no line breaks, no runs of spaces. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** The lead's details for the staff; the photo line only when `hasPhoto` is given. */
function leadDetails(lead: Lead, hasPhoto?: boolean): string {
  const address = [lead.streetAddress, lead.zipCode].filter(Boolean).join(", ");
  return [
    `Reference: ${lead.reference ?? "none"}`,
    `Name: ${lead.name}`,
    `Phone: ${lead.phone}`,
    `Email: ${lead.email || "not given"}`,
    `Service: ${serviceLabel(lead.service)}`,
    ...(lead.source === "booking"
      ? [
          `Address: ${address || "not given"}`,
          `Preferred date: ${lead.preferredDate ? formatCalendarDate(lead.preferredDate) : "not given"}`,
          ...(hasPhoto === undefined ? [] : [`Photo: ${hasPhoto ? "yes (see the admin area)" : "none"}`]),
        ]
      : []),
    `Details: ${lead.description || "none"}`,
  ].join("\n");
}

/**
 * Stores a new lead with its photo and its first history entry, and queues the e-mails to
 * the staff and to the customer, all in one transaction: once this returns, nothing is lost,
 * and a failing mail server only delays the e-mails (the outbox retries them).
 */
export async function createLead(input: NewLead, makeReference: () => string = generateReference): Promise<Lead> {
  // Checked before the transaction: the count is its own row, kept even if the lead is not.
  const mayEmailCustomer = input.email ? await allowMailTo(input.email) : false;
  const smsTo = input.smsConsent ? toE164(input.phone) : undefined;
  const mayTextCustomer = smsTo ? await allowMailTo(`sms:${smsTo}`) : false;
  return getDb().transaction(async (tx) => {
    const values = {
      source: input.source,
      name: input.name,
      phone: input.phone,
      email: input.email ?? "",
      service: input.service,
      description: input.description ?? "",
      status: "New",
      streetAddress: input.streetAddress ?? null,
      zipCode: input.zipCode ?? null,
      preferredDate: input.preferredDate ?? null,
      ...(input.smsConsent ? { smsConsentAt: new Date(), smsConsentVersion: SMS_CONSENT.version } : {}),
    };
    const created = await insertWithReference(tx, values, makeReference);
    if (input.photo) {
      await tx.insert(leadPhotos).values({ leadId: created.id, ...input.photo });
    }
    await tx.insert(leadStatusHistory).values({
      leadId: created.id,
      fromStatus: null,
      toStatus: "New",
      changedBy: "customer",
      action: "created",
    });
    if (input.origin) await recordLeadSource(tx, created.id, input.origin);
    const origin = created.source === "booking" ? "the booking page" : "the home page's quote form";
    await enqueueMail(tx, {
      kind: "lead-new-staff",
      to: env().STAFF_EMAIL,
      subject: oneLine(`New service request: ${serviceLabel(created.service)} from ${created.name}`),
      text: [
        `A new service request came in from ${origin}.`,
        "",
        leadDetails(created, Boolean(input.photo)),
        "",
        `Open it in the admin area: ${adminLeadUrl(created.id)}`,
      ].join("\n"),
    });
    if (created.email && mayEmailCustomer) {
      const body = customerMailBody({
        name: created.name,
        paragraphs: [
          `Thank you for choosing ${company.name}. We've received your request for ${serviceLabel(created.service)} and will contact you within ${company.contactPromiseHours} hours.`,
          `Your reference code is ${created.reference}. Quote it when you call us; with your phone number it also finds your request on our website.`,
          `Questions? Call us at ${company.phone} (${company.hours.label}).`,
        ],
        link: { label: "Follow your request here", url: statusUrl(created.id) },
        signature: company.name,
      });
      await enqueueMail(tx, {
        kind: "lead-confirmation",
        to: created.email,
        subject: `We've received your service request (ref. ${created.reference})`,
        text: body.text,
        html: body.html,
      });
    }
    if (smsTo && mayTextCustomer) {
      await enqueueMail(tx, {
        channel: "sms",
        kind: "lead-confirmation-sms",
        to: smsTo,
        subject: "Text message: request received",
        text: `${company.name}: we got your ${serviceLabel(created.service)} request, ref ${created.reference}. We'll contact you within ${company.contactPromiseHours} hours. Msg & data rates may apply. Reply STOP to opt out, HELP for help.`,
      });
    }
    return created;
  });
}

const REFERENCE_ATTEMPTS = 5;

/**
 * Inserts the lead under a new reference code; on the rare collision with an existing code
 * (the unique index says so: nothing is inserted) it tries another.
 */
async function insertWithReference(
  tx: Transaction,
  values: Omit<typeof leads.$inferInsert, "reference">,
  makeReference: () => string,
): Promise<Lead> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const [lead] = await tx
      .insert(leads)
      .values({ ...values, reference: makeReference() })
      .onConflictDoNothing({ target: leads.reference })
      .returning();
    if (lead) return lead;
  }
  throw new Error(`No free reference code after ${REFERENCE_ATTEMPTS} attempts`);
}

/** A lead by its request id; undefined for an unknown or malformed id. */
export async function findLead(id: string): Promise<Lead | undefined> {
  if (!isUuid(id)) return undefined;
  const [lead] = await getDb().select().from(leads).where(eq(leads.id, id));
  return lead;
}

export type NoContactResult =
  | { ok: true; lead: Lead; changed: boolean }
  | { ok: false; reason: "not_found" | "completed" | "not_qualified" }
  | { ok: false; reason: "too_early"; availableFrom: Date };

/** Statuses the report moves to Prioritized; a lead further along keeps its status. */
const PRIORITIZABLE = ["New", "In Review"] as const;

/**
 * The customer says nobody contacted them: once per lead, it records the report, moves a
 * New or In Review lead to Prioritized (with its history row) and queues an urgent e-mail to
 * the staff, in one transaction. Reporting again changes nothing. Refused on a closed request
 * (Completed, Not Qualified) and before the promised response time has passed (NO_CONTACT_AFTER_HOURS).
 */
export async function reportNoContact(id: string): Promise<NoContactResult> {
  if (!isUuid(id)) return { ok: false, reason: "not_found" };
  return getDb().transaction(async (tx: Transaction) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!current) return { ok: false, reason: "not_found" };
    if (current.reportedNoContactAt) return { ok: true, lead: current, changed: false };
    const state = noContactState(current, env().NO_CONTACT_AFTER_HOURS);
    if (state.kind === "closed") return { ok: false, reason: normalizeStatus(current.status) === "Completed" ? "completed" : "not_qualified" };
    if (state.kind === "waiting") return { ok: false, reason: "too_early", availableFrom: state.from };
    let lead: Lead;
    if ((PRIORITIZABLE as readonly string[]).includes(current.status)) {
      const change = await changeLeadStatus(
        {
          leadId: id,
          expectedStatus: [...PRIORITIZABLE],
          toStatus: "Prioritized",
          changedBy: "customer",
          action: "no-contact",
          detail: "The customer reported that nobody has contacted them.",
          extra: { reportedNoContactAt: new Date() },
        },
        tx,
      );
      if (!change.ok) throw new Error(`Could not prioritize lead ${id}: ${change.reason}`);
      lead = change.lead;
    } else {
      const [updated] = await tx
        .update(leads)
        .set({ reportedNoContactAt: new Date() })
        .where(eq(leads.id, id))
        .returning();
      lead = updated!;
      await tx.insert(leadStatusHistory).values({
        leadId: id,
        fromStatus: current.status,
        toStatus: current.status,
        changedBy: "customer",
        action: "no-contact",
        detail: "The customer reported that nobody has contacted them.",
        leadVersion: lead.version,
      });
    }
    await enqueueMail(tx, {
      kind: "lead-no-contact-staff",
      to: env().STAFF_EMAIL,
      subject: oneLine(`URGENT: ${lead.name} says nobody has contacted them (${serviceLabel(lead.service)})`),
      text: [
        `The customer reported on the status page that nobody has contacted them yet. Status: ${current.status}${lead.status !== current.status ? ` → ${lead.status}` : ""}.`,
        `We promised contact within ${company.contactPromiseHours} hours: please call them as soon as possible.`,
        "",
        leadDetails(lead),
        "",
        `Open it in the admin area: ${adminLeadUrl(lead.id)}`,
      ].join("\n"),
    });
    return { ok: true, lead, changed: true };
  });
}
