import { eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { LIMITS, type Limit } from "~/security/limits";
import {
  accountFingerprint,
  clearRateLimit,
  clearRateLimitsStartingWith,
  clientFingerprint,
  hitRateLimit,
  rateLimitReached,
  refundRateLimit,
} from "~/security/rate-limit.server";
import { normalizeEmail } from "~/utils/email";
import { logger } from "~/utils/logger.server";
import { deviceCookieFor, hasDeviceCookie, trustedDeviceFor } from "./device.server";
import { verifyPassword } from "./password.server";
import { startSession } from "./session.server";
import { forgetSecondFactorCounters, startPendingSignIn } from "./two-factor.server";

/*
 * Sign-in throttling (decision 012). Every attempt is counted before the password is checked;
 * an attempt over any limit is refused without hashing. A browser holding a device cookie for
 * the account is counted on its own (`LIMITS.signInDevice`); every other attempt counts per
 * client, per account-and-client pair, and for the account from untrusted clients as a whole.
 * Every key of an account's counters starts with the account's hash, so that `admin:create`
 * can forget them all.
 */

export type SignInResult =
  | { outcome: "signed-in"; cookies: string[] }
  | { outcome: "second-factor"; cookie: string }
  | { outcome: "invalid" }
  | { outcome: "throttled"; retryAfterSeconds: number };

function clientCounterKey(clientIp: string): string {
  return `sign-in:client:${clientFingerprint(clientIp)}`;
}

type Counter = { key: string; limit: Limit; onSuccess: "clear" | "refund" };

function countersFor(email: string, clientIp: string, device: string | undefined): Counter[] {
  const account = accountFingerprint(email);
  if (device) return [{ key: `sign-in:device:${account}:${device}`, limit: LIMITS.signInDevice, onSuccess: "clear" }];
  return [
    { key: clientCounterKey(clientIp), limit: LIMITS.signInClient, onSuccess: "refund" },
    { key: `sign-in:pair:${account}:${clientFingerprint(clientIp)}`, limit: LIMITS.signInPair, onSuccess: "clear" },
    { key: `sign-in:account:${account}`, limit: LIMITS.signInAccount, onSuccess: "refund" },
  ];
}

/**
 * Checks an e-mail and password. Whether the address exists changes neither the answer nor
 * its timing: unknown addresses are hashed against a dummy and counted the same way. A correct
 * password starts a session, or a pending sign-in when the account has a second factor. A
 * deactivated account with the right password is signed in and meets the gate.
 */
export async function signIn(input: {
  email: string;
  password: string;
  clientIp: string;
  request: Request;
  redirectTo: string;
}): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const device = await trustedDeviceFor(input.request, email);
  const counters = countersFor(email, input.clientIp, device);
  const hits = await Promise.all(counters.map((counter) => hitRateLimit(counter.key, counter.limit.limit, counter.limit.windowSeconds)));
  const refused = hits.filter((hit) => !hit.allowed);
  if (refused.length > 0) {
    logger.warn({ trustedDevice: Boolean(device) }, "sign-in refused: too many attempts");
    return { outcome: "throttled", retryAfterSeconds: Math.max(...refused.map((hit) => hit.retryAfterSeconds)) };
  }

  const [account] = await getDb()
    .select({ id: adminUsers.id, passwordHash: adminUsers.passwordHash, hasSecondFactor: sql<boolean>`${adminUsers.totpSecret} is not null` })
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.email})`, email));
  const valid = await verifyPassword(input.password, account?.passwordHash);
  if (!account || !valid) {
    logger.info({ adminId: account?.id, trustedDevice: Boolean(device) }, "sign-in failed");
    return { outcome: "invalid" };
  }

  await Promise.all(
    counters.map((counter) =>
      counter.onSuccess === "clear" ? clearRateLimit(counter.key) : refundRateLimit(counter.key, counter.limit.windowSeconds),
    ),
  );
  if (account.hasSecondFactor) {
    logger.info({ adminId: account.id }, "password accepted, waiting for the second factor");
    return { outcome: "second-factor", cookie: await startPendingSignIn(account.id, input.redirectTo, device) };
  }
  const session = await startSession(account.id, input.request);
  logger.info({ adminId: account.id }, "signed in");
  return { outcome: "signed-in", cookies: [session, await deviceCookieFor(input.request, email)] };
}

/**
 * Seconds this client must wait before trying again (0 when it may try): checked before the
 * sign-in form is read, so a client past its limit costs one query and no parsing. A request
 * with a device cookie is let through to the full check, which counts that browser on its own.
 */
export async function clientSignInWait(request: Request, clientIp: string): Promise<number> {
  if (hasDeviceCookie(request)) return 0;
  const verdict = await rateLimitReached(clientCounterKey(clientIp), LIMITS.signInClient.limit, LIMITS.signInClient.windowSeconds);
  return verdict.allowed ? 0 : verdict.retryAfterSeconds;
}

/** Forgets the untrusted-client count of an account (after a new password). */
export async function clearSignInFailures(email: string): Promise<void> {
  await clearRateLimit(`sign-in:account:${accountFingerprint(normalizeEmail(email))}`);
}

/**
 * Forgets every sign-in counter of an account (untrusted clients, each client's pair, each
 * device) and, when it exists, every second-step counter: `admin:create`, the way back in.
 */
export async function forgetSignInCounters(email: string, adminId?: string): Promise<void> {
  const account = accountFingerprint(normalizeEmail(email));
  await Promise.all([
    clearRateLimitsStartingWith([`sign-in:account:${account}`, `sign-in:pair:${account}:`, `sign-in:device:${account}:`]),
    adminId ? forgetSecondFactorCounters(adminId) : undefined,
  ]);
}

/** 'Too many sign-in attempts. Please try again in N minutes.' */
export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
