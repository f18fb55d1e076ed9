import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { AdminRole } from "~/auth/roles";
import { company } from "~/content/site";
import { getDb } from "~/db/client.server";
import { adminUsers, authTokens } from "~/db/schema";
import { enqueueMail, kickMailWorker } from "~/mail/outbox.server";
import { siteUrl } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import type { AdminIdentity } from "./guards.server";
import { normalizeEmail } from "~/utils/email";
import { hashPassword } from "./password.server";
import { startSession } from "./session.server";
import { hashToken, isWellFormedToken, newToken } from "./tokens.server";

export const INVITE_TTL_SECONDS = 7 * 24 * 60 * 60;

export type InviteResult = { ok: true; email: string } | { ok: false; message: string };

function invitationMail(to: string, role: string, inviter: string, token: string) {
  const link = siteUrl(`/admin/accept-invite/${token}`);
  return {
    kind: "admin-invite",
    audience: "staff" as const,
    to,
    subject: `You're invited to the ${company.name} admin dashboard`,
    text: [
      "Hello,",
      "",
      `${inviter} invited you to the ${company.name} admin dashboard as ${role}.`,
      "",
      "Choose your password and sign in here (the link works once and expires in 7 days):",
      link,
      "",
      "If you weren't expecting this invitation, you can ignore this e-mail.",
    ].join("\n"),
  };
}

/**
 * Creates an inactive admin account and e-mails a one-time link to set a password. Inviting
 * an address that is still pending sends a fresh link and invalidates the old ones.
 */
export async function inviteAdmin(input: { email: string; role: AdminRole; invitedBy: AdminIdentity }): Promise<InviteResult> {
  const email = normalizeEmail(input.email);
  try {
    const result = await getDb().transaction(async (tx): Promise<InviteResult> => {
      const [existing] = await tx
        .select({ id: adminUsers.id, isActive: adminUsers.isActive, passwordHash: adminUsers.passwordHash })
        .from(adminUsers)
        .where(eq(sql`lower(${adminUsers.email})`, email))
        .for("update");
      let adminId: string;
      if (existing) {
        if (existing.passwordHash && existing.isActive) return { ok: false, message: "this address already belongs to an active admin." };
        if (existing.passwordHash) {
          return { ok: false, message: "this address belongs to a deactivated admin. Use Activate instead." };
        }
        await tx.update(adminUsers).set({ role: input.role, invitedBy: input.invitedBy.id }).where(eq(adminUsers.id, existing.id));
        await tx.delete(authTokens).where(and(eq(authTokens.adminId, existing.id), eq(authTokens.purpose, "invite")));
        adminId = existing.id;
      } else {
        const [created] = await tx
          .insert(adminUsers)
          .values({ email, role: input.role, isActive: false, invitedBy: input.invitedBy.id, userId: randomUUID() })
          .returning({ id: adminUsers.id });
        adminId = created!.id;
      }
      const { token, id } = newToken();
      await tx.insert(authTokens).values({
        id,
        adminId,
        purpose: "invite",
        expiresAt: sql`now() + make_interval(secs => ${INVITE_TTL_SECONDS})`,
      });
      await enqueueMail(tx, invitationMail(email, input.role, input.invitedBy.email, token));
      logger.info({ adminId, invitedBy: input.invitedBy.id }, "admin invited");
      return { ok: true, email };
    });
    if (result.ok) void kickMailWorker();
    return result;
  } catch (error) {
    if ((error as { code?: string }).code === "23505") {
      return { ok: false, message: "this address was just invited by someone else." };
    }
    throw error;
  }
}

const validInvite = (id: string) =>
  and(eq(authTokens.id, id), eq(authTokens.purpose, "invite"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, sql`now()`));

/** The invitation a link's token stands for, if it is still valid. */
export async function findInvitation(token: string | undefined): Promise<{ email: string; role: string } | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await getDb()
    .select({ email: adminUsers.email, role: adminUsers.role })
    .from(authTokens)
    .innerJoin(adminUsers, eq(authTokens.adminId, adminUsers.id))
    .where(validInvite(hashToken(token)));
  return row;
}

/**
 * Sets the invited person's password, activates the account and signs them in. The link
 * works once: a second use, even at the same moment, finds it used.
 */
export async function acceptInvitation(input: {
  token: string | undefined;
  password: string;
  /** The name the dashboard shows for the new admin. */
  name?: string;
  request: Request;
}): Promise<{ ok: true; cookie: string } | { ok: false }> {
  if (!isWellFormedToken(input.token)) return { ok: false };
  const passwordHash = await hashPassword(input.password);
  return getDb().transaction(async (tx) => {
    const [invite] = await tx
      .select({ adminId: authTokens.adminId })
      .from(authTokens)
      .where(validInvite(hashToken(input.token!)))
      .for("update");
    if (!invite) return { ok: false as const };
    await tx.update(authTokens).set({ usedAt: sql`now()` }).where(eq(authTokens.id, hashToken(input.token!)));
    await tx
      .update(adminUsers)
      .set({ passwordHash, isActive: true, ...(input.name ? { name: input.name } : {}) })
      .where(eq(adminUsers.id, invite.adminId));
    await tx
      .delete(authTokens)
      .where(and(eq(authTokens.adminId, invite.adminId), eq(authTokens.purpose, "invite"), isNull(authTokens.usedAt)));
    const cookie = await startSession(invite.adminId, input.request, tx);
    logger.info({ adminId: invite.adminId }, "invitation accepted");
    return { ok: true as const, cookie };
  });
}
