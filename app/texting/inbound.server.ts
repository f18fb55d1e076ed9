import { and, desc, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import { z } from "~/utils/zod";
import type { Lang } from "~/content/i18n/languages";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { combineWrites } from "~/db/combine-writes.server";
import { leads, mailOutbox, textMessages, type TextQuestion } from "~/db/schema";
import { nudgeMailWorker, outboxMail, queueMailQuery } from "~/mail/outbox.server";
import { toE164 } from "~/mail/sms.server";
import { isOptedOut, markOptedOut, restartTexts } from "~/mail/text-opt-outs.server";
import { hitRateLimitsIn, rateLimitsReached } from "~/security/rate-limit.server";
import { phoneDigits } from "~/utils/phone";
import { keywordOf } from "./keywords";
import { newLeadTextAlert, newLeadTextLimit } from "./staff-alert.server";
import { CANCEL_ANSWER_MINUTES, KEYWORD_REPLIES } from "./words";

/** The longest text stored: Twilio joins a long text's parts up to 1,600 characters. */
export const MAX_TEXT_LENGTH = 1600;

/** Twilio's inbound-message fields this site reads (the post carries more, all signed). */
export const inboundTextSchema = z.object({
  From: z.string().trim().min(1).max(40),
  To: z.string().trim().max(40).optional(),
  Body: z.string().max(64 * 1024).default(""),
  MessageSid: z.string().regex(/^[A-Z]{2}[0-9a-fA-F]{32}$/),
});
export type InboundText = z.infer<typeof inboundTextSchema>;

/** NUL (PostgreSQL refuses it in text) is dropped; every other character is kept as text, to be escaped wherever shown. */
export function storedBody(body: string): string {
  return body.replaceAll("\u0000", "").slice(0, MAX_TEXT_LENGTH);
}

/** Whether the text was new (not a replay), the answer to send back, the request it was tied to, and its row. */
export type InboundOutcome = { stored: boolean; reply?: string; leadId?: string | null; id?: number };

/** How long a bot's question stays the one a "yes" answers at all (after CANCEL_ANSWER_MINUTES, it is told it expired). */
const QUESTION_HOURS = 24;

export type OpenQuestion = { asks: TextQuestion; leadId: string; expired: boolean };

/**
 * The bot's question the customer's text (row `textId`) answers (decision 088): the newest answer
 * that asked one, within a day, with no other text from the customer between (a text of ours
 * between, a reminder, changes nothing). `expired` once
 * CANCEL_ANSWER_MINUTES have passed.
 */
export async function openQuestion(db: Database | Transaction, digits: string, textId: number, now: Date = new Date()): Promise<OpenQuestion | undefined> {
  const since = new Date(now.getTime() - QUESTION_HOURS * 3_600_000);
  const [asked] = await db
    .select({ id: textMessages.id, asks: textMessages.asks, leadId: textMessages.leadId, at: textMessages.createdAt })
    .from(textMessages)
    .where(and(eq(textMessages.phoneDigits, digits), eq(textMessages.direction, "out"), isNotNull(textMessages.asks), lt(textMessages.id, textId), gt(textMessages.createdAt, since)))
    .orderBy(desc(textMessages.id))
    .limit(1);
  if (!asked?.asks || !asked.leadId) return undefined;
  const [between] = await db
    .select({ id: textMessages.id })
    .from(textMessages)
    .where(and(eq(textMessages.phoneDigits, digits), eq(textMessages.direction, "in"), gt(textMessages.id, asked.id), lt(textMessages.id, textId)))
    .limit(1);
  if (between) return undefined;
  return { asks: asked.asks, leadId: asked.leadId, expired: now.getTime() - asked.at.getTime() > CANCEL_ANSWER_MINUTES * 60_000 };
}

/**
 * Receives one text (decision 088), in one transaction: stored once per MessageSid (a replay adds
 * nothing and answers nothing), tied to the newest request of its number; STOP and its synonyms
 * opt the number out at once (queued texts to it are marked and never sent), START restarts it,
 * HELP is answered with the company's name and phone. The reply, when there is one, goes back in
 * Twilio's answer (TwiML), and is written into the thread.
 */
export async function receiveText(text: InboundText, now: Date = new Date()): Promise<InboundOutcome> {
  const digits = phoneDigits(text.From);
  const body = storedBody(text.Body);
  if (!keywordOf(body)) return storeTogether({ digits, body, sid: text.MessageSid });
  return getDb().transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, language: leads.language })
      .from(leads)
      .where(eq(leads.phoneDigits, digits))
      .orderBy(sql`${leads.createdAt} desc`)
      .limit(1);
    const inserted = await tx
      .insert(textMessages)
      .values({ direction: "in", phoneDigits: digits, body, providerSid: text.MessageSid, status: "received", leadId: lead?.id ?? null })
      .onConflictDoNothing({ target: textMessages.providerSid })
      .returning({ id: textMessages.id });
    if (inserted.length === 0) return { stored: false };
    const id = inserted[0]!.id;

    const keyword = keywordOf(body);
    if (!keyword) return { stored: true, id };
    // YES from a number that is not opted out, right after the bot asked "cancel your visit?", answers that question (the bot's).
    if (keyword.yes && !(await isOptedOut(tx, digits)) && (await openQuestion(tx, digits, id, now))) return { stored: true, leadId: lead?.id ?? null, id };
    if (keyword.kind === "stop") {
      await markOptedOut(tx, digits, "keyword");
      const e164 = toE164(digits);
      if (e164) {
        await tx
          .update(mailOutbox)
          .set({ status: "opted-out", lockedUntil: null })
          .where(and(eq(mailOutbox.channel, "sms"), eq(mailOutbox.status, "pending"), eq(mailOutbox.to, e164)));
      }
    } else if (keyword.kind === "start") {
      await restartTexts(tx, digits);
    }
    const lang: Lang = keyword.lang ?? lead?.language ?? "en";
    const reply = KEYWORD_REPLIES[lang][keyword.kind];
    await tx.insert(textMessages).values({ direction: "out", phoneDigits: digits, body: reply, status: "sent", leadId: lead?.id ?? null, readAt: sql`now()` });
    return { stored: true, reply };
  });
}

type PlainText = { digits: string; body: string; sid: string };

/**
 * The texts that are no keyword, stored together (decision 042): a burst of a thousand costs a
 * few statements, not a thousand transactions waiting for the pool. Each row gets the newest
 * request of its number; a MessageSid seen before (or twice in the batch) is stored once. A new
 * text from a number no request has (a "New lead from text") is e-mailed to the office in the
 * same transaction, once an hour per number at most.
 */
const storeTogether = combineWrites(
  (batch: PlainText[]): Promise<InboundOutcome[]> =>
    getDb().transaction(async (tx) => {
      const inserted = await tx
        .insert(textMessages)
        .values(
          batch.map((text) => ({
            direction: "in" as const,
            phoneDigits: text.digits,
            body: text.body,
            providerSid: text.sid,
            status: "received" as const,
            leadId: sql`(select id from leads where phone_digits = ${text.digits} order by created_at desc limit 1)`,
          })),
        )
        .onConflictDoNothing({ target: textMessages.providerSid })
        .returning({ id: textMessages.id, sid: textMessages.providerSid, leadId: textMessages.leadId });
      const fresh = new Map(inserted.map((row) => [row.sid, row]));
      await alertNewLeadTexts(tx, batch.filter((text) => fresh.get(text.sid)?.leadId === null));
      return batch.map((text) => {
        const row = fresh.get(text.sid);
        if (!row) return { stored: false };
        fresh.delete(text.sid);
        return { stored: true, leadId: row.leadId, id: row.id };
      });
    }),
  { maxSize: 200, maxInFlight: 2 },
);

/** The office's e-mails about new texts from numbers no request has: the first of each number, within its hourly limit; a statement to read the counters, one to count, one for the mail. */
async function alertNewLeadTexts(tx: Transaction, texts: PlainText[]): Promise<void> {
  const firstOf = new Map<string, PlainText>();
  for (const text of texts) if (!firstOf.has(text.digits)) firstOf.set(text.digits, text);
  const first = [...firstOf.values()];
  if (first.length === 0) return;
  // Counted only when there is room: the texts in between do not put the next e-mail off.
  const room = await rateLimitsReached(first.map((text) => newLeadTextLimit(text.digits)), tx);
  const open = first.filter((_, index) => room[index]!.allowed);
  const verdicts = await hitRateLimitsIn(tx, open.map((text) => newLeadTextLimit(text.digits)));
  const alerts = open.filter((_, index) => verdicts[index]!.allowed).map((text) => outboxMail(newLeadTextAlert(text.digits, text.body), new Set()));
  if (alerts.length === 0) return;
  await queueMailQuery(tx, alerts);
  nudgeMailWorker();
}

/** Writes an answer given in Twilio's reply (TwiML) into the thread: it has no MessageSid of its own. */
export async function logReply(db: Database | Transaction, text: { digits: string; body: string; leadId: string | null; asks?: TextQuestion }): Promise<void> {
  await db
    .insert(textMessages)
    .values({ direction: "out", phoneDigits: text.digits, body: text.body, status: "sent", leadId: text.leadId, asks: text.asks ?? null, readAt: sql`now()` });
}
