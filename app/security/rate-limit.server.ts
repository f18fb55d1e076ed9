import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "~/db/client.server";
import { combineWrites } from "~/db/combine-writes.server";
import { rateLimits } from "~/db/schema";
import { clientKey } from "~/utils/client-address";
import { keyedHash } from "./keyed-hash.server";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** One counter to count a hit on: `key` may have `limit` hits per sliding window of `windowSeconds`. */
export type RateLimitHit = { key: string; limit: number; windowSeconds: number };

/*
 * Sliding windows (decision 035). Hits are stored per fixed window aligned to the database's
 * clock, one row per key and window, shared by every app server. A key's hits in the last
 * `windowSeconds` are estimated as the current window's count plus the previous window's,
 * weighted by how much of it still lies within the last `windowSeconds`: 20 attempts at 21:44:59
 * still count (nearly) in full at 21:45:00, where a fixed window would start again from zero.
 */

/** What the stored counts say about a key: the current window's hits, the previous window's, and how far the current window has run. */
type Counts = { count: number; previous: number; elapsedSeconds: number };

/** The hits of the last `windowSeconds`, estimated from the current and the previous window. */
function recentHits({ count, previous, elapsedSeconds }: Counts, windowSeconds: number): number {
  return count + previous * Math.max(0, 1 - elapsedSeconds / windowSeconds);
}

/**
 * Seconds until one more hit would be within `limit`, if none comes meanwhile (0: it would be now).
 * While the current window alone leaves room, the wait is for the previous window's weight to
 * fall far enough; otherwise for the next window, where this one's count becomes the weighted one.
 */
export function secondsUntilRoom(counts: Counts, limit: number, windowSeconds: number): number {
  const { count, previous, elapsedSeconds } = counts;
  if (recentHits({ ...counts, count: count + 1 }, windowSeconds) <= limit) return 0;
  if (count + 1 <= limit) return windowSeconds * (1 - (limit - count - 1) / previous) - elapsedSeconds;
  return windowSeconds - elapsedSeconds + windowSeconds * (1 - (limit - 1) / count);
}

function verdict(counts: Counts, limit: number, windowSeconds: number, allowed: boolean): RateLimitResult {
  return { allowed, count: counts.count, retryAfterSeconds: Math.max(1, Math.ceil(secondsUntilRoom(counts, limit, windowSeconds))) };
}

/**
 * Counts one hit on `key` (stored in the database, shared by every app server) and says whether
 * the hits of the last `windowSeconds` are within `limit`.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const [result] = await hitRateLimits([{ key, limit, windowSeconds }]);
  return result!;
}

/**
 * Counts one hit on each counter and says for each, in the order given, whether it is within its
 * limit. The keys must differ. Calls made at the same time are counted together, in one
 * statement (one round trip, one commit; decision 042), as long as their keys differ too.
 */
export function hitRateLimits(hits: readonly RateLimitHit[]): Promise<RateLimitResult[]> {
  return hits.length === 0 ? Promise.resolve([]) : countTogether(hits);
}

/**
 * Counts one hit on each counter in `db`, in a statement of its own: in a transaction, a change
 * rolled back counts nothing, and the counters' rows stay locked until it ends. The keys must differ.
 */
export async function hitRateLimitsIn(db: Database | Transaction, hits: readonly RateLimitHit[]): Promise<RateLimitResult[]> {
  return hits.length === 0 ? [] : (await countHits([hits], db))[0]!;
}

const countTogether = combineWrites((calls: (readonly RateLimitHit[])[]) => countHits(calls), {
  maxSize: 100,
  maxInFlight: 2,
  joins: (taken, next) => !next.some((hit) => taken.some((hits) => hits.some((other) => other.key === hit.key))),
});

/**
 * Counts the hits of several calls in a single statement, reading each key's previous window in
 * the same statement. Rows are written in key order, so concurrent statements never wait on each
 * other in a cycle.
 */
async function countHits(calls: (readonly RateLimitHit[])[], db: Database | Transaction = getDb()): Promise<RateLimitResult[][]> {
  const asked = sql.join(
    calls.flat().map((hit) => sql`(${hit.key}::text, ${hit.windowSeconds}::int)`),
    sql`, `,
  );
  const { rows } = await db.execute<Counts & { key: string }>(sql`
    with asked (key, window_seconds) as (values ${asked}),
    counted as (
      insert into ${rateLimits} (key, window_start, count)
      select key, ${windowStart(sql`window_seconds`)}, 1 from asked order by key
      on conflict (key, window_start) do update set count = ${rateLimits}.count + 1
      returning key, window_start, count
    )
    select counted.key, counted.count,
      coalesce(earlier.count, 0) as previous,
      extract(epoch from (now() - counted.window_start))::float8 as "elapsedSeconds"
    from counted
    join asked using (key)
    left join ${rateLimits} earlier
      on earlier.key = counted.key and earlier.window_start = counted.window_start - make_interval(secs => asked.window_seconds)
  `);
  const counted = new Map(rows.map((row) => [row.key, row]));
  return calls.map((hits) =>
    hits.map((hit) => {
      const counts = counted.get(hit.key)!;
      return verdict(counts, hit.limit, hit.windowSeconds, recentHits(counts, hit.windowSeconds) <= hit.limit);
    }),
  );
}

/** The start of the fixed window, aligned to the database's clock, that a hit now is stored in. */
const windowStart = (windowSeconds: SQL | number) => sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;

/** Takes back one hit of the current window: the attempt it counted turned out to be legitimate. */
export async function refundRateLimit(key: string, windowSeconds: number): Promise<void> {
  await getDb()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(windowSeconds))));
}

/** Forgets every window of `key`. */
export async function clearRateLimit(key: string): Promise<void> {
  await getDb().delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Forgets every window of every key that starts with one of `prefixes`, in one statement. */
export async function clearRateLimitsStartingWith(prefixes: readonly string[]): Promise<void> {
  if (prefixes.length === 0) return;
  await getDb()
    .delete(rateLimits)
    .where(or(...prefixes.map((prefix) => sql`starts_with(${rateLimits.key}, ${prefix})`)));
}

/**
 * Whether one more hit on `key` would be over `limit`, without counting one: consulted before a
 * request's body is read, so a client over its limit costs one query (or in `db`, a transaction).
 */
export async function rateLimitReached(key: string, limit: number, windowSeconds: number, db: Database | Transaction = getDb()): Promise<RateLimitResult> {
  return (await rateLimitsReached([{ key, limit, windowSeconds }], db))[0]!;
}

/** `rateLimitReached` for several counters (their keys differ), in one statement: for each, in the order given, whether one more hit would be within its limit. */
export async function rateLimitsReached(hits: readonly RateLimitHit[], db: Database | Transaction = getDb()): Promise<RateLimitResult[]> {
  if (hits.length === 0) return [];
  const asked = sql.join(
    hits.map((hit) => sql`(${hit.key}::text, ${hit.windowSeconds}::int)`),
    sql`, `,
  );
  const current = windowStart(sql`asked.window_seconds`);
  const { rows } = await db.execute<Counts & { key: string }>(sql`
    with asked (key, window_seconds) as (values ${asked})
    select asked.key,
      coalesce(sum(stored.count) filter (where stored.window_start = ${current}), 0)::int as count,
      coalesce(sum(stored.count) filter (where stored.window_start < ${current}), 0)::int as previous,
      extract(epoch from (now() - ${current}))::float8 as "elapsedSeconds"
    from asked
    left join ${rateLimits} stored
      on stored.key = asked.key and stored.window_start in (${current}, ${current} - make_interval(secs => asked.window_seconds))
    group by asked.key, asked.window_seconds
  `);
  const counted = new Map(rows.map((row) => [row.key, row]));
  return hits.map((hit) => {
    const counts = counted.get(hit.key)!;
    return verdict(counts, hit.limit, hit.windowSeconds, recentHits({ ...counts, count: counts.count + 1 }, hit.windowSeconds) <= hit.limit);
  });
}

/** Deletes windows that no limit reads any more: the longest window is a day, and its previous one is read too. */
export async function pruneRateLimits(): Promise<void> {
  await getDb().delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '2 days'`);
}

/**
 * The client a per-client counter is kept for, from the address a request came from: a keyed
 * hash of its `clientKey` (an IPv4 address, an IPv6 /64, whatever the spelling), so that every
 * per-client limit counts one IPv6 host once and no address is stored.
 */
export function clientFingerprint(address: string): string {
  return keyedHash(clientKey(address));
}

/** A keyed hash of a normalized e-mail address: counted per account without storing addresses that may not exist. */
export function accountFingerprint(normalizedEmail: string): string {
  return keyedHash(`account:${normalizedEmail}`);
}
