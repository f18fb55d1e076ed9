import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { mailOutbox, type MailAttachment, type OutboxChannel } from "~/db/schema";
import { logger, runOutsideRequest } from "~/utils/logger.server";
import { sendSms } from "./sms.server";
import { deliver } from "./transport.server";

export type QueuedMail = {
  kind: string;
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

/**
 * Queues an e-mail. Pass the transaction that writes what the e-mail is about, so that
 * both are stored together or not at all; the worker sends it right after.
 */
export async function enqueueMail(db: Database | Transaction, message: QueuedMail): Promise<boolean> {
  const inserted = await db
    .insert(mailOutbox)
    .values(message)
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey })
    .returning({ id: mailOutbox.id });
  setImmediate(() => void kickMailWorker());
  return inserted.length > 0;
}

/** Seconds to wait before attempt n+1: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

/**
 * Sends the due messages. Rows are claimed with SKIP LOCKED and a lease, so several
 * app servers can run this at once without sending a message twice.
 */
export async function processOutbox(limit = 20): Promise<{ sent: number; failed: number }> {
  const db = getDb();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < now())`,
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + interval '2 minutes'` })
      .where(inArray(mailOutbox.id, due.map((row) => row.id)))
      .returning();
  });

  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      if (message.channel === "sms") await sendSms(message, message.id);
      else await deliver(message, message.id);
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, attempts: message.attempts + 1, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, message.id));
      sent += 1;
    } catch (error) {
      failed += 1;
      const attempts = message.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
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
  return { sent, failed };
}

let running: Promise<unknown> | undefined;
let timer: NodeJS.Timeout | undefined;

/** Runs one pass of the worker unless one is already running. Never throws. */
export function kickMailWorker(): Promise<unknown> {
  if (!timer) return Promise.resolve();
  // A pass sends every request's mail: its log lines belong to no single request.
  running ??= runOutsideRequest(processOutbox)
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
