import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { resetEnvCache } from "~/utils/env.server";
import { resetDb } from "../../tests/db";
import { createAdmin } from "../../tests/integration/admin-fixtures";
import { openSecret, resealTotpSecrets, sealSecret } from "./secret-box.server";

const SECRET = "JBSWY3DPEHPK3PXP";
const OLD_KEY = "o".repeat(40);
const NEW_KEY = "n".repeat(40);

/** Makes these keys the settings; returns what puts the test's own back. */
function withKeys(keys: { TOTP_KEY?: string; TOTP_KEY_PREVIOUS?: string }) {
  const saved = { TOTP_KEY: process.env.TOTP_KEY, TOTP_KEY_PREVIOUS: process.env.TOTP_KEY_PREVIOUS };
  Object.assign(process.env, { TOTP_KEY: keys.TOTP_KEY ?? "", TOTP_KEY_PREVIOUS: keys.TOTP_KEY_PREVIOUS ?? "" });
  resetEnvCache();
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvCache();
  };
}

describe("authenticator secrets at rest", () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it("are sealed for one admin: the stored value holds no secret, and opens only for that admin", () => {
    const sealed = sealSecret(SECRET, "admin-1");
    expect(sealed).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(sealSecret(SECRET, "admin-1")).not.toBe(sealed);
    expect(openSecret(sealed, "admin-1")).toEqual({ ok: true, secret: SECRET, current: true });
    expect(openSecret(sealed, "admin-2")).toEqual({ ok: false });
  });

  it("refuse an altered value or one sealed under an unknown key", () => {
    const sealed = sealSecret(SECRET, "admin-1");
    const [version, keyId, iv, body] = sealed.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0]! ^= 1;
    expect(openSecret([version, keyId, iv, flipped.toString("base64url")].join("."), "admin-1")).toEqual({ ok: false });
    expect(openSecret([version, "unknown0", iv, body].join("."), "admin-1")).toEqual({ ok: false });
    expect(openSecret(`${version}.${keyId}`, "admin-1")).toEqual({ ok: false });
  });

  it("open under the previous key after a rotation, and say they are to be sealed again", () => {
    restore = withKeys({ TOTP_KEY: OLD_KEY });
    const sealed = sealSecret(SECRET, "admin-1");
    restore();
    restore = withKeys({ TOTP_KEY: NEW_KEY, TOTP_KEY_PREVIOUS: OLD_KEY });
    expect(openSecret(sealed, "admin-1")).toEqual({ ok: true, secret: SECRET, current: false });
    restore();
    restore = withKeys({ TOTP_KEY: NEW_KEY });
    expect(openSecret(sealed, "admin-1")).toEqual({ ok: false });
  });

  it("read a secret stored before sealing as it is, to be sealed", () => {
    expect(openSecret(SECRET, "admin-1")).toEqual({ ok: true, secret: SECRET, current: false });
  });
});

describe("resealTotpSecrets (at each start)", () => {
  beforeEach(resetDb);
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it("seals what was stored before sealing or under the previous key, and leaves what it cannot read", async () => {
    const plain = await createAdmin({ email: "plain@example.com" });
    const rotated = await createAdmin({ email: "rotated@example.com" });
    const stranger = await createAdmin({ email: "stranger@example.com" });
    restore = withKeys({ TOTP_KEY: OLD_KEY });
    const underOld = sealSecret(SECRET, rotated.id);
    restore();
    restore = withKeys({ TOTP_KEY: "s".repeat(40) });
    const underUnknown = sealSecret(SECRET, stranger.id);
    restore();
    await getDb().update(adminUsers).set({ totpSecret: SECRET, totpPendingSecret: null }).where(eq(adminUsers.id, plain.id));
    await getDb().update(adminUsers).set({ totpPendingSecret: underOld }).where(eq(adminUsers.id, rotated.id));
    await getDb().update(adminUsers).set({ totpSecret: underUnknown }).where(eq(adminUsers.id, stranger.id));

    restore = withKeys({ TOTP_KEY: NEW_KEY, TOTP_KEY_PREVIOUS: OLD_KEY });
    expect(await resealTotpSecrets()).toEqual({ sealed: 2, unreadable: 1 });
    const rows = new Map((await getDb().select().from(adminUsers)).map((row) => [row.id, row]));
    expect(openSecret(rows.get(plain.id)!.totpSecret!, plain.id)).toEqual({ ok: true, secret: SECRET, current: true });
    expect(openSecret(rows.get(rotated.id)!.totpPendingSecret!, rotated.id)).toEqual({ ok: true, secret: SECRET, current: true });
    expect(rows.get(stranger.id)!.totpSecret).toBe(underUnknown);
    // Once sealed, the next start has nothing to do.
    expect(await resealTotpSecrets()).toEqual({ sealed: 0, unreadable: 1 });
  });
});
