import { createHmac } from "node:crypto";
import { env } from "~/utils/env.server";

/**
 * A short keyed hash (HMAC-SHA-256 with SESSION_SECRET, 22 base64url characters: 132 bits) of
 * a value a counter is kept for: a client, an account, a recipient. Counters and cookies name
 * the hash, never the value, and nobody without the secret can tell which value it stands for.
 */
export function keyedHash(value: string): string {
  return createHmac("sha256", env().SESSION_SECRET).update(value).digest("base64url").slice(0, 22);
}
