import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminUsers, sessions } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { createAdmin, PASSWORD } from "../../tests/integration/admin-fixtures";
import { ACCOUNT_MAX_FAILURES, CLIENT_MAX_FAILURES, lockedMessage, signIn } from "./login.server";

const attempt = (email: string, password: string, clientIp = "198.51.100.1") =>
  signIn({ email, password, clientIp, request: new Request("http://localhost/admin", { method: "POST" }) });

describe("signIn", () => {
  beforeEach(resetDb);

  it("signs in with the right password, whatever the address's case, and starts a session", async () => {
    const admin = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const result = await attempt("  Owner@Example.COM ", PASSWORD);
    expect(result).toMatchObject({ ok: true, cookie: expect.stringMatching(/^admin_session=/) });
    expect(await getDb().select().from(sessions).where(eq(sessions.adminId, admin.id))).toHaveLength(1);
  });

  it("gives the same answer for a wrong password, an unknown address and a pending invitation", async () => {
    await createAdmin({ email: "owner@example.com" });
    await createAdmin({ email: "pending@example.com", isActive: false, withPassword: false });
    expect(await attempt("owner@example.com", "wrong password here")).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt("nobody@example.com", PASSWORD)).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt("pending@example.com", "")).toEqual({ ok: false, reason: "invalid" });
  });

  it("lets a deactivated admin in (the gate then says Access Denied)", async () => {
    await createAdmin({ email: "gone@example.com", isActive: false });
    expect((await attempt("gone@example.com", PASSWORD)).ok).toBe(true);
  });

  it("counts failures on the account and locks it after five, even for the right password", async () => {
    await createAdmin({ email: "owner@example.com" });
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i += 1) {
      expect(await attempt("owner@example.com", `wrong password ${i}`)).toEqual({ ok: false, reason: "invalid" });
    }
    const [account] = await getDb().select().from(adminUsers);
    expect(account!.failedLogins).toBe(ACCOUNT_MAX_FAILURES);
    expect(account!.lockedUntil).toBeInstanceOf(Date);
    const locked = await attempt("owner@example.com", PASSWORD, "198.51.100.99");
    expect(locked).toMatchObject({ ok: false, reason: "locked" });
    expect(locked.ok === false && locked.reason === "locked" && locked.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("locks an unknown address after as many failures, so a lock reveals nothing", async () => {
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i += 1) {
      expect(await attempt("nobody@example.com", `wrong password ${i}`)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await attempt("nobody@example.com", "another one")).toMatchObject({ ok: false, reason: "locked" });
  });

  it("locks a client that fails across many addresses", async () => {
    await createAdmin({ email: "owner@example.com" });
    for (let i = 0; i < CLIENT_MAX_FAILURES; i += 1) {
      await attempt(`guess${i}@example.com`, "wrong password");
    }
    expect(await attempt("owner@example.com", PASSWORD)).toMatchObject({ ok: false, reason: "locked" });
    expect((await attempt("owner@example.com", PASSWORD, "198.51.100.2")).ok).toBe(true);
  }, 30_000);

  it("forgets earlier failures after a successful sign-in", async () => {
    await createAdmin({ email: "owner@example.com" });
    await attempt("owner@example.com", "wrong password 1");
    await attempt("owner@example.com", "wrong password 2");
    expect((await attempt("owner@example.com", PASSWORD)).ok).toBe(true);
    const [account] = await getDb().select().from(adminUsers);
    expect(account).toMatchObject({ failedLogins: 0, lockedUntil: null });
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i += 1) await attempt("owner@example.com", `wrong ${i}`);
    expect((await attempt("owner@example.com", PASSWORD)).ok).toBe(true);
  });

  it("words the lock in whole minutes", () => {
    expect(lockedMessage(840)).toBe("Too many sign-in attempts. Please try again in 14 minutes.");
    expect(lockedMessage(30)).toBe("Too many sign-in attempts. Please try again in 1 minute.");
  });
});
