import { createHash, randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { company } from "~/content/site";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { adminUsers, pendingSignIns, recoveryCodes } from "~/db/schema";
import { LIMITS } from "~/security/limits";
import { clearRateLimit, clearRateLimitsStartingWith, hitRateLimit, refundRateLimit } from "~/security/rate-limit.server";
import { normalizeEmail } from "~/utils/email";
import { signedCookie } from "~/utils/signed-cookie.server";
import { logger } from "~/utils/logger.server";
import { deviceCookieFor, trustedDeviceFor } from "./device.server";
import { openSecret, sealSecret } from "./secret-box.server";
import { startSession } from "./session.server";
import { hashToken, isWellFormedToken, newToken } from "./tokens.server";

/** Time-based one-time codes (RFC 6238): six digits, 30-second steps, one step of clock drift either way. */
const PERIOD = 30;
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** A correct password waits this long for its second factor. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;
/** Codes tried on one pending sign-in before it is dropped (the password must be entered again). */
export const PENDING_MAX_ATTEMPTS = 5;
export const PENDING_COOKIE = "admin_pending";

function totpFor(secret: string, email: string): TOTP {
  return new TOTP({ issuer: company.name, label: email, secret: Secret.fromBase32(secret), period: PERIOD });
}

/** The time step a code belongs to, if it is the secret's code now or one step either side. */
export function matchTotp(secret: string, code: string, timestamp = Date.now()): number | undefined {
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secret), period: PERIOD, timestamp, window: DRIFT_STEPS });
  return delta === null ? undefined : TOTP.counter({ period: PERIOD, timestamp }) + delta;
}

/** 'xxxxx-xxxxx' from an alphabet without look-alikes: about 50 bits each. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(`recovery:${normalizeRecoveryCode(code)}`).digest("hex");
}

export type TwoFactorStatus =
  | { state: "off" }
  | { state: "setting-up"; secret: string; uri: string }
  | { state: "on"; recoveryCodesLeft: number };

export async function twoFactorStatus(adminId: string): Promise<TwoFactorStatus> {
  const db = getDb();
  const [admin] = await db
    .select({ email: adminUsers.email, secret: adminUsers.totpSecret, pending: adminUsers.totpPendingSecret })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  if (!admin) return { state: "off" };
  if (admin.secret) {
    const [left] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.adminId, adminId), isNull(recoveryCodes.usedAt)));
    return { state: "on", recoveryCodesLeft: left?.count ?? 0 };
  }
  const pending = admin.pending ? openSecret(admin.pending, adminId) : undefined;
  if (pending?.ok) return { state: "setting-up", secret: pending.secret, uri: totpFor(pending.secret, admin.email).toString() };
  return { state: "off" };
}

/** Draws a new secret for the admin to enter in an authenticator app; it counts only once confirmed. */
export async function beginTwoFactorSetup(adminId: string): Promise<void> {
  const secret = sealSecret(new Secret({ size: 20 }).base32, adminId);
  await getDb().update(adminUsers).set({ totpPendingSecret: secret }).where(and(eq(adminUsers.id, adminId), isNull(adminUsers.totpSecret)));
}

/**
 * Turns two-factor sign-in on when `code` is the new secret's current code, and returns the
 * ten recovery codes (shown once; only their hashes are kept).
 */
export async function confirmTwoFactorSetup(adminId: string, code: string): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false }> {
  return getDb().transaction(async (tx) => {
    const [admin] = await tx
      .select({ pending: adminUsers.totpPendingSecret, secret: adminUsers.totpSecret })
      .from(adminUsers)
      .where(eq(adminUsers.id, adminId))
      .for("update");
    if (!admin?.pending || admin.secret) return { ok: false as const };
    const pending = openSecret(admin.pending, adminId);
    const step = pending.ok ? matchTotp(pending.secret, code) : undefined;
    if (!pending.ok || step === undefined) return { ok: false as const };
    await tx
      .update(adminUsers)
      .set({ totpSecret: sealSecret(pending.secret, adminId), totpPendingSecret: null, totpLastStep: step })
      .where(eq(adminUsers.id, adminId));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
    await tx.insert(recoveryCodes).values(codes.map((value) => ({ adminId, codeHash: hashRecoveryCode(value) })));
    logger.info({ adminId }, "two-factor sign-in turned on");
    return { ok: true as const, recoveryCodes: codes };
  });
}

/** Removes an admin's second factor and recovery codes (a Super Admin's reset, or `admin:create`). */
export async function removeTwoFactor(adminId: string, db: Database | Transaction = getDb()): Promise<void> {
  await db.update(adminUsers).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(adminUsers.id, adminId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
  await db.delete(pendingSignIns).where(eq(pendingSignIns.adminId, adminId));
}

const pendingCookie = signedCookie(PENDING_COOKIE, { path: "/admin", maxAge: PENDING_SIGN_IN_SECONDS });

async function readPendingToken(request: Request): Promise<string | undefined> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${PENDING_COOKIE}=`)) return undefined;
  const value: unknown = pendingCookie().parse(header);
  return typeof value === "string" && isWellFormedToken(value) ? value : undefined;
}

/**
 * After a correct password on an account with a second factor: a pending sign-in, not a session.
 * It replaces the account's pending sign-in from the same browser (its device id, or for a
 * browser without one, every other such browser's): someone with the password, elsewhere, never
 * drops the one the owner's usual browser is finishing.
 */
export async function startPendingSignIn(adminId: string, redirectTo: string, device: string | undefined): Promise<string> {
  const { token, id } = newToken();
  const db = getDb();
  const sameBrowser = device ? eq(pendingSignIns.device, device) : isNull(pendingSignIns.device);
  await db
    .delete(pendingSignIns)
    .where(or(and(eq(pendingSignIns.adminId, adminId), sameBrowser), lt(pendingSignIns.expiresAt, sql`now()`)));
  await db.insert(pendingSignIns).values({
    id,
    adminId,
    redirectTo,
    device: device ?? null,
    expiresAt: sql`now() + make_interval(secs => ${PENDING_SIGN_IN_SECONDS})`,
  });
  return pendingCookie().serialize(token);
}

/** The pending sign-in the request's cookie names, if it is still waiting. */
export async function findPendingSignIn(request: Request): Promise<{ email: string } | undefined> {
  const token = await readPendingToken(request);
  if (!token) return undefined;
  const [row] = await getDb()
    .select({ email: adminUsers.email })
    .from(pendingSignIns)
    .innerJoin(adminUsers, eq(pendingSignIns.adminId, adminUsers.id))
    .where(and(eq(pendingSignIns.id, hashToken(token)), gt(pendingSignIns.expiresAt, sql`now()`)));
  return row;
}

/**
 * The counter a code is counted on (decision 013, shaped like decision 012's): a browser that has
 * signed in to the account (a genuine device cookie for it) on its own, so that codes tried
 * anywhere else never lock it out; every other browser on the account's untrusted counter. Every
 * key starts with `second-factor:<admin id>:`, so that `admin:create` can forget them all.
 */
function secondFactorCounter(adminId: string, device: string | undefined) {
  return device
    ? { key: `second-factor:${adminId}:device:${device}`, limit: LIMITS.secondFactorDevice }
    : { key: `second-factor:${adminId}:untrusted`, limit: LIMITS.secondFactorAccount };
}

/** Forgets every second-step counter of an account (`admin:create`). */
export async function forgetSecondFactorCounters(adminId: string): Promise<void> {
  await clearRateLimitsStartingWith([`second-factor:${adminId}:`]);
}

export type SecondFactorResult =
  | { outcome: "signed-in"; cookies: string[]; redirectTo: string }
  | { outcome: "invalid" }
  | { outcome: "expired"; cookie: string }
  | { outcome: "throttled"; retryAfterSeconds: number };

/**
 * Checks the code (authenticator or recovery) of the request's pending sign-in. A code is
 * accepted once: an authenticator code only for a time step later than the last one used,
 * a recovery code only while unused. Throttled before any check, per pending sign-in, and per
 * device or for the account's untrusted browsers together (`secondFactorCounter`).
 */
export async function verifySecondFactor(input: { request: Request; code: string }): Promise<SecondFactorResult> {
  const token = await readPendingToken(input.request);
  const clear = pendingCookie().serialize("", { maxAge: 0 });
  if (!token) return { outcome: "expired", cookie: clear };
  const id = hashToken(token);
  const db = getDb();
  const [pending] = await db
    .update(pendingSignIns)
    .set({ attempts: sql`${pendingSignIns.attempts} + 1` })
    .from(adminUsers)
    .where(and(eq(pendingSignIns.id, id), gt(pendingSignIns.expiresAt, sql`now()`), eq(adminUsers.id, pendingSignIns.adminId)))
    .returning({
      adminId: pendingSignIns.adminId,
      email: adminUsers.email,
      attempts: pendingSignIns.attempts,
      redirectTo: pendingSignIns.redirectTo,
    });
  if (!pending || pending.attempts > PENDING_MAX_ATTEMPTS) {
    await db.delete(pendingSignIns).where(eq(pendingSignIns.id, id));
    return { outcome: "expired", cookie: clear };
  }
  const device = await trustedDeviceFor(input.request, normalizeEmail(pending.email));
  const counter = secondFactorCounter(pending.adminId, device);
  const limit = await hitRateLimit(counter.key, counter.limit.limit, counter.limit.windowSeconds);
  if (!limit.allowed) {
    logger.warn({ adminId: pending.adminId, trustedDevice: Boolean(device) }, "second factor refused: too many attempts");
    return { outcome: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
  }

  const accepted = await db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ email: adminUsers.email, secret: adminUsers.totpSecret })
      .from(adminUsers)
      .where(eq(adminUsers.id, pending.adminId));
    if (!admin?.secret) return undefined;
    const code = input.code.trim();
    if (/^\d{6}$/.test(code)) {
      const opened = openSecret(admin.secret, pending.adminId);
      if (!opened.ok) {
        logger.error({ adminId: pending.adminId }, "authenticator secret sealed under an unknown key: set TOTP_KEY_PREVIOUS, or reset the admin's two-factor sign-in");
        return undefined;
      }
      const step = matchTotp(opened.secret, code);
      if (step === undefined) return undefined;
      const [used] = await tx
        .update(adminUsers)
        .set({ totpLastStep: step, ...(opened.current ? {} : { totpSecret: sealSecret(opened.secret, pending.adminId) }) })
        .where(and(eq(adminUsers.id, pending.adminId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
        .returning({ id: adminUsers.id });
      return used ? admin.email : undefined;
    }
    const [used] = await tx
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(recoveryCodes.adminId, pending.adminId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    if (used) logger.info({ adminId: pending.adminId }, "recovery code used");
    return used ? admin.email : undefined;
  });
  if (!accepted) {
    logger.info({ adminId: pending.adminId }, "second factor refused");
    return { outcome: "invalid" };
  }

  const session = await db.transaction(async (tx) => {
    await tx.delete(pendingSignIns).where(eq(pendingSignIns.id, id));
    return startSession(pending.adminId, input.request, tx);
  });
  // Like the first step: a device's failures are forgotten, the untrusted count only takes its hit back.
  await (device ? clearRateLimit(counter.key) : refundRateLimit(counter.key, counter.limit.windowSeconds));
  logger.info({ adminId: pending.adminId }, "signed in with a second factor");
  return {
    outcome: "signed-in",
    cookies: [session, clear, await deviceCookieFor(input.request, normalizeEmail(accepted))],
    redirectTo: pending.redirectTo,
  };
}
