import { createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { env } from "~/utils/env.server";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** One counter to count a hit on: `key` may have `limit` hits per fixed window of `windowSeconds`. */
export type RateLimitHit = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit on `key` in a fixed window shared by every app server (stored in the
 * database) and says whether it is within `limit`.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const [result] = await hitRateLimits([{ key, limit, windowSeconds }]);
  return result!;
}

/**
 * Counts one hit on each counter in a single statement (one round trip, one commit) and says for
 * each, in the order given, whether it is within its limit. The keys must differ. Rows are
 * written in key order, so concurrent calls never wait on each other in a cycle.
 */
export async function hitRateLimits(hits: readonly RateLimitHit[]): Promise<RateLimitResult[]> {
  if (hits.length === 0) return [];
  const rows = await getDb()
    .insert(rateLimits)
    .values(
      [...hits]
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map((hit) => ({ key: hit.key, windowStart: currentWindow(hit.windowSeconds), count: 1 })),
    )
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      elapsedSeconds: sql<number>`extract(epoch from (now() - ${rateLimits.windowStart}))::float8`,
    });
  return hits.map((hit) => {
    const row = rows.find((candidate) => candidate.key === hit.key)!;
    return {
      allowed: row.count <= hit.limit,
      count: row.count,
      retryAfterSeconds: Math.max(1, Math.ceil(hit.windowSeconds - row.elapsedSeconds)),
    };
  });
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
