import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AdminIdentity } from "~/auth/guards.server";
import { forgetSignInCounters } from "~/auth/login.server";
import { normalizeEmail } from "~/utils/email";
import { hashPassword } from "~/auth/password.server";
import { endAllSessions } from "~/auth/session.server";
import { removeTwoFactor } from "~/auth/two-factor.server";
import { getDb } from "~/db/client.server";
import { adminUsers, authTokens } from "~/db/schema";
import { logger } from "~/utils/logger.server";
import type { AdminRole } from "~/auth/roles";

export type AdminUserStatus = "Active" | "Pending invitation" | "Inactive";

export type AdminUserRow = {
  id: string;
  email: string;
  /** The name the dashboard shows; null while none is given. */
  name: string | null;
  role: string;
  status: AdminUserStatus;
  /** is_active: what Activate / Deactivate toggles, pending invitations included. */
  isActive: boolean;
  hasSecondFactor: boolean;
  createdAt: Date;
};

/** Every admin account, newest first. An account without a password has not accepted its invitation. */
export async function listAdminUsers(): Promise<AdminUserRow[]> {
  const rows = await getDb()
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
      isActive: adminUsers.isActive,
      hasPassword: sql<boolean>`${adminUsers.passwordHash} is not null`,
      hasSecondFactor: sql<boolean>`${adminUsers.totpSecret} is not null`,
      createdAt: adminUsers.createdAt,
    })
    .from(adminUsers)
    .orderBy(desc(adminUsers.createdAt), desc(adminUsers.id));
  return rows.map(({ hasPassword, ...row }) => ({
    ...row,
    status: !hasPassword ? "Pending invitation" : row.isActive ? "Active" : "Inactive",
  }));
}

export type ToggleResult = { ok: true } | { ok: false; message: string };

/**
 * Activates or deactivates an admin. Nobody can deactivate themself or the last active
 * Super Admin. Deactivating signs that admin out everywhere. Pending invitations toggle too: the
 * invited person still needs the link to choose a password, and deactivating one withdraws its
 * link (accepting an invitation activates the account, which would undo the deactivation).
 *
 * A deactivation locks every active Super Admin's row, in id order, before the target's: two
 * Super Admins deactivating each other at once queue one behind the other (locked the other way
 * round, each held the row the other wanted next, and PostgreSQL ended one with a deadlock error),
 * and the second sees the first's change and is refused.
 */
export async function setAdminActive(input: { actor: AdminIdentity; adminId: string; active: boolean }): Promise<ToggleResult> {
  return getDb().transaction(async (tx): Promise<ToggleResult> => {
    const superAdmins = input.active
      ? []
      : await tx
          .select({ id: adminUsers.id })
          .from(adminUsers)
          .where(and(eq(adminUsers.role, "Super Admin"), eq(adminUsers.isActive, true)))
          .orderBy(asc(adminUsers.id))
          .for("update");
    const [target] = await tx
      .select({ id: adminUsers.id, role: adminUsers.role, isActive: adminUsers.isActive, passwordHash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.id, input.adminId))
      .for("update");
    if (!target) return { ok: false, message: "this admin no longer exists." };

    if (input.active) {
      await tx.update(adminUsers).set({ isActive: true }).where(eq(adminUsers.id, target.id));
    } else {
      if (target.id === input.actor.id) return { ok: false, message: "you cannot deactivate your own account." };
      if (target.isActive && target.role === "Super Admin" && superAdmins.length <= 1) {
        return { ok: false, message: "at least one active Super Admin must remain." };
      }
      await tx.update(adminUsers).set({ isActive: false }).where(eq(adminUsers.id, target.id));
      await endAllSessions(target.id, tx);
      if (!target.passwordHash) {
        await tx.delete(authTokens).where(and(eq(authTokens.adminId, target.id), eq(authTokens.purpose, "invite")));
      }
    }
    logger.info({ adminId: target.id, by: input.actor.id, active: input.active }, "admin status changed");
    return { ok: true };
  });
}

/**
 * A Super Admin gives another admin the other role. Nobody changes their own role, and the
 * last active Super Admin stays one. Like a deactivation, every active Super Admin's row is
 * locked first (in id order): two Super Admins demoting each other at once queue, and the
 * second, no longer a Super Admin, is refused. The new role counts from that admin's next
 * request (sessions read it from the account), so nobody is signed out.
 */
export async function setAdminRole(input: { actor: AdminIdentity; adminId: string; role: AdminRole }): Promise<ToggleResult> {
  if (input.actor.id === input.adminId) return { ok: false, message: "you cannot change your own role." };
  return getDb().transaction(async (tx): Promise<ToggleResult> => {
    const superAdmins = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, "Super Admin"), eq(adminUsers.isActive, true)))
      .orderBy(asc(adminUsers.id))
      .for("update");
    if (!superAdmins.some((row) => row.id === input.actor.id)) return { ok: false, message: "only a Super Admin can change roles." };
    const [target] = await tx
      .select({ id: adminUsers.id, role: adminUsers.role, isActive: adminUsers.isActive })
      .from(adminUsers)
      .where(eq(adminUsers.id, input.adminId))
      .for("update");
    if (!target) return { ok: false, message: "this admin no longer exists." };
    if (target.role === input.role) return { ok: true };
    if (target.isActive && target.role === "Super Admin" && superAdmins.length <= 1) {
      return { ok: false, message: "at least one active Super Admin must remain." };
    }
    await tx.update(adminUsers).set({ role: input.role }).where(eq(adminUsers.id, target.id));
    logger.info({ adminId: target.id, by: input.actor.id, role: input.role }, "admin role changed");
    return { ok: true };
  });
}

/**
 * Creates an active admin with a password, or updates the account with that address
 * (password, role, active, second factor removed, signed out everywhere, and every sign-in and
 * second-step counter of the account forgotten).
 * For the `admin:create` command, and the way back in for a Super Admin who lost their second factor.
 */
export async function upsertAdmin(input: { email: string; password: string; role: AdminRole; name?: string }): Promise<{ created: boolean }> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const result = await getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.email})`, email))
      .for("update");
    const values = { role: input.role, passwordHash, isActive: true, ...(input.name ? { name: input.name } : {}) };
    if (existing) {
      await tx.update(adminUsers).set(values).where(eq(adminUsers.id, existing.id));
      await tx.delete(authTokens).where(eq(authTokens.adminId, existing.id));
      await endAllSessions(existing.id, tx);
      await removeTwoFactor(existing.id, tx);
      return { created: false, id: existing.id };
    }
    const [created] = await tx.insert(adminUsers).values({ email, ...values }).returning({ id: adminUsers.id });
    return { created: true, id: created!.id };
  });
  await forgetSignInCounters(email, result.id);
  return { created: result.created };
}

/**
 * A Super Admin's reset of another admin's second factor (lost phone and recovery codes):
 * removes it and signs that admin out everywhere; they sign in with the password alone.
 */
export async function resetSecondFactor(input: { actor: AdminIdentity; adminId: string }): Promise<ToggleResult> {
  if (input.actor.id === input.adminId) return { ok: false, message: "you cannot reset your own two-factor sign-in." };
  return getDb().transaction(async (tx): Promise<ToggleResult> => {
    const [target] = await tx.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.id, input.adminId)).for("update");
    if (!target) return { ok: false, message: "this admin no longer exists." };
    await removeTwoFactor(target.id, tx);
    await endAllSessions(target.id, tx);
    logger.info({ adminId: target.id, by: input.actor.id }, "two-factor sign-in reset");
    return { ok: true };
  });
}
