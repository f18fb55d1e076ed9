import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { mailOutbox, type MailAttachment, type OutboxChannel, type OutboxStatus } from "~/db/schema";
import { env } from "~/utils/env.server";
import { logger, runOutsideRequest } from "~/utils/logger.server";
import { phoneDigits } from "~/utils/phone";
import { addressesOverCap } from "./recipient-limit.server";
import { textingResumesAt } from "./quiet-hours";
import { OPTED_OUT_ERROR, SmsRefusedError, sendSms } from "./sms.server";
import { recordSentText } from "./text-log.server";
import { markOptedOut, optedOutDigits } from "./text-opt-outs.server";
import { prepareDelivery } from "./transport.server";

export type QueuedMail = {
  kind: string;
  /**
   * 'customer': an address a visitor may have typed, counted against its daily cap (decision 075);
   * 'staff': the office's address or an admin's own account.
   */
  audience: "customer" | "staff";
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** 'email' unless said otherwise; an 'sms' goes to a phone number in E.164 and sends only `text`. */
  channel?: OutboxChannel;
  /** One message per key, ever: queueing the same key again does nothing (a double click, a retried request). */
  idempotencyKey?: string;
};

export const MAX_ATTEMPTS = 8;

/** Kinds sent before any other queued mail: a new lead's staff alert never waits behind a backlog. */
export const URGENT_KINDS = ["lead-new-staff", "lead-no-contact-staff", "quote-answer-staff"] as const;

/** Messages claimed per round trip to the database. */
export const BATCH_SIZE = 100;

/**
 * How long after an enqueue the worker is nudged: the insert is usually inside a transaction,
 * and a pass that ran before its commit would not see the row (then the next nudge or the
 * 15-second timer sends it).
 */
const NUDGE_DELAY_MS = 25;

/**
 * A message as the outbox stores it: 'pending' until sent, or 'held', never sent, when it is a
 * customer's and its recipient is over the daily cap (decision 075), or 'opted-out', never sent,
 * when it is a text to a number that said STOP (decision 088). Only `outboxMail` makes one.
 */
export type OutboxMail = Omit<QueuedMail, "audience"> & { status: Extract<OutboxStatus, "pending" | "held" | "opted-out"> };

/** The address a customer's message counts against (a text's number as `sms:+1…`); none for the staff's. */
export function capAddress(message: Pick<QueuedMail, "audience" | "channel" | "to">): string | undefined {
  if (message.audience !== "customer") return undefined;
  return message.channel === "sms" ? `sms:${message.to}` : message.to;
}

/** The message to store, held when it is a customer's to an address in `over` (from `addressesOverCap`). */
export function outboxMail({ audience, ...message }: QueuedMail, over: ReadonlySet<string>): OutboxMail {
  const address = capAddress({ audience, ...message });
  return { ...message, status: address && over.has(address) ? "held" : "pending" };
}

/**
 * Queues a message. Pass the transaction that writes what it is about, so that both are stored
 * together or not at all; the worker sends it right after. A customer's message is counted
 * against its recipient's daily cap in that transaction, and over it stored held: kept, never
 * sent (decision 075). False when its idempotency key was queued before (then nothing counts).
 */
export async function enqueueMail(db: Database | Transaction, message: QueuedMail): Promise<boolean> {
  // A text to a number that said STOP is kept as 'opted-out', never sent, and counts against nothing.
  if (message.channel === "sms" && (await optedOutDigits(db, [message.to])).size > 0) {
    const { audience: _audience, ...stored } = message;
    const inserted = await queueMailQuery(db, [{ ...stored, status: "opted-out" }]).returning({ id: mailOutbox.id });
    logger.info({ kind: message.kind }, "text not queued: its number has opted out");
    return inserted.length > 0;
  }
  const address = capAddress(message);
  if (address && message.idempotencyKey && (await isQueued(db, message.idempotencyKey))) return false;
  const stored = outboxMail(message, address ? await addressesOverCap([address], db) : new Set());
  if (stored.status === "held") logger.warn({ kind: stored.kind }, "customer message held: its recipient's daily limit is reached");
  const inserted = await queueMailQuery(db, [stored]).returning({ id: mailOutbox.id });
  nudgeMailWorker();
  return inserted.length > 0;
}

/** Whether a message with this idempotency key is in the outbox already. */
async function isQueued(db: Database | Transaction, idempotencyKey: string): Promise<boolean> {
  const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.idempotencyKey, idempotencyKey));
  return row !== undefined;
}

/**
 * The INSERT that queues `messages` (each counted against its cap by `outboxMail`), for a caller
 * that writes them within a larger statement (a data-modifying CTE) and calls `nudgeMailWorker()`
 * once it has run.
 */
export function queueMailQuery(db: Database | Transaction, messages: OutboxMail[]) {
  return db.insert(mailOutbox).values(messages).onConflictDoNothing({ target: mailOutbox.idempotencyKey });
}

/** Tells the worker that mail was queued: it looks NUDGE_DELAY_MS later. */
export function nudgeMailWorker(): void {
  setTimeout(() => void kickMailWorker(), NUDGE_DELAY_MS).unref();
}

/** Seconds to wait before attempt n+1: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

/**
 * Sends one batch of due messages: staff alerts first, then the oldest. Rows are claimed with
 * SKIP LOCKED and a lease, so several app servers can run this at once without sending a
 * message twice; the sent ones are marked in one statement.
 */
export async function processOutbox(limit = BATCH_SIZE, now: Date = new Date()): Promise<{ claimed: number; sent: number; failed: number }> {
  const db = getDb();
  // One statement: the due rows, locked as they are read (SKIP LOCKED), then leased.
  const due = db.$with("due").as(
    db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < now())`,
        ),
      )
      .orderBy(sql`${mailOutbox.kind} in (${sql.join(URGENT_KINDS.map((kind) => sql`${kind}`), sql`, `)}) desc`, asc(mailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true }),
  );
  const claimed = await db
    .with(due)
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + interval '2 minutes'` })
    .where(inArray(mailOutbox.id, db.select({ id: due.id }).from(due)))
    .returning();
  // `returning` gives no order: send in the order they were claimed.
  const rank = (kind: string) => ((URGENT_KINDS as readonly string[]).includes(kind) ? 0 : 1);
  claimed.sort((a, b) => rank(a.kind) - rank(b.kind) || a.id - b.id);

  const claimedCount = claimed.length;
  // Texts to a number that said STOP since they were queued are never sent (decision 088).
  const texts = claimed.filter((message) => message.channel === "sms");
  const stopped = texts.length > 0 ? await optedOutDigits(db, texts.map((message) => message.to)) : new Set<string>();
  if (stopped.size > 0) {
    const skipped = texts.filter((message) => stopped.has(phoneDigits(message.to))).map((message) => message.id);
    await db.update(mailOutbox).set({ status: "opted-out", lockedUntil: null }).where(inArray(mailOutbox.id, skipped));
    logger.info({ count: skipped.length }, "queued texts skipped: their numbers have opted out");
    const skip = new Set(skipped);
    claimed.splice(0, claimed.length, ...claimed.filter((message) => !skip.has(message.id)));
  }
  // Quiet hours: a text due between 9 pm and 8 am (Los Angeles) waits for the morning, unsent (decision 088).
  const resumesAt = env().TEXT_QUIET_HOURS === "on" ? textingResumesAt(now) : undefined;
  if (resumesAt && claimed.some((message) => message.channel === "sms")) {
    const waiting = claimed.filter((message) => message.channel === "sms").map((message) => message.id);
    await db.update(mailOutbox).set({ nextAttemptAt: resumesAt, lockedUntil: null }).where(inArray(mailOutbox.id, waiting));
    claimed.splice(0, claimed.length, ...claimed.filter((message) => message.channel !== "sms"));
  }

  const sentIds: number[] = [];
  let failed = 0;
  // One mark at a time, each for every message sent since the last one began: sending goes on
  // while a mark is on its way (a mark per staff alert, awaited, held a burst's drain to one
  // database round trip and commit per e-mail). A mark that fails fails the ones after it, and
  // the last one, awaited at the end, reports it; their messages stay leased and are sent again.
  let marking: Promise<void> = Promise.resolve();
  const markSent = () => {
    marking = marking.then(async () => {
      if (sentIds.length === 0) return;
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: null, lastError: null })
        .where(inArray(mailOutbox.id, sentIds.splice(0)));
    });
    return marking;
  };
  let sent = 0;
  const sends = claimed.map((message) => (message.channel === "sms" ? () => sendText(message) : prepareDelivery(message, message.id)));
  for (const [index, message] of claimed.entries()) {
    try {
      await sends[index]!();
      sentIds.push(message.id);
      sent += 1;
      // The staff alerts are marked as soon as they are out (without waiting); the rest once per batch.
      if (rank(message.kind) === 0) markSent().catch(() => undefined);
    } catch (error) {
      failed += 1;
      const attempts = message.attempts + 1;
      // Twilio's 21610: the number opted out. Marked so, and never tried again (decision 088).
      const optedOut = message.channel === "sms" && error instanceof SmsRefusedError && error.code === OPTED_OUT_ERROR;
      if (optedOut) await markOptedOut(db, message.to, "carrier-21610");
      const giveUp = optedOut || attempts >= MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({
          attempts,
          status: giveUp ? "failed" : "pending",
          lastError: reason.slice(0, 1000),
          lockedUntil: null,
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
        })
        .where(eq(mailOutbox.id, message.id));
      (giveUp ? logger.error : logger.warn).call(
        logger,
        { mailId: message.id, kind: message.kind, attempts, err: reason },
        giveUp ? "e-mail failed for good" : "e-mail failed; will retry",
      );
    }
  }
  await markSent();
  return { claimed: claimedCount, sent, failed };
}

/** Sends a text and writes it into the texts' log (a failure to log is logged, never a reason to send it again). */
async function sendText(message: { id: number; to: string; text: string }): Promise<void> {
  const { sid } = await sendSms(message, message.id);
  await recordSentText(getDb(), { to: message.to, body: message.text, sid, status: sid ? "queued" : "sent" }).catch((error: unknown) =>
    logger.warn({ mailId: message.id, err: error instanceof Error ? error.message : String(error) }, "sent text not logged"),
  );
}

/** Sends batches until none is full: a burst drains in one pass, not 20 e-mails per timer tick. */
export async function drainOutbox(): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const batch = await processOutbox();
    sent += batch.sent;
    failed += batch.failed;
    if (batch.claimed < BATCH_SIZE) return { sent, failed };
  }
}

let running: Promise<unknown> | undefined;
let kickedAgain = false;
let timer: NodeJS.Timeout | undefined;

/**
 * Drains the outbox unless a pass is already running; a kick during a pass makes it go round
 * once more, so that mail queued meanwhile is not left for the timer. Never throws.
 */
export function kickMailWorker(): Promise<unknown> {
  if (!timer) return Promise.resolve();
  if (running) {
    kickedAgain = true;
    return running;
  }
  // A pass sends every request's mail: its log lines belong to no single request.
  running = runOutsideRequest(async () => {
    do {
      kickedAgain = false;
      await drainOutbox();
    } while (kickedAgain && timer);
  })
    .catch((error) => logger.warn({ err: error }, "mail worker pass failed"))
    .finally(() => {
      running = undefined;
    });
  return running;
}

export function startMailWorker(intervalMs = 15_000): () => Promise<void> {
  timer = setInterval(() => void kickMailWorker(), intervalMs);
  timer.unref();
  void kickMailWorker();
  return async () => {
    clearInterval(timer);
    timer = undefined;
    await running;
  };
}
