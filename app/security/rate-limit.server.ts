import { createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { env } from "~/utils/env.server";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one hit on `key` in a fixed window shared by every app server (stored in the
 * database) and says whether it is within `limit`.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const window = currentWindow(windowSeconds);
  const result = await getDb()
    .insert(rateLimits)
    .values({ key, windowStart: window, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    });
  const row = result[0]!;
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds: Math.max(1, row.retryAfter) };
}

const currentWindow = (windowSeconds: number) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;

/** Takes back one hit of the current window: the attempt it counted turned out to be legitimate. */
export async function refundRateLimit(key: string, windowSeconds: number): Promise<void> {
  await getDb()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, currentWindow(windowSeconds))));
}

/** Forgets every window of `key`. */
export async function clearRateLimit(key: string): Promise<void> {
  await getDb().delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Whether `key` has already reached `limit` in the current window, without counting a hit:
 * consulted before a request's body is read, so a client over its limit costs one query.
 */
export async function rateLimitReached(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const window = currentWindow(windowSeconds);
  const [row] = await getDb()
    .select({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, window)));
  const count = row?.count ?? 0;
  return { allowed: count < limit, count, retryAfterSeconds: Math.max(1, row?.retryAfter ?? windowSeconds) };
}

/** Deletes windows older than a day. */
export async function pruneRateLimits(): Promise<void> {
  await getDb().delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}

/** A keyed hash of the client's address: counted per client without storing the address. */
export function clientFingerprint(address: string): string {
  return createHmac("sha256", env().SESSION_SECRET).update(address).digest("base64url").slice(0, 22);
}

/** A keyed hash of a normalized e-mail address: counted per account without storing addresses that may not exist. */
export function accountFingerprint(normalizedEmail: string): string {
  return clientFingerprint(`account:${normalizedEmail}`);
}
