import * as crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { adminUsers, sessions } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { createAdmin, PASSWORD } from "../../tests/integration/admin-fixtures";
import { LIMITS } from "~/security/limits";
import { lockedMessage, signIn, type SignInResult } from "./login.server";

// Every password hash goes through node:crypto's scrypt: counting its calls proves which attempts cost one.
vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:crypto")>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});
const scryptCalls = () => vi.mocked(crypto.scrypt).mock.calls.length;

const attempt = (email: string, password: string, clientIp = "198.51.100.1", cookie?: string) =>
  signIn({
    email,
    password,
    clientIp,
    redirectTo: "/admin",
    request: new Request("http://localhost/admin", { method: "POST", headers: cookie ? { Cookie: cookie } : {} }),
  });

/** The browser's device cookie after a successful sign-in, as a Cookie header. */
function deviceOf(result: SignInResult): string {
  if (result.outcome !== "signed-in") throw new Error(`expected a sign-in, got ${result.outcome}`);
  return result.cookies.find((cookie) => cookie.startsWith("admin_device="))!.split(";")[0]!;
}

describe("signIn", () => {
  beforeEach(resetDb);

  it("signs in with the right password, whatever the address's case, and starts a session and trusts the browser", async () => {
    const admin = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const result = await attempt("  Owner@Example.COM ", PASSWORD);
    expect(result).toMatchObject({ outcome: "signed-in" });
    expect(result.outcome === "signed-in" && result.cookies[0]).toMatch(/^admin_session=/);
    expect(deviceOf(result)).toMatch(/^admin_device=/);
    expect(await getDb().select().from(sessions).where(eq(sessions.adminId, admin.id))).toHaveLength(1);
  });

  it("gives the same answer for a wrong password, an unknown address and a pending invitation", async () => {
    await createAdmin({ email: "owner@example.com" });
    await createAdmin({ email: "pending@example.com", isActive: false, withPassword: false });
    expect(await attempt("owner@example.com", "wrong password here")).toEqual({ outcome: "invalid" });
    expect(await attempt("nobody@example.com", PASSWORD)).toEqual({ outcome: "invalid" });
    expect(await attempt("pending@example.com", "")).toEqual({ outcome: "invalid" });
  });

  it("lets a deactivated admin in (the gate then signs them out and sends them home)", async () => {
    await createAdmin({ email: "gone@example.com", isActive: false });
    expect((await attempt("gone@example.com", PASSWORD)).outcome).toBe("signed-in");
  });

  it("throttles one client on one account after five tries, without hashing, and only that pair", async () => {
    await createAdmin({ email: "owner@example.com" });
    for (let i = 0; i < LIMITS.signInPair.limit; i += 1) expect(await attempt("owner@example.com", `wrong ${i}`)).toEqual({ outcome: "invalid" });
    const before = scryptCalls();
    const throttled = await attempt("owner@example.com", PASSWORD);
    expect(scryptCalls()).toBe(before);
    expect(throttled).toMatchObject({ outcome: "throttled", retryAfterSeconds: expect.any(Number) });
    expect(throttled.outcome === "throttled" && throttled.retryAfterSeconds).toBeGreaterThan(0);
    // The owner, from another address, is not affected.
    expect((await attempt("owner@example.com", PASSWORD, "198.51.100.99")).outcome).toBe("signed-in");
  });

  it("throttles an unknown address the same way, so a refusal reveals nothing", async () => {
    for (let i = 0; i < LIMITS.signInPair.limit; i += 1) expect(await attempt("nobody@example.com", `wrong ${i}`)).toEqual({ outcome: "invalid" });
    expect(await attempt("nobody@example.com", "another one")).toMatchObject({ outcome: "throttled" });
  });

  it("throttles a client that tries many addresses", async () => {
    await createAdmin({ email: "owner@example.com" });
    for (let i = 0; i < LIMITS.signInClient.limit; i += 1) await attempt(`guess${i}@example.com`, "wrong password");
    expect(await attempt("owner@example.com", PASSWORD)).toMatchObject({ outcome: "throttled" });
    expect((await attempt("owner@example.com", PASSWORD, "198.51.100.2")).outcome).toBe("signed-in");
  }, 30_000);

  it("1,000 wrong passwords from other addresses leave the owner's usual browser able to sign in; throttled tries cost no hash", async () => {
    await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const device = deviceOf(await attempt("owner@example.com", PASSWORD, "203.0.113.10"));

    const before = scryptCalls();
    const outcomes = { invalid: 0, throttled: 0 };
    for (let i = 0; i < 1000; i += 1) {
      const result = await attempt("owner@example.com", `guess ${i}`, `10.${(i >> 8) & 255}.${i & 255}.1`);
      if (result.outcome === "invalid" || result.outcome === "throttled") outcomes[result.outcome] += 1;
    }
    expect(outcomes).toEqual({ invalid: LIMITS.signInAccount.limit, throttled: 1000 - LIMITS.signInAccount.limit });
    expect(scryptCalls() - before).toBe(LIMITS.signInAccount.limit);

    // A browser without the device cookie is refused for now (OWASP's lockout for untrusted clients)…
    expect(await attempt("owner@example.com", PASSWORD, "203.0.113.10")).toMatchObject({ outcome: "throttled" });
    // …the usual browser is not, from the office's address or any other.
    expect((await attempt("owner@example.com", PASSWORD, "203.0.113.10", device)).outcome).toBe("signed-in");
    expect((await attempt("owner@example.com", PASSWORD, "10.0.0.1", device)).outcome).toBe("signed-in");
  }, 180_000);

  it("gives a trusted browser its own allowance, and no trust for another account or a forged cookie", async () => {
    await createAdmin({ email: "owner@example.com" });
    await createAdmin({ email: "ops@example.com" });
    const device = deviceOf(await attempt("owner@example.com", PASSWORD));
    for (let i = 0; i < LIMITS.signInDevice.limit; i += 1) expect(await attempt("owner@example.com", `wrong ${i}`, "198.51.100.1", device)).toEqual({ outcome: "invalid" });
    expect(await attempt("owner@example.com", PASSWORD, "198.51.100.1", device)).toMatchObject({ outcome: "throttled" });

    // The cookie names owner@: for ops@ the browser is an untrusted client like any other.
    for (let i = 0; i < LIMITS.signInPair.limit; i += 1) await attempt("ops@example.com", `wrong ${i}`, "198.51.100.5", device);
    expect(await attempt("ops@example.com", PASSWORD, "198.51.100.5", device)).toMatchObject({ outcome: "throttled" });

    const forged = device.replace(/=.*/, "=eyJhY2NvdW50IjoieCIsImRldmljZSI6InkifQ%3D%3D.forged");
    for (let i = 0; i < LIMITS.signInPair.limit; i += 1) await attempt("owner@example.com", `wrong ${i}`, "198.51.100.6", forged);
    expect(await attempt("owner@example.com", PASSWORD, "198.51.100.6", forged)).toMatchObject({ outcome: "throttled" });
  }, 60_000);

  it("forgets a pair's failures after a successful sign-in", async () => {
    await createAdmin({ email: "owner@example.com" });
    for (let i = 0; i < LIMITS.signInPair.limit - 1; i += 1) await attempt("owner@example.com", `wrong ${i}`);
    expect((await attempt("owner@example.com", PASSWORD)).outcome).toBe("signed-in");
    for (let i = 0; i < LIMITS.signInPair.limit - 1; i += 1) await attempt("owner@example.com", `wrong again ${i}`);
    expect((await attempt("owner@example.com", PASSWORD)).outcome).toBe("signed-in");
  });

  it("asks for the second factor instead of starting a session when the account has one", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    await getDb().update(adminUsers).set({ totpSecret: "JBSWY3DPEHPK3PXP" }).where(eq(adminUsers.id, admin.id));
    const result = await attempt("owner@example.com", PASSWORD);
    expect(result).toMatchObject({ outcome: "second-factor", cookie: expect.stringMatching(/^admin_pending=/) });
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("words the wait in whole minutes", () => {
    expect(lockedMessage(840)).toBe("Too many sign-in attempts. Please try again in 14 minutes.");
    expect(lockedMessage(30)).toBe("Too many sign-in attempts. Please try again in 1 minute.");
  });
});
