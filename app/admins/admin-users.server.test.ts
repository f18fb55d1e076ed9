import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminIdentity } from "~/auth/guards.server";
import { inviteAdmin } from "~/auth/invitations.server";
import { signIn } from "~/auth/login.server";
import { verifyPassword } from "~/auth/password.server";
import { matchTotp, verifySecondFactor } from "~/auth/two-factor.server";
import { getDb } from "~/db/client.server";
import { adminUsers, authTokens, rateLimits, recoveryCodes, sessions } from "~/db/schema";
import { accountFingerprint } from "~/security/rate-limit.server";
import { resetDb } from "../../tests/db";
import { createAdmin, PASSWORD, sessionCookieFor } from "../../tests/integration/admin-fixtures";
import { listAdminUsers, resetSecondFactor, setAdminActive, setAdminRole, upsertAdmin } from "./admin-users.server";

const identity = (row: { id: string; email: string; role: string }): AdminIdentity => ({
  id: row.id,
  email: row.email,
  role: row.role === "Super Admin" ? "Super Admin" : "Ops Admin",
  isSuperAdmin: row.role === "Super Admin",
});

const activeOf = async (id: string) => (await getDb().select().from(adminUsers).where(eq(adminUsers.id, id)))[0]!.isActive;

describe("admin users", () => {
  beforeEach(resetDb);

  it("lists every account newest first with its status", async () => {
    await createAdmin({ email: "a@example.com" });
    await createAdmin({ email: "b@example.com", isActive: false });
    await createAdmin({ email: "c@example.com", isActive: false, withPassword: false });
    expect((await listAdminUsers()).map(({ email, status }) => [email, status])).toEqual([
      ["c@example.com", "Pending invitation"],
      ["b@example.com", "Inactive"],
      ["a@example.com", "Active"],
    ]);
  });

  it("deactivates another admin and signs them out everywhere; activates them again", async () => {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const ops = await createAdmin({ email: "ops@example.com" });
    await sessionCookieFor(ops.id);
    expect(await setAdminActive({ actor: identity(owner), adminId: ops.id, active: false })).toEqual({ ok: true });
    expect(await activeOf(ops.id)).toBe(false);
    expect(await getDb().select().from(sessions).where(eq(sessions.adminId, ops.id))).toEqual([]);
    expect(await setAdminActive({ actor: identity(owner), adminId: ops.id, active: true })).toEqual({ ok: true });
    expect(await activeOf(ops.id)).toBe(true);
  });

  it("refuses to deactivate yourself or an admin that no longer exists", async () => {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    expect(await setAdminActive({ actor: identity(owner), adminId: owner.id, active: false })).toEqual({
      ok: false,
      message: "you cannot deactivate your own account.",
    });
    expect(await setAdminActive({ actor: identity(owner), adminId: "00000000-0000-4000-8000-000000000009", active: true })).toEqual({
      ok: false,
      message: "this admin no longer exists.",
    });
  });

  it("toggles a pending invitation too; deactivating one withdraws its link", async () => {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const invited = await inviteAdmin({ email: "new@example.com", role: "Ops Admin", invitedBy: identity(owner) });
    expect(invited.ok).toBe(true);
    const [pending] = await getDb().select().from(adminUsers).where(eq(adminUsers.email, "new@example.com"));
    expect(await setAdminActive({ actor: identity(owner), adminId: pending!.id, active: true })).toEqual({ ok: true });
    expect(await activeOf(pending!.id)).toBe(true);
    const listed = (await listAdminUsers()).find((row) => row.id === pending!.id);
    expect(listed).toMatchObject({ status: "Pending invitation", isActive: true });
    expect(await getDb().select().from(authTokens).where(eq(authTokens.adminId, pending!.id))).toHaveLength(1);

    expect(await setAdminActive({ actor: identity(owner), adminId: pending!.id, active: false })).toEqual({ ok: true });
    expect(await activeOf(pending!.id)).toBe(false);
    expect(await getDb().select().from(authTokens).where(eq(authTokens.adminId, pending!.id))).toEqual([]);
  });

  it("a Super Admin resets another admin's second factor, signing them out; not their own", async () => {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const ops = await createAdmin({ email: "ops@example.com" });
    await getDb().update(adminUsers).set({ totpSecret: "JBSWY3DPEHPK3PXP", totpLastStep: 5 });
    await getDb().insert(recoveryCodes).values({ adminId: ops.id, codeHash: "x" });
    await sessionCookieFor(ops.id);
    expect(await resetSecondFactor({ actor: identity(owner), adminId: owner.id })).toEqual({
      ok: false,
      message: "you cannot reset your own two-factor sign-in.",
    });
    expect(await resetSecondFactor({ actor: identity(owner), adminId: ops.id })).toEqual({ ok: true });
    const [after] = await getDb().select().from(adminUsers).where(eq(adminUsers.id, ops.id));
    expect(after).toMatchObject({ totpSecret: null, totpLastStep: null });
    expect(await getDb().select().from(recoveryCodes)).toEqual([]);
    expect(await getDb().select().from(sessions).where(eq(sessions.adminId, ops.id))).toEqual([]);
  });

  // The race is timing-dependent: twenty rounds made the old lock order deadlock every time here.
  it("never leaves zero active Super Admins, even when two deactivate each other at once", { repeats: 20 }, async () => {
    const a = await createAdmin({ email: "a@example.com", role: "Super Admin" });
    const b = await createAdmin({ email: "b@example.com", role: "Super Admin" });
    const results = await Promise.all([
      setAdminActive({ actor: identity(a), adminId: b.id, active: false }),
      setAdminActive({ actor: identity(b), adminId: a.id, active: false }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, message: "at least one active Super Admin must remain." });
    expect([await activeOf(a.id), await activeOf(b.id)].filter(Boolean)).toHaveLength(1);
  });

  it("a Super Admin gives another admin the other role; not their own, and sessions stay", async () => {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const ops = await createAdmin({ email: "ops@example.com" });
    await sessionCookieFor(ops.id);
    const roleOf = async (id: string) => (await getDb().select().from(adminUsers).where(eq(adminUsers.id, id)))[0]!.role;
    expect(await setAdminRole({ actor: identity(owner), adminId: ops.id, role: "Super Admin" })).toEqual({ ok: true });
    expect(await roleOf(ops.id)).toBe("Super Admin");
    expect(await getDb().select().from(sessions).where(eq(sessions.adminId, ops.id))).toHaveLength(1);
    expect(await setAdminRole({ actor: identity(owner), adminId: ops.id, role: "Ops Admin" })).toEqual({ ok: true });
    expect(await roleOf(ops.id)).toBe("Ops Admin");
    expect(await setAdminRole({ actor: identity(owner), adminId: owner.id, role: "Ops Admin" })).toEqual({
      ok: false,
      message: "you cannot change your own role.",
    });
    expect(await setAdminRole({ actor: identity(ops), adminId: owner.id, role: "Ops Admin" })).toEqual({
      ok: false,
      message: "only a Super Admin can change roles.",
    });
    expect(await roleOf(owner.id)).toBe("Super Admin");
  });

  it("never leaves zero Super Admins when two demote each other at once", { repeats: 20 }, async () => {
    const a = await createAdmin({ email: "a@example.com", role: "Super Admin" });
    const b = await createAdmin({ email: "b@example.com", role: "Super Admin" });
    const results = await Promise.all([
      setAdminRole({ actor: identity(a), adminId: b.id, role: "Ops Admin" }),
      setAdminRole({ actor: identity(b), adminId: a.id, role: "Ops Admin" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, message: "only a Super Admin can change roles." });
    const roles = await getDb().select({ role: adminUsers.role }).from(adminUsers);
    expect(roles.filter((row) => row.role === "Super Admin")).toHaveLength(1);
  });

  it("upsertAdmin creates an active admin, then updates it (password, role, reactivated, signed out)", async () => {
    expect(await upsertAdmin({ email: "Boss@Example.com", password: "first password!!", role: "Super Admin" })).toEqual({ created: true });
    const [created] = await getDb().select().from(adminUsers);
    expect(created).toMatchObject({ email: "boss@example.com", role: "Super Admin", isActive: true });
    await getDb().update(adminUsers).set({ isActive: false });
    await sessionCookieFor(created!.id);
    expect(await upsertAdmin({ email: "boss@example.com", password: "second password!", role: "Ops Admin" })).toEqual({ created: false });
    const [updated] = await getDb().select().from(adminUsers);
    expect(updated).toMatchObject({ role: "Ops Admin", isActive: true });
    expect(await verifyPassword("second password!", updated!.passwordHash)).toBe(true);
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("upsertAdmin (admin:create) leaves no sign-in or second-step counter of the account, and only of that account", async () => {
    const owner = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    await createAdmin({ email: "other@example.com" });
    const attempt = (email: string, password: string, clientIp: string, cookie?: string) =>
      signIn({ email, password, clientIp, request: new Request("http://localhost/admin", { headers: cookie ? { Cookie: cookie } : {} }), redirectTo: "/admin" });
    // The owner's browser signs in (a device cookie), then 2FA is on and strangers try passwords and codes.
    const trusted = await attempt("owner@example.com", PASSWORD, "198.51.100.7");
    if (trusted.outcome !== "signed-in") throw new Error(`expected a sign-in, got ${trusted.outcome}`);
    const device = trusted.cookies.find((cookie) => cookie.startsWith("admin_device="))!.split(";")[0]!;
    await getDb().update(adminUsers).set({ totpSecret: "JBSWY3DPEHPK3PXP" }).where(eq(adminUsers.id, owner.id));
    const wrongCode = ["000000", "111111", "222222", "333333"].find((code) => matchTotp("JBSWY3DPEHPK3PXP", code) === undefined)!;
    const wrongCodeFrom = async (clientIp: string, deviceCookie?: string) => {
      const pending = await attempt("owner@example.com", PASSWORD, clientIp, deviceCookie);
      if (pending.outcome !== "second-factor") throw new Error(`expected the second step, got ${pending.outcome}`);
      const cookie = [deviceCookie, pending.cookie.split(";")[0]!].filter(Boolean).join("; ");
      await verifySecondFactor({ request: new Request("http://localhost/admin/verify", { method: "POST", headers: { Cookie: cookie } }), code: wrongCode });
      await attempt("owner@example.com", "wrong password!!", clientIp, deviceCookie);
    };
    for (const clientIp of ["203.0.113.1", "2001:db8:1:2::5"]) await wrongCodeFrom(clientIp);
    await wrongCodeFrom("198.51.100.7", device);
    await attempt("other@example.com", "wrong password!!", "203.0.113.1");

    const accountKeys = async () => (await getDb().select({ key: rateLimits.key }).from(rateLimits)).map(({ key }) => key).filter((key) => !key.startsWith("sign-in:client:"));
    const before = await accountKeys();
    const otherKeys = before.filter((key) => key.includes(accountFingerprint("other@example.com")));
    expect(otherKeys).toHaveLength(2);
    // Untrusted, two pairs and the device on the first step; untrusted and the device on the second.
    expect(before.length - otherKeys.length).toBe(6);

    await upsertAdmin({ email: "Owner@Example.com", password: "a new password!!", role: "Super Admin" });
    expect(await accountKeys()).toEqual(otherKeys);
  });

  it("upsertAdmin is the way back in for a Super Admin who lost their second factor", async () => {
    await upsertAdmin({ email: "boss@example.com", password: "first password!!", role: "Super Admin" });
    await getDb().update(adminUsers).set({ totpSecret: "JBSWY3DPEHPK3PXP" });
    await upsertAdmin({ email: "boss@example.com", password: "second password!", role: "Super Admin" });
    const [updated] = await getDb().select().from(adminUsers);
    expect(updated!.totpSecret).toBeNull();
  });
});
