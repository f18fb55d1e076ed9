import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt cost: 2^15 × 8 × 1 uses 32 MiB and about 100 ms here. Stored with each hash, so it can rise later. */
const COST = { N: 32_768, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (scheme !== "scrypt" || !salt || !hash) return undefined;
  // Refuse absurd parameters instead of spending minutes (or all memory) on a damaged row.
  if (!Number.isInteger(Math.log2(N)) || N < 1024 || N > 1_048_576 || R < 1 || R > 32 || P < 1 || P > 16) return undefined;
  return { options: { N, r: R, p: P }, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

/** Compares in constant time. A missing or malformed hash is simply a mismatch. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : undefined;
  if (!parsed) {
    await dummyHash(password);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.options);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

const DUMMY_SALT = randomBytes(16);

/** The same work as a real check, for an account that does not exist: the answer takes as long. */
export async function dummyHash(password: string): Promise<void> {
  await derive(password, DUMMY_SALT, COST);
}
