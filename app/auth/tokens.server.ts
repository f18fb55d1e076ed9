import { createHash, randomBytes } from "node:crypto";

/** A random 32-byte token for a cookie or a one-time link, and the hash that is stored instead of it. */
export function newToken(): { token: string; id: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, id: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 32 bytes in base64url: anything else cannot be one of ours, so it is not even looked up. */
export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
