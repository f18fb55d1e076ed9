import { and, eq, inArray, isNull, like, or, sql } from "drizzle-orm";
import type { AdminIdentity } from "~/auth/guards.server";
import { getDb } from "~/db/client.server";
import { leadNotes, leadPhotos, leads, leadStatusHistory, mailOutbox, quoteItems, quotes, reviews, textMessages } from "~/db/schema";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { z } from "~/utils/zod";
import { isUuid } from "~/utils/uuid";
import { NO_CONTACT_CLOSED_STATUSES } from "./no-contact";
import { NOT_QUALIFIED_REASONS } from "./transitions";
import { lockLead } from "./leads.server";

/**
 * Erasing a customer's personal data (a request from the customer, or the retention period after
 * the request was closed). Erased: name, phone, e-mail, street address, ZIP, description, the
 * photo, the staff's notes, the text-message consent, the repeat keys (hashes of what the
 * customer typed), the customer's reason for cancelling, the staff's own words in a Not Qualified reason, what undo would restore,
 * the customer's review, the staff's words on every quote version (notes, terms, each line's name, description and unit; the
 * customer's answers are emptied by the trigger of decision 064), and every copy in the outbox (queued ones are never sent; sent
 * ones are deleted too). Kept for the
 * counts: the reference code, service, status, dates, assignment, the origin (landing page,
 * source, campaign, device and the city page it came through) and the history, with an entry
 * saying who erased it and when. Nothing of it can be undone.
 */
export type EraseOutcome =
  | { ok: true; messages: number; notes: number; photos: number }
  | { ok: false; reason: "not_found" | "already_erased" };

/** What a page says an erasure does (the confirmation names it before, the toast after). */
export const ERASE_WHAT =
  "the customer's name, phone, e-mail, address and ZIP, description, photo, review, the internal notes, the words of the quotes and the customer's answers to them, and every message about this request still in the outbox";
export const ERASE_KEPT = "The reference, service, status, dates, history and the quotes' amounts stay, for the counts.";

/** What an erased quote line is named: its amounts stay, the staff's words about the job go. */
export const ERASED_LINE_NAME = "(erased)";

export const eraseFormSchema = z.object({ intent: z.literal("erase"), leadId: z.uuid({ error: "the request named no lead." }) });

/** A Not Qualified reason without the staff's own words: one of the list's labels, or nothing. */
export function reasonLabelOnly(reason: string | null): string | null {
  if (!reason) return null;
  const label = NOT_QUALIFIED_REASONS.find((candidate) => candidate.value !== "other" && (reason === candidate.label || reason.startsWith(`${candidate.label}: `)));
  return label?.label ?? null;
}

/** A history line without the staff's own words about the customer ('Reason: …', 'Undid: Reason: …'). */
export function erasedDetail(detail: string | null): string | null {
  const reason = detail && /^((?:Undid: )?)Reason: ([\s\S]*)$/.exec(detail);
  if (!reason) return detail;
  return `${reason[1]}Reason: ${reasonLabelOnly(reason[2]!) ?? "(erased)"}`;
}

/**
 * Erases one lead's personal data in one transaction, recorded in its history as `changedBy`
 * (an admin's e-mail, or 'system') with `detail`. Returns what was removed besides the lead's
 * own columns.
 */
export async function erasePersonalData(input: { leadId: string; changedBy: string; detail: string }): Promise<EraseOutcome> {
  if (!isUuid(input.leadId)) return { ok: false, reason: "not_found" };
  const leadId = input.leadId.toLowerCase();
  return getDb().transaction(async (tx) => {
    const lead = await lockLead(tx, leadId);
    if (!lead) return { ok: false, reason: "not_found" };
    if (lead.erasedAt) return { ok: false, reason: "already_erased" };
    // The lead's messages: the staff alerts and confirmations link to it by its id, the notices
    // carry it in their key, the confirmation text names only its reference (an SMS holds no
    // visitor's words, so the code appears in its own lead's texts alone).
    const ofLead = or(
      sql`strpos(${mailOutbox.text}, ${lead.id}) > 0`,
      like(mailOutbox.idempotencyKey, `notice:${lead.id}:%`),
      lead.reference ? and(eq(mailOutbox.channel, "sms"), sql`strpos(${mailOutbox.text}, ${lead.reference}) > 0`) : undefined,
    );
    const messages = await tx.delete(mailOutbox).where(ofLead).returning({ id: mailOutbox.id });
    const notes = await tx.delete(leadNotes).where(eq(leadNotes.leadId, lead.id)).returning({ id: leadNotes.id });
    const photos = await tx.delete(leadPhotos).where(eq(leadPhotos.leadId, lead.id)).returning({ id: leadPhotos.id });
    // The texts to and from the customer's phone tied to this request (decision 088); a STOP stays
    // on text_opt_outs, by the number's digits alone, so an erased customer is still never texted.
    await tx.delete(textMessages).where(eq(textMessages.leadId, lead.id));
    // The customer's review carries their name and words: it goes, and leaves the pages (decision 057).
    await tx.delete(reviews).where(eq(reviews.leadId, lead.id));
    // What staff wrote on the quotes may name the customer or their street: versions, amounts and
    // statuses stay for the counts and the approval's record.
    const quoteIds = tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.leadId, lead.id));
    await tx.update(quotes).set({ notes: "", terms: "" }).where(eq(quotes.leadId, lead.id));
    await tx.update(quoteItems).set({ name: ERASED_LINE_NAME, description: "", unit: "", nameEs: "", descriptionEs: "", unitEs: "" }).where(inArray(quoteItems.quoteId, quoteIds));
    const history = await tx
      .select({ id: leadStatusHistory.id, detail: leadStatusHistory.detail })
      .from(leadStatusHistory)
      .where(eq(leadStatusHistory.leadId, lead.id));
    await tx.update(leadStatusHistory).set({ previous: null }).where(eq(leadStatusHistory.leadId, lead.id));
    for (const entry of history) {
      const detail = erasedDetail(entry.detail);
      if (detail !== entry.detail) await tx.update(leadStatusHistory).set({ detail }).where(eq(leadStatusHistory.id, entry.id));
    }
    const [erased] = await tx
      .update(leads)
      .set({
        name: "",
        phone: "",
        email: "",
        description: "",
        streetAddress: null,
        zipCode: null,
        smsConsentAt: null,
        smsConsentVersion: null,
        repeatKey: null,
        repeatKeyShifted: null,
        notQualifiedReason: reasonLabelOnly(lead.notQualifiedReason),
        cancelReason: null,
        erasedAt: sql`now()`,
        version: sql`${leads.version} + 1`,
        updatedAt: sql`now()`,
        updatedBy: input.changedBy,
      })
      .where(eq(leads.id, lead.id))
      .returning({ version: leads.version, status: leads.status });
    await tx.insert(leadStatusHistory).values({
      leadId: lead.id,
      fromStatus: erased!.status,
      toStatus: erased!.status,
      changedBy: input.changedBy,
      action: "erase",
      detail: input.detail,
      leadVersion: erased!.version,
    });
    return { ok: true, messages: messages.length, notes: notes.length, photos: photos.length };
  });
}

const FAILED = "Failed to erase the personal data: ";

/**
 * The lead page's Erase form, posted by a Super Admin (the route's guard) after the second
 * step: erases and comes back to the lead's page with a toast. Logs ids and counts, never the data.
 */
export async function handleEraseAction(form: FormData, admin: AdminIdentity, back: string, pageLeadId: string): Promise<Response> {
  const parsed = eraseFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return redirectWithToast(back, { type: "error", title: `${FAILED}the request named no lead.` });
  if (parsed.data.leadId.toLowerCase() !== pageLeadId.toLowerCase()) {
    return redirectWithToast(back, { type: "error", title: `${FAILED}the form named another lead than its page.` });
  }
  const outcome = await erasePersonalData({ leadId: parsed.data.leadId, changedBy: admin.email, detail: "Personal data erased at the customer's request" });
  if (!outcome.ok) {
    const why = outcome.reason === "not_found" ? "this lead no longer exists." : "it was already erased.";
    return redirectWithToast(back, { type: "error", title: `${FAILED}${why}` });
  }
  logger.info({ leadId: parsed.data.leadId, adminId: admin.id, ...outcome }, "lead's personal data erased on request");
  return redirectWithToast(back, { type: "success", title: "Personal data erased. It cannot be restored." });
}

/** Closed leads whose personal data the retention period has run out on; at most `limit` per call, oldest first. */
async function expiredLeadIds(months: number, limit: number): Promise<string[]> {
  // When a lead was closed: its last move into the status it has now (a history entry; an
  // assignment keeps the status and does not count), else its last change or its creation.
  const closedAt = sql`coalesce(
    (select max(h.changed_at) from ${leadStatusHistory} h
      where h.lead_id = ${leads.id} and h.to_status = ${leads.status} and h.from_status is distinct from h.to_status),
    ${leads.updatedAt}, ${leads.createdAt})`;
  const rows = await getDb()
    .select({ id: leads.id })
    .from(leads)
    .where(and(inArray(leads.status, [...NO_CONTACT_CLOSED_STATUSES]), isNull(leads.erasedAt), sql`${closedAt} < now() - make_interval(months => ${months})`))
    .orderBy(closedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The retention period (RETENTION_MONTHS): erases the personal data of requests closed longer
 * ago, each as an erasure on request would, recorded as 'system'. Run by the hourly
 * maintenance; logs how many and which leads (ids only). A backlog is worked off `limit` a run.
 */
export async function eraseExpiredLeads(options: { months?: number; limit?: number } = {}): Promise<string[]> {
  const months = options.months ?? env().RETENTION_MONTHS;
  const erased: string[] = [];
  for (const leadId of await expiredLeadIds(months, options.limit ?? 500)) {
    const outcome = await erasePersonalData({ leadId, changedBy: "system", detail: `Personal data erased: closed more than ${months} months ago` });
    if (outcome.ok) erased.push(leadId);
  }
  if (erased.length > 0) logger.info({ erased: erased.length, leadIds: erased, retentionMonths: months }, "retention: personal data of closed requests erased");
  return erased;
}
