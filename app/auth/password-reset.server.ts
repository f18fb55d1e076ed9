import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { company } from "~/content/site";
import { getDb } from "~/db/client.server";
import { adminUsers, authTokens } from "~/db/schema";
import { enqueueMail, kickMailWorker } from "~/mail/outbox.server";
import { LIMITS } from "~/security/limits";
import { accountFingerprint, clientFingerprint, hitRateLimit, rateLimitReached } from "~/security/rate-limit.server";
import { siteUrl } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { normalizeEmail } from "~/utils/email";
import { clearSignInFailures } from "./login.server";
import { hashPassword } from "./password.server";
import { endAllSessions } from "./session.server";
import { hashToken, isWellFormedToken, newToken } from "./tokens.server";

export const RESET_TTL_SECONDS = 60 * 60;
/** The same answer whatever happened, so that it tells nobody which addresses have accounts. */
export const RESET_REQUESTED_MESSAGE = "If an account exists for that address, we've sent a reset link.";

function resetMail(to: string, token: string) {
  const link = siteUrl(`/admin/reset-password/${token}`);
  return {
    kind: "admin-password-reset",
    audience: "staff" as const,
    to,
    subject: `Reset your ${company.name} admin password`,
    text: [
      "Hello,",
      "",
      "Someone asked to reset the password of your admin account. Choose a new one here",
      "(the link works once and expires in one hour):",
      link,
      "",
      "If it wasn't you, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

function resetClientKey(clientIp: string): string {
  return `reset:client:${clientFingerprint(clientIp)}`;
}

/** Whether this client has used up its reset requests: checked before the form is read. */
export async function resetRequestsExhausted(clientIp: string): Promise<boolean> {
  return !(await rateLimitReached(resetClientKey(clientIp), LIMITS.resetClient.limit, LIMITS.resetClient.windowSeconds)).allowed;
}

/**
 * Takes a request for a reset link. The answer does the same work for every address (two
 * counter writes), so its timing tells nothing; looking the account up and queueing the
 * e-mail happen after it, in `followUp`. Unknown addresses, and requests beyond the limits
 * (5 an hour per client, 3 per address), get no e-mail.
 */
export async function requestPasswordReset(input: { email: string; clientIp: string }): Promise<{ followUp: Promise<void> }> {
  const email = normalizeEmail(input.email);
  const [client, address] = await Promise.all([
    hitRateLimit(resetClientKey(input.clientIp), LIMITS.resetClient.limit, LIMITS.resetClient.windowSeconds),
    hitRateLimit(`reset:account:${accountFingerprint(email)}`, LIMITS.resetAccount.limit, LIMITS.resetAccount.windowSeconds),
  ]);
  if (!client.allowed || !address.allowed) {
    logger.warn("password reset request over the limit: ignored");
    return { followUp: Promise.resolve() };
  }
  const followUp = new Promise<void>((resolve) => {
    setImmediate(() => {
      sendResetLink(email)
        .catch((error: unknown) => logger.error({ err: error }, "queueing a password reset e-mail failed"))
        .finally(resolve);
    });
  });
  return { followUp };
}

async function sendResetLink(email: string): Promise<void> {
  const sent = await getDb().transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: adminUsers.id, email: adminUsers.email })
      .from(adminUsers)
      .where(and(eq(sql`lower(${adminUsers.email})`, email), eq(adminUsers.isActive, true), isNotNull(adminUsers.passwordHash)));
    if (!admin) return false;
    await tx.delete(authTokens).where(and(eq(authTokens.adminId, admin.id), eq(authTokens.purpose, "reset")));
    const { token, id } = newToken();
    await tx.insert(authTokens).values({
      id,
      adminId: admin.id,
      purpose: "reset",
      expiresAt: sql`now() + make_interval(secs => ${RESET_TTL_SECONDS})`,
    });
    await enqueueMail(tx, resetMail(admin.email, token));
    logger.info({ adminId: admin.id }, "password reset requested");
    return true;
  });
  if (sent) void kickMailWorker();
}

const validReset = (id: string) =>
  and(eq(authTokens.id, id), eq(authTokens.purpose, "reset"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`));

/** The account a reset link is for, if the link is still valid. */
export async function findPasswordReset(token: string | undefined): Promise<{ email: string } | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await getDb()
    .select({ email: adminUsers.email })
    .from(authTokens)
    .innerJoin(adminUsers, eq(authTokens.adminId, adminUsers.id))
    .where(validReset(hashToken(token)));
  return row;
}

/** Sets the new password, uses up the link, lifts any lock and signs that admin out everywhere. */
export async function resetPassword(input: { token: string | undefined; password: string }): Promise<boolean> {
  if (!isWellFormedToken(input.token)) return false;
  const id = hashToken(input.token);
  const passwordHash = await hashPassword(input.password);
  const email = await getDb().transaction(async (tx) => {
    const [reset] = await tx
      .select({ adminId: authTokens.adminId, email: adminUsers.email })
      .from(authTokens)
      .innerJoin(adminUsers, eq(authTokens.adminId, adminUsers.id))
      .where(validReset(id))
      .for("update", { of: authTokens });
    if (!reset) return undefined;
    await tx.update(authTokens).set({ usedAt: sql`now()` }).where(eq(authTokens.id, id));
    await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, reset.adminId));
    await endAllSessions(reset.adminId, tx);
    logger.info({ adminId: reset.adminId }, "password reset");
    return reset.email;
  });
  if (!email) return false;
  await clearSignInFailures(email);
  return true;
}
