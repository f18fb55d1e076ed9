import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { and, eq, isNotNull, or } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/**
 * Authenticator secrets at rest (decision 037): AES-256-GCM under a key derived from TOTP_KEY,
 * bound to the admin they belong to, so that a copy of the database (a backup, a replica) does not
 * hold what makes an admin's codes. Stored as `v1.<key id>.<iv>.<ciphertext and tag>`, base64url.
 * A value without the prefix is a secret stored before this (read as it is, sealed on the next start).
 */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

type Key = { id: string; bytes: Buffer };

function deriveKey(material: string): Key {
  const bytes = Buffer.from(hkdfSync("sha256", material, "", "admin totp secret v1", 32));
  const id = createHash("sha256").update("key id:").update(bytes).digest("base64url").slice(0, 8);
  return { id, bytes };
}

let keys: { current: Key; previous?: Key; from: string } | undefined;

/** The current key, and the previous one while secrets sealed under it may remain. */
function keyring() {
  const { TOTP_KEY, TOTP_KEY_PREVIOUS } = env();
  const from = `${TOTP_KEY}\n${TOTP_KEY_PREVIOUS ?? ""}`;
  if (keys?.from !== from) {
    keys = { current: deriveKey(TOTP_KEY), previous: TOTP_KEY_PREVIOUS ? deriveKey(TOTP_KEY_PREVIOUS) : undefined, from };
  }
  return keys;
}

const context = (adminId: string) => Buffer.from(`totp:${adminId}`);

/** Seals an admin's authenticator secret under the current key. */
export function sealSecret(secret: string, adminId: string): string {
  const key = keyring().current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.bytes, iv).setAAD(context(adminId));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, key.id, iv.toString("base64url"), sealed.toString("base64url")].join(".");
}

export type OpenedSecret =
  /** `current`: sealed under the current key; otherwise it is to be sealed again. */
  | { ok: true; secret: string; current: boolean }
  /** Sealed under a key this server does not have, or altered: it cannot make codes. */
  | { ok: false };

/** Opens what `sealSecret` stored for this admin (or a secret stored before sealing). */
export function openSecret(stored: string, adminId: string): OpenedSecret {
  if (!stored.startsWith(`${VERSION}.`)) return { ok: true, secret: stored, current: false };
  const [, keyId, iv, sealed] = stored.split(".");
  const { current, previous } = keyring();
  const key = [current, previous].find((candidate) => candidate?.id === keyId);
  if (!key || !iv || !sealed) return { ok: false };
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length <= TAG_BYTES) return { ok: false };
  try {
    const decipher = createDecipheriv("aes-256-gcm", key.bytes, Buffer.from(iv, "base64url")).setAAD(context(adminId));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const secret = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    return { ok: true, secret, current: key === current };
  } catch {
    return { ok: false };
  }
}

/**
 * Seals every authenticator secret not yet under the current TOTP_KEY (stored before sealing, or
 * under TOTP_KEY_PREVIOUS), at each start. Each row is written only if it still holds what was read,
 * so servers starting together do not undo each other. Secrets under a key this server lacks stay.
 */
export async function resealTotpSecrets(): Promise<{ sealed: number; unreadable: number }> {
  const db = getDb();
  const rows = await db
    .select({ id: adminUsers.id, totpSecret: adminUsers.totpSecret, totpPendingSecret: adminUsers.totpPendingSecret })
    .from(adminUsers)
    .where(or(isNotNull(adminUsers.totpSecret), isNotNull(adminUsers.totpPendingSecret)));
  let sealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    for (const column of ["totpSecret", "totpPendingSecret"] as const) {
      const stored = row[column];
      if (!stored) continue;
      const opened = openSecret(stored, row.id);
      if (!opened.ok) unreadable++;
      if (!opened.ok || opened.current) continue;
      const written = await db
        .update(adminUsers)
        .set({ [column]: sealSecret(opened.secret, row.id) })
        .where(and(eq(adminUsers.id, row.id), eq(adminUsers[column], stored)))
        .returning({ id: adminUsers.id });
      sealed += written.length;
    }
  }
  if (sealed) logger.info({ sealed }, "authenticator secrets sealed under the current TOTP_KEY");
  if (unreadable) logger.error({ unreadable }, "authenticator secrets sealed under an unknown key: set TOTP_KEY_PREVIOUS to the key they were sealed with");
  return { sealed, unreadable };
}
