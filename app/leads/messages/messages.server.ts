import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { leads } from "~/db/schema";
import { enqueueMail, type QueuedMail } from "~/mail/outbox.server";
import { mailToLimit } from "~/mail/recipient-limit.server";
import { toE164 } from "~/mail/sms.server";
import { hitRateLimits } from "~/security/rate-limit.server";
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

/** Where a new lead's customer is confirmed to: an e-mail address, a phone number in E.164. */
export type ConfirmationRecipients = { email?: string; phone?: string };

/**
 * The customer's addresses that may still be sent a confirmation today: the e-mail address, and
 * the phone number when they opted in to texts, each counted against its daily cap
 * (CUSTOMER_MAIL_DAILY_LIMIT) in one statement; no statement when there is nobody to confirm to.
 */
export async function confirmationRecipients(customer: { email?: string; phone: string; smsConsent?: boolean }): Promise<ConfirmationRecipients> {
  const phone = customer.smsConsent ? toE164(customer.phone) : undefined;
  const verdicts = await hitRateLimits([
    ...(customer.email ? [mailToLimit(customer.email)] : []),
    ...(phone ? [mailToLimit(`sms:${phone}`)] : []),
  ]);
  const email = customer.email && verdicts.shift()!.allowed ? customer.email : undefined;
  return { email, phone: phone && verdicts.shift()!.allowed ? phone : undefined };
}

/** A new lead's messages: the staff's alert, and the customer's confirmations to `to`. */
export function newLeadMessages(lead: StaffLeadDetails & CustomerLead, to: ConfirmationRecipients, hasPhoto: boolean): QueuedMail[] {
  return [
    newLeadAlert(lead, hasPhoto),
    ...(to.email ? [confirmationEmail(lead, to.email)] : []),
    ...(to.phone ? [confirmationSms(lead, to.phone)] : []),
  ];
}

/**
 * Queues the customer's e-mail (when they gave an address) and text message (when they opted
 * in) about a change the staff made, in the caller's transaction: both are stored with the
 * change or not at all, and the outbox worker sends them with retries. Each goes out once per
 * lead, notice and version (date and window for a visit), whatever the caller repeats.
 */
export async function queueCustomerNotice(tx: Transaction, leadId: string, notice: CustomerNotice): Promise<void> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new Error(`queueCustomerNotice: no lead ${leadId}`);
  const phone = lead.smsConsentAt ? toE164(lead.phone) : undefined;
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
