import { createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { adminUsers, rateLimits } from "~/db/schema";
import { clientFingerprint, hitRateLimit, rateLimitReached } from "~/security/rate-limit.server";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { dummyHash, verifyPassword } from "./password.server";
import { startSession } from "./session.server";

/** Failed sign-ins are counted per account and per client in 15-minute windows. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Failures allowed for one e-mail address (existing or not) before it is locked for the window. */
export const ACCOUNT_MAX_FAILURES = 5;
/** Failures allowed from one client, across addresses. */
export const CLIENT_MAX_FAILURES = 20;
/** From this many failures on, each further answer is delayed a little more. */
const SLOW_DOWN_AFTER = 3;

export type SignInResult =
  | { ok: true; cookie: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A keyed hash of the address: failures are counted per account without storing addresses that may not exist. */
function accountKey(email: string): string {
  const digest = createHmac("sha256", env().SESSION_SECRET).update(`account:${normalizeEmail(email)}`).digest("base64url");
  return `sign-in:account:${digest.slice(0, 22)}`;
}

function clientKey(clientIp: string): string {
  return `sign-in:client:${clientFingerprint(clientIp)}`;
}

const currentWindow = sql`to_timestamp(floor(extract(epoch from now()) / ${SIGN_IN_WINDOW_SECONDS}) * ${SIGN_IN_WINDOW_SECONDS})`;

/** Failures counted so far in the current window, without counting one more. */
async function failuresSoFar(key: string): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await getDb()
    .select({
      count: rateLimits.count,
      retryAfterSeconds: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${SIGN_IN_WINDOW_SECONDS}) - now())))::int`,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, currentWindow)));
  return row ?? { count: 0, retryAfterSeconds: 0 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks an e-mail and password. Whether the address exists changes neither the answer nor
 * its timing: unknown addresses are hashed against a dummy and locked after as many failures.
 * A deactivated account with the right password is signed in and meets Access Denied.
 */
export async function signIn(input: { email: string; password: string; clientIp: string; request: Request }): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const keys = { account: accountKey(email), client: clientKey(input.clientIp) };
  const db = getDb();
  const [account] = await db
    .select({
      id: adminUsers.id,
      passwordHash: adminUsers.passwordHash,
      lockSeconds: sql<number | null>`ceil(extract(epoch from (${adminUsers.lockedUntil} - now())))::int`,
    })
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.email})`, email));

  const [client, perAccount] = await Promise.all([failuresSoFar(keys.client), failuresSoFar(keys.account)]);
  const wait = Math.max(
    client.count >= CLIENT_MAX_FAILURES ? client.retryAfterSeconds : 0,
    perAccount.count >= ACCOUNT_MAX_FAILURES ? perAccount.retryAfterSeconds : 0,
    account?.lockSeconds && account.lockSeconds > 0 ? account.lockSeconds : 0,
  );
  if (wait > 0) {
    await dummyHash(input.password);
    logger.warn({ adminId: account?.id }, "sign-in refused: too many failures");
    return { ok: false, reason: "locked", retryAfterSeconds: wait };
  }

  const valid = await verifyPassword(input.password, account?.passwordHash);
  if (!account || !valid) {
    const [, accountHit] = await Promise.all([
      hitRateLimit(keys.client, CLIENT_MAX_FAILURES, SIGN_IN_WINDOW_SECONDS),
      hitRateLimit(keys.account, ACCOUNT_MAX_FAILURES, SIGN_IN_WINDOW_SECONDS),
    ]);
    if (account) {
      const lock = accountHit.count >= ACCOUNT_MAX_FAILURES;
      await db
        .update(adminUsers)
        .set({
          failedLogins: sql`${adminUsers.failedLogins} + 1`,
          ...(lock ? { lockedUntil: sql`now() + make_interval(secs => ${accountHit.retryAfterSeconds})` } : {}),
        })
        .where(eq(adminUsers.id, account.id));
    }
    logger.info({ adminId: account?.id, failures: accountHit.count }, "sign-in failed");
    if (accountHit.count >= SLOW_DOWN_AFTER) await sleep(Math.min(2_000, 400 * (accountHit.count - SLOW_DOWN_AFTER + 1)));
    return { ok: false, reason: "invalid" };
  }

  const cookie = await db.transaction(async (tx) => {
    await clearSignInFailures(account.id, email, tx);
    return startSession(account.id, input.request, tx);
  });
  logger.info({ adminId: account.id }, "signed in");
  return { ok: true, cookie };
}

/**
 * Seconds this client must wait before trying again (0 when it may try): checked before the
 * sign-in form is read, so a client past its failures costs one query and no parsing.
 */
export async function clientSignInWait(clientIp: string): Promise<number> {
  const verdict = await rateLimitReached(clientKey(clientIp), CLIENT_MAX_FAILURES, SIGN_IN_WINDOW_SECONDS);
  return verdict.allowed ? 0 : verdict.retryAfterSeconds;
}

/** Forgets an account's failures and lock (after a successful sign-in or a new password). */
export async function clearSignInFailures(adminId: string, email: string, db: Database | Transaction = getDb()) {
  await db.update(adminUsers).set({ failedLogins: 0, lockedUntil: null }).where(eq(adminUsers.id, adminId));
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(email)));
}

/** 'Too many sign-in attempts. Please try again in N minutes.' */
export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
