import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { leads } from "~/db/schema";
import { capAddress, enqueueMail, outboxMail, type OutboxMail } from "~/mail/outbox.server";
import { addressesOverCap } from "~/mail/recipient-limit.server";
import { toE164 } from "~/mail/sms.server";
import type { ProofPurpose } from "../proof/proof";
import { confirmationEmail, confirmationSms, noticeMessages, proofLinkMessages, type CustomerLead, type CustomerNotice } from "./customer.server";
import {
  customerVisitAlert,
  newLeadAlert,
  newReviewAlert,
  noContactAlert,
  type CustomerVisitChange,
  type NoContactLead,
  type ReviewAlertDetails,
  type StaffLeadDetails,
} from "./staff.server";

/**
 * Every message about a lead, to its customer and to the staff, is written here: the customer's
 * from the company's words and the catalogue's names only (customer.server.ts), the staff's with
 * everything the visitor typed (staff.server.ts).
 */

export type { CustomerNotice, CustomerVisitChange };

/**
 * Where a new lead's customer is confirmed to: an e-mail address, a phone number in E.164, and
 * those of them over their daily cap (their confirmation is held, decision 075).
 */
export type ConfirmationRecipients = { email?: string; phone?: string; over: ReadonlySet<string> };

/**
 * The customer's addresses a confirmation goes to: the e-mail address, and the phone number
 * when they opted in to texts, each counted against its daily cap in one statement (shared with
 * the bookings made at the same time); no statement when there is nobody to confirm to.
 */
export async function confirmationRecipients(customer: { email?: string; phone: string; smsConsent?: boolean }): Promise<ConfirmationRecipients> {
  const phone = customer.smsConsent ? toE164(customer.phone) : undefined;
  const addresses = [
    ...(customer.email ? [capAddress({ audience: "customer", to: customer.email })!] : []),
    ...(phone ? [capAddress({ audience: "customer", channel: "sms", to: phone })!] : []),
  ];
  return { email: customer.email, phone, over: await addressesOverCap(addresses) };
}

/** A new lead's messages as the outbox stores them: the staff's alert, and the customer's confirmations to `to`. */
export function newLeadMessages(lead: StaffLeadDetails & CustomerLead, to: ConfirmationRecipients, hasPhoto: boolean): OutboxMail[] {
  return [
    newLeadAlert(lead, hasPhoto),
    ...(to.email ? [confirmationEmail(lead, to.email)] : []),
    ...(to.phone ? [confirmationSms(lead, to.phone)] : []),
  ].map((message) => outboxMail(message, to.over));
}

/**
 * Queues the customer's e-mail (when they gave an address) and text message (when they opted
 * in) about a change the staff made, in the caller's transaction: both are stored with the
 * change or not at all, and the outbox worker sends them with retries. Each goes out once per
 * lead, notice and version (date and window for a visit), whatever the caller repeats.
 */
export async function queueCustomerNotice(tx: Transaction, leadId: string, notice: CustomerNotice, channels: { text: boolean } = { text: true }): Promise<void> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new Error(`queueCustomerNotice: no lead ${leadId}`);
  // A change the customer made by text is answered in that text (decision 088): the notice goes by e-mail only.
  const phone = lead.smsConsentAt && channels.text ? toE164(lead.phone) : undefined;
  for (const message of noticeMessages(lead, notice, new Date(), { email: lead.email || undefined, phone })) await enqueueMail(tx, message);
}

/** Queues the customer's link after their request was locked for digits (decision 074), in the caller's transaction. */
export async function queueProofLink(tx: Transaction, leadId: string, purpose: ProofPurpose, now: Date): Promise<void> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return;
  const phone = lead.smsConsentAt ? toE164(lead.phone) : undefined;
  for (const message of proofLinkMessages(lead, purpose, now, { email: lead.email || undefined, phone })) await enqueueMail(tx, message);
}

/** Queues the staff's urgent alert that the customer says nobody has contacted them, in the caller's transaction. */
export async function queueNoContactAlert(tx: Transaction, lead: NoContactLead, fromStatus: string): Promise<void> {
  await enqueueMail(tx, noContactAlert(lead, fromStatus));
}

/** Queues the staff's alert about a new or changed review, in the caller's transaction. */
export async function queueNewReviewAlert(tx: Transaction, review: ReviewAlertDetails): Promise<void> {
  await enqueueMail(tx, newReviewAlert(review));
}

/** Queues the staff's alert that the customer moved, cancelled or booked their visit, in the caller's transaction. */
export async function queueCustomerVisitAlert(tx: Transaction, lead: StaffLeadDetails, change: CustomerVisitChange): Promise<void> {
  await enqueueMail(tx, customerVisitAlert(lead, change));
}
