import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminUsers, authTokens, mailOutbox, sessions } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { createAdmin } from "../../tests/integration/admin-fixtures";
import type { AdminIdentity } from "./guards.server";
import { acceptInvitation, findInvitation, inviteAdmin } from "./invitations.server";
import { verifyPassword } from "./password.server";

let owner: AdminIdentity;
const request = () => new Request("http://localhost/admin/accept-invite/x", { method: "POST" });

async function linkIn(to: string): Promise<string> {
  const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const match = /\/admin\/accept-invite\/([\w-]{43})/.exec(mails.at(-1)!.text);
  return match![1]!;
}

describe("invitations", () => {
  beforeEach(async () => {
    await resetDb();
    const row = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    owner = { id: row.id, email: row.email, role: "Super Admin", isSuperAdmin: true };
  });

  it("creates an inactive account and e-mails a one-time link, storing only its hash", async () => {
    expect(await inviteAdmin({ email: " New.Admin@Example.com ", role: "Ops Admin", invitedBy: owner })).toEqual({
      ok: true,
      email: "new.admin@example.com",
    });
    const [row] = await getDb().select().from(adminUsers).where(eq(adminUsers.email, "new.admin@example.com"));
    expect(row).toMatchObject({ role: "Ops Admin", isActive: false, invitedBy: owner.id, passwordHash: null });
    expect(row!.userId).toMatch(/^[0-9a-f-]{36}$/);
    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail).toMatchObject({ kind: "admin-invite", to: "new.admin@example.com" });
    expect(mail!.text).toContain("owner@example.com invited you");
    expect(mail!.text).toContain("http://localhost:3000/admin/accept-invite/");
    const token = await linkIn("new.admin@example.com");
    const [stored] = await getDb().select().from(authTokens);
    expect(stored).toMatchObject({ purpose: "invite", usedAt: null });
    expect(stored!.id).not.toContain(token);
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(await findInvitation(token)).toEqual({ email: "new.admin@example.com", role: "Ops Admin" });
  });

  it("accepting sets the password, activates the account and signs in, once", async () => {
    await inviteAdmin({ email: "new@example.com", role: "Ops Admin", invitedBy: owner });
    const token = await linkIn("new@example.com");
    const accepted = await acceptInvitation({ token, password: "a long new password", request: request() });
    expect(accepted).toMatchObject({ ok: true, cookie: expect.stringMatching(/^admin_session=/) });
    const [row] = await getDb().select().from(adminUsers).where(eq(adminUsers.email, "new@example.com"));
    expect(row!.isActive).toBe(true);
    expect(await verifyPassword("a long new password", row!.passwordHash)).toBe(true);
    expect(await getDb().select().from(sessions).where(eq(sessions.adminId, row!.id))).toHaveLength(1);
    expect(await acceptInvitation({ token, password: "another password!", request: request() })).toEqual({ ok: false });
    expect(await findInvitation(token)).toBeUndefined();
  });

  it("lets only one of two simultaneous acceptances through", async () => {
    await inviteAdmin({ email: "new@example.com", role: "Ops Admin", invitedBy: owner });
    const token = await linkIn("new@example.com");
    const results = await Promise.all([
      acceptInvitation({ token, password: "first password!!", request: request() }),
      acceptInvitation({ token, password: "second password!", request: request() }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it("inviting a pending address again sends a fresh link and voids the old one", async () => {
    await inviteAdmin({ email: "new@example.com", role: "Ops Admin", invitedBy: owner });
    const first = await linkIn("new@example.com");
    expect(await inviteAdmin({ email: "NEW@example.com", role: "Super Admin", invitedBy: owner })).toMatchObject({ ok: true });
    const second = await linkIn("new@example.com");
    expect(second).not.toBe(first);
    expect(await findInvitation(first)).toBeUndefined();
    expect(await findInvitation(second)).toEqual({ email: "new@example.com", role: "Super Admin" });
    expect(await getDb().select().from(adminUsers).where(eq(adminUsers.email, "new@example.com"))).toHaveLength(1);
  });

  it("refuses an address that is already an admin, active or deactivated", async () => {
    await createAdmin({ email: "gone@example.com", isActive: false });
    expect(await inviteAdmin({ email: "Owner@example.com", role: "Ops Admin", invitedBy: owner })).toEqual({
      ok: false,
      message: "this address already belongs to an active admin.",
    });
    expect(await inviteAdmin({ email: "gone@example.com", role: "Ops Admin", invitedBy: owner })).toEqual({
      ok: false,
      message: "this address belongs to a deactivated admin. Use Activate instead.",
    });
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
  });

  it("an expired or malformed link is not an invitation", async () => {
    await inviteAdmin({ email: "new@example.com", role: "Ops Admin", invitedBy: owner });
    const token = await linkIn("new@example.com");
    await getDb().update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await findInvitation(token)).toBeUndefined();
    expect(await acceptInvitation({ token, password: "a long new password", request: request() })).toEqual({ ok: false });
    expect(await findInvitation("short")).toBeUndefined();
    expect(await findInvitation(undefined)).toBeUndefined();
  });
});
