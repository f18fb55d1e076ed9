import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Lang } from "~/content/i18n/languages";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { leads, textMessages, type TextDirection, type TextStatus } from "~/db/schema";
import { enqueueMail } from "~/mail/outbox.server";
import { toE164 } from "~/mail/sms.server";
import { isOptedOut } from "~/mail/text-opt-outs.server";
import { translator } from "~/utils/i18n";

/** The threads the Inbox lists at most (the newest). */
export const INBOX_PAGE = 100;

export type ThreadLead = { id: string; reference: string | null; name: string; status: string; language: Lang };
export type ThreadSummary = { phoneDigits: string; last: string; lastDirection: TextDirection; lastAt: Date; unread: number; leads: ThreadLead[] };
export type ThreadMessage = { id: number; direction: TextDirection; body: string; status: TextStatus; errorCode: string | null; at: Date };

/** How many texts from customers no one has opened yet: the Inbox tab's count. */
export async function unreadTexts(): Promise<number> {
  return getDb().$count(textMessages, and(eq(textMessages.direction, "in"), isNull(textMessages.readAt)));
}

async function leadsOf(digits: readonly string[]): Promise<Map<string, ThreadLead[]>> {
  const byPhone = new Map<string, ThreadLead[]>();
  if (digits.length === 0) return byPhone;
  const rows = await getDb()
    .select({ id: leads.id, reference: leads.reference, name: leads.name, status: leads.status, language: leads.language, phoneDigits: leads.phoneDigits })
    .from(leads)
    .where(and(inArray(leads.phoneDigits, [...digits]), isNull(leads.erasedAt)))
    .orderBy(desc(leads.createdAt));
  for (const { phoneDigits, ...lead } of rows) {
    if (!phoneDigits) continue;
    byPhone.set(phoneDigits, [...(byPhone.get(phoneDigits) ?? []), lead]);
  }
  return byPhone;
}

/** One thread per phone number, the newest first, with its unread count and its requests (none: a new lead from a text). */
export async function listThreads(): Promise<ThreadSummary[]> {
  const rows = await getDb().execute<{ phone_digits: string; body: string; direction: TextDirection; created_at: string | Date; unread: string | number }>(sql`
    select distinct on (phone_digits) phone_digits, body, direction, created_at,
      count(*) filter (where direction = 'in' and read_at is null) over (partition by phone_digits) as unread
    from ${textMessages}
    order by phone_digits, created_at desc, id desc`);
  const threads = rows.rows
    .map((row) => ({ phoneDigits: row.phone_digits, last: row.body, lastDirection: row.direction, lastAt: new Date(row.created_at), unread: Number(row.unread) }))
    .sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime())
    .slice(0, INBOX_PAGE);
  const byPhone = await leadsOf(threads.map((thread) => thread.phoneDigits));
  return threads.map((thread) => ({ ...thread, leads: byPhone.get(thread.phoneDigits) ?? [] }));
}

/** A thread's texts, oldest first, its requests, and whether the number said STOP; the customer's texts marked read. */
export async function openThread(digits: string): Promise<{ messages: ThreadMessage[]; leads: ThreadLead[]; optedOut: boolean } | undefined> {
  const db = getDb();
  const messages = await db
    .select({ id: textMessages.id, direction: textMessages.direction, body: textMessages.body, status: textMessages.status, errorCode: textMessages.errorCode, at: textMessages.createdAt })
    .from(textMessages)
    .where(eq(textMessages.phoneDigits, digits))
    .orderBy(textMessages.createdAt, textMessages.id);
  const byPhone = await leadsOf([digits]);
  if (messages.length === 0 && !byPhone.has(digits)) return undefined;
  await db
    .update(textMessages)
    .set({ readAt: sql`now()` })
    .where(and(eq(textMessages.phoneDigits, digits), eq(textMessages.direction, "in"), isNull(textMessages.readAt)));
  return { messages, leads: byPhone.get(digits) ?? [], optedOut: await isOptedOut(db, digits) };
}

export type ReplyOutcome = { ok: true; held: boolean } | { ok: false; reason: "opted-out" | "not-a-phone" | "no-consent" };

/** Whether staff may text a number (decision 088): not after a STOP, and only one that texted us or whose request agreed to texts. */
export type TextingState = { optedOut: boolean; allowed: boolean };

async function textingStateIn(db: Database | Transaction, digits: string): Promise<TextingState> {
  const [known] = await db.execute<{ allowed: boolean }>(sql`
    select exists (select 1 from ${textMessages} where phone_digits = ${digits} and direction = 'in')
        or exists (select 1 from ${leads} where phone_digits = ${digits} and sms_consent_at is not null and erased_at is null) as allowed`).then((result) => result.rows);
  return { optedOut: await isOptedOut(db, digits), allowed: Boolean(known?.allowed) };
}

/** The lead's page asks whether its number may be texted, and why not. */
export async function textingState(digits: string): Promise<TextingState> {
  return textingStateIn(getDb(), digits);
}

/**
 * Staff's text to a customer's number, from the Inbox's thread or the lead's page (decision 088):
 * through the outbox, counted against the number's daily cap like every message to a customer
 * (decision 075), ending with the opt-out line in `lang` (the lead's, from its page) or else the
 * language of the number's newest request. Refused for a number that said STOP, and for one that
 * never texted us and whose requests never agreed to texts.
 */
export async function replyToThread(input: { digits: string; body: string; adminEmail: string; lang?: Lang }): Promise<ReplyOutcome> {
  const to = toE164(input.digits);
  if (!to) return { ok: false, reason: "not-a-phone" };
  return getDb().transaction(async (tx) => {
    const state = await textingStateIn(tx, input.digits);
    if (state.optedOut) return { ok: false as const, reason: "opted-out" as const };
    if (!state.allowed) return { ok: false as const, reason: "no-consent" as const };
    const [lead] = input.lang
      ? [{ language: input.lang }]
      : await tx.select({ language: leads.language }).from(leads).where(eq(leads.phoneDigits, input.digits)).orderBy(desc(leads.createdAt)).limit(1);
    const t = translator(lead?.language ?? "en", "mail");
    await enqueueMail(tx, { channel: "sms", kind: "inbox-reply-sms", audience: "customer", to, subject: `Reply from ${input.adminEmail}`, text: `${input.body} ${t("stop")}` });
    const [stored] = await tx.execute<{ status: string }>(sql`select status from mail_outbox where kind = 'inbox-reply-sms' and "to" = ${to} order by id desc limit 1`).then((result) => result.rows);
    return { ok: true as const, held: stored?.status === "held" };
  });
}

/** Staff's text to a lead's phone from its page (decision 088): the thread's reply, the opt-out line in the lead's language. */
export async function textLead(input: { leadId: string; body: string; adminEmail: string }): Promise<ReplyOutcome> {
  const [lead] = await getDb().select({ digits: leads.phoneDigits, language: leads.language, erasedAt: leads.erasedAt }).from(leads).where(eq(leads.id, input.leadId));
  if (!lead?.digits || lead.erasedAt) return { ok: false, reason: "not-a-phone" };
  return replyToThread({ digits: lead.digits, body: input.body, adminEmail: input.adminEmail, lang: lead.language });
}
