import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminUsers, pendingSignIns, recoveryCodes, sessions } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { createAdmin, PASSWORD } from "../../tests/integration/admin-fixtures";
import { LIMITS } from "~/security/limits";
import { signIn } from "./login.server";
import { openSecret } from "./secret-box.server";
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
  PENDING_MAX_ATTEMPTS,
  twoFactorStatus,
  verifySecondFactor,
} from "./two-factor.server";

const codeFor = (secret: string, timestamp = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

async function enableTwoFactor(adminId: string) {
  await beginTwoFactorSetup(adminId);
  const status = await twoFactorStatus(adminId);
  if (status.state !== "setting-up") throw new Error("setup did not start");
  // Confirmed with the previous step's code, so that the current one is still unused.
  const confirmed = await confirmTwoFactorSetup(adminId, codeFor(status.secret, Date.now() - 30_000));
  if (!confirmed.ok) throw new Error("setup was not confirmed");
  return { secret: status.secret, recoveryCodes: confirmed.recoveryCodes };
}

/** The password step from `clientIp`, in a browser holding `cookie`; the request for the second step carries both cookies. */
async function passwordStepFrom(clientIp: string, cookie?: string, email = "owner@example.com") {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const result = await signIn({ email, password: PASSWORD, clientIp, request: new Request("http://localhost/admin", { headers }), redirectTo: "/admin" });
  if (result.outcome !== "second-factor") throw new Error(`expected the second step, got ${result.outcome}`);
  const pending = result.cookie.split(";")[0]!;
  return new Request("http://localhost/admin/verify", { method: "POST", headers: { Cookie: cookie ? `${cookie}; ${pending}` : pending } });
}

async function passwordStep(email = "owner@example.com") {
  const result = await signIn({ email, password: PASSWORD, clientIp: "198.51.100.7", request: new Request("http://localhost/admin"), redirectTo: "/admin/users" });
  if (result.outcome !== "second-factor") throw new Error(`expected the second step, got ${result.outcome}`);
  return new Request("http://localhost/admin/verify", { method: "POST", headers: { Cookie: result.cookie.split(";")[0]! } });
}

describe("two-factor sign-in", () => {
  beforeEach(resetDb);

  it("is set up by confirming a first code, and hands out ten recovery codes stored hashed", async () => {
    const admin = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    expect(await twoFactorStatus(admin.id)).toEqual({ state: "off" });
    await beginTwoFactorSetup(admin.id);
    const status = await twoFactorStatus(admin.id);
    expect(status).toMatchObject({ state: "setting-up", uri: expect.stringMatching(/^otpauth:\/\/totp\/.*owner%40example\.com\?.*secret=/) });
    if (status.state !== "setting-up") return;
    expect(await confirmTwoFactorSetup(admin.id, "000000")).toEqual({ ok: false });
    const confirmed = await confirmTwoFactorSetup(admin.id, codeFor(status.secret));
    expect(confirmed.ok && confirmed.recoveryCodes).toHaveLength(10);
    const stored = await getDb().select().from(recoveryCodes);
    expect(stored).toHaveLength(10);
    for (const code of confirmed.ok ? confirmed.recoveryCodes : []) expect(stored.map((row) => row.codeHash)).not.toContain(code);
    expect(await twoFactorStatus(admin.id)).toEqual({ state: "on", recoveryCodesLeft: 10 });
  });

  it("refuses the password alone: a pending sign-in, no session, until the code", async () => {
    const admin = await createAdmin({ email: "owner@example.com", role: "Super Admin" });
    const { secret } = await enableTwoFactor(admin.id);
    const request = await passwordStep();
    expect(await getDb().select().from(sessions)).toEqual([]);
    expect(await getDb().select().from(pendingSignIns)).toHaveLength(1);

    expect(await verifySecondFactor({ request, code: "123456" === codeFor(secret) ? "654321" : "123456" })).toEqual({ outcome: "invalid" });
    const done = await verifySecondFactor({ request, code: codeFor(secret) });
    expect(done).toMatchObject({ outcome: "signed-in", redirectTo: "/admin/users" });
    expect(done.outcome === "signed-in" && done.cookies.map((cookie) => cookie.split("=")[0])).toEqual(["admin_session", "admin_pending", "admin_device"]);
    expect(await getDb().select().from(sessions).where(eq(sessions.adminId, admin.id))).toHaveLength(1);
    expect(await getDb().select().from(pendingSignIns)).toEqual([]);
  });

  it("accepts an authenticator code once: the same code is refused on the next sign-in", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    const { secret } = await enableTwoFactor(admin.id);
    const code = codeFor(secret);
    expect((await verifySecondFactor({ request: await passwordStep(), code })).outcome).toBe("signed-in");
    expect(await verifySecondFactor({ request: await passwordStep(), code })).toEqual({ outcome: "invalid" });
  });

  it("accepts a recovery code once, in any case and with or without its dash", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    const { recoveryCodes: codes } = await enableTwoFactor(admin.id);
    const code = codes[3]!;
    expect((await verifySecondFactor({ request: await passwordStep(), code: code.toUpperCase().replace("-", "") })).outcome).toBe("signed-in");
    expect(await verifySecondFactor({ request: await passwordStep(), code })).toEqual({ outcome: "invalid" });
    expect(await twoFactorStatus(admin.id)).toEqual({ state: "on", recoveryCodesLeft: 9 });
  });

  it("drops a pending sign-in after five wrong codes, without checking a sixth", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    const { secret } = await enableTwoFactor(admin.id);
    const request = await passwordStep();
    const wrong = codeFor(secret) === "111111" ? "222222" : "111111";
    for (let i = 0; i < PENDING_MAX_ATTEMPTS; i += 1) expect(await verifySecondFactor({ request, code: wrong })).toEqual({ outcome: "invalid" });
    expect(await verifySecondFactor({ request, code: codeFor(secret) })).toMatchObject({ outcome: "expired" });
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("throttles an account's wrong codes across pending sign-ins", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    const { secret } = await enableTwoFactor(admin.id);
    const wrong = codeFor(secret) === "111111" ? "222222" : "111111";
    for (let round = 0; round < 2; round += 1) {
      const request = await passwordStep();
      for (let i = 0; i < 5; i += 1) await verifySecondFactor({ request, code: wrong });
    }
    const result = await verifySecondFactor({ request: await passwordStep(), code: codeFor(secret) });
    expect(result).toMatchObject({ outcome: "throttled", retryAfterSeconds: expect.any(Number) });
  });

  it("keeps the owner's usual browser its own allowance: after 16 wrong codes from other clients it signs in with password and code, or a recovery code", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    const { secret, recoveryCodes: codes } = await enableTwoFactor(admin.id);
    const owner = "198.51.100.7";
    // The owner's browser has signed in once (with a recovery code: the current authenticator code is kept for later).
    const first = await verifySecondFactor({ request: await passwordStepFrom(owner), code: codes[0]! });
    if (first.outcome !== "signed-in") throw new Error(`expected a sign-in, got ${first.outcome}`);
    const deviceCookie = first.cookies.find((cookie) => cookie.startsWith("admin_device="))!.split(";")[0]!;

    const wrong = codeFor(secret) === "111111" ? "222222" : "111111";
    const outcomes: string[] = [];
    for (let client = 0; client < 4; client += 1) {
      const request = await passwordStepFrom(`203.0.113.${client + 1}`);
      for (let i = 0; i < 4; i += 1) outcomes.push((await verifySecondFactor({ request, code: wrong })).outcome);
    }
    expect(outcomes).toHaveLength(16);
    expect(outcomes.filter((outcome) => outcome === "invalid")).toHaveLength(LIMITS.secondFactorAccount.limit);
    expect(outcomes.filter((outcome) => outcome === "throttled")).toHaveLength(16 - LIMITS.secondFactorAccount.limit);

    const withCode = await verifySecondFactor({ request: await passwordStepFrom(owner, deviceCookie), code: codeFor(secret) });
    expect(withCode).toMatchObject({ outcome: "signed-in" });
    const withRecovery = await verifySecondFactor({ request: await passwordStepFrom(owner, deviceCookie), code: codes[1]! });
    expect(withRecovery).toMatchObject({ outcome: "signed-in" });
    // The strangers stay throttled.
    const stranger = await verifySecondFactor({ request: await passwordStepFrom("203.0.113.9"), code: codes[2]! });
    expect(stranger).toMatchObject({ outcome: "throttled" });
  });

  it("keeps the usual browser's pending sign-in when someone with the password signs in elsewhere meanwhile", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    const { secret, recoveryCodes: codes } = await enableTwoFactor(admin.id);
    const first = await verifySecondFactor({ request: await passwordStepFrom("198.51.100.7"), code: codes[0]! });
    if (first.outcome !== "signed-in") throw new Error(`expected a sign-in, got ${first.outcome}`);
    const deviceCookie = first.cookies.find((cookie) => cookie.startsWith("admin_device="))!.split(";")[0]!;

    const owner = await passwordStepFrom("198.51.100.7", deviceCookie);
    const stranger = await passwordStepFrom("203.0.113.5");
    await passwordStepFrom("203.0.113.6");
    expect(await verifySecondFactor({ request: owner, code: codeFor(secret) })).toMatchObject({ outcome: "signed-in" });
    // Among browsers without a device cookie, the newest pending sign-in replaces the others, as before.
    expect(await verifySecondFactor({ request: stranger, code: codes[1]! })).toMatchObject({ outcome: "expired" });
  });

  it("gives a device cookie for another account no allowance of its own", async () => {
    const owner = await createAdmin({ email: "owner@example.com" });
    await createAdmin({ email: "ops@example.com" });
    const { secret } = await enableTwoFactor(owner.id);
    const signedIn = await signIn({ email: "ops@example.com", password: PASSWORD, clientIp: "198.51.100.8", request: new Request("http://localhost/admin"), redirectTo: "/admin" });
    if (signedIn.outcome !== "signed-in") throw new Error(`expected a sign-in, got ${signedIn.outcome}`);
    const opsDevice = signedIn.cookies.find((cookie) => cookie.startsWith("admin_device="))!.split(";")[0]!;
    const wrong = codeFor(secret) === "111111" ? "222222" : "111111";
    for (let round = 0; round < 2; round += 1) {
      const request = await passwordStepFrom(`203.0.113.${round + 1}`);
      for (let i = 0; i < 5; i += 1) await verifySecondFactor({ request, code: wrong });
    }
    const result = await verifySecondFactor({ request: await passwordStepFrom("198.51.100.8", opsDevice), code: codeFor(secret) });
    expect(result).toMatchObject({ outcome: "throttled" });
  });

  it("a pending sign-in is not a session: it opens nothing and expires", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    const { secret } = await enableTwoFactor(admin.id);
    const request = await passwordStep();
    await getDb().update(pendingSignIns).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await verifySecondFactor({ request, code: codeFor(secret) })).toMatchObject({ outcome: "expired" });
    const [row] = await getDb().select().from(adminUsers);
    expect(openSecret(row!.totpSecret!, admin.id)).toEqual({ ok: true, secret, current: true });
  });

  it("keeps the authenticator secret sealed in the database, from the setup on", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    await beginTwoFactorSetup(admin.id);
    const status = await twoFactorStatus(admin.id);
    if (status.state !== "setting-up") throw new Error("setup did not start");
    const [pending] = await getDb().select().from(adminUsers);
    expect(pending!.totpPendingSecret).toMatch(/^v1\./);
    expect(pending!.totpPendingSecret).not.toContain(status.secret);
    await confirmTwoFactorSetup(admin.id, codeFor(status.secret));
    const [on] = await getDb().select().from(adminUsers);
    expect(on!.totpSecret).toMatch(/^v1\./);
    expect(on!.totpSecret).not.toContain(status.secret);
    expect(on!.totpPendingSecret).toBeNull();
  });

  it("signs in with a secret stored before sealing, and seals it then", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    const secret = "JBSWY3DPEHPK3PXP";
    await getDb().update(adminUsers).set({ totpSecret: secret }).where(eq(adminUsers.id, admin.id));
    const done = await verifySecondFactor({ request: await passwordStep(), code: codeFor(secret) });
    expect(done.outcome).toBe("signed-in");
    const [row] = await getDb().select().from(adminUsers);
    expect(row!.totpSecret).toMatch(/^v1\./);
    expect(openSecret(row!.totpSecret!, admin.id)).toEqual({ ok: true, secret, current: true });
  });

  it("refuses an authenticator code when the secret was sealed under a key this server lacks; a recovery code still works", async () => {
    const admin = await createAdmin({ email: "owner@example.com" });
    const { secret, recoveryCodes: codes } = await enableTwoFactor(admin.id);
    const [row] = await getDb().select().from(adminUsers);
    const [, , iv, sealed] = row!.totpSecret!.split(".");
    await getDb().update(adminUsers).set({ totpSecret: ["v1", "otherkey", iv, sealed].join(".") }).where(eq(adminUsers.id, admin.id));
    expect(await verifySecondFactor({ request: await passwordStep(), code: codeFor(secret) })).toEqual({ outcome: "invalid" });
    expect((await verifySecondFactor({ request: await passwordStep(), code: codes[0]! })).outcome).toBe("signed-in");
  });
});
