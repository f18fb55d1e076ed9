import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { resetDb, statementsOf } from "../../tests/db";
import { clientFingerprint, hitRateLimit, hitRateLimits, pruneRateLimits, rateLimitReached, secondsUntilRoom } from "./rate-limit.server";

const DAY = 86_400;

/** The weight the previous day-long window's hits have now: the part of it still within the last day. */
async function previousDayWeight(): Promise<number> {
  const { rows } = await getDb().execute<{ weight: number }>(sql`select (1 - mod(extract(epoch from now()), ${DAY}) / ${DAY})::float8 as weight`);
  return rows[0]!.weight;
}

/** Stores `count` hits for `key` in the window before the current one, a day long. */
async function hitsInThePreviousDay(key: string, count: number): Promise<void> {
  await getDb()
    .insert(rateLimits)
    .values({ key, count, windowStart: sql`to_timestamp(floor(extract(epoch from now()) / ${DAY}) * ${DAY} - ${DAY})` });
}

describe("hitRateLimit", () => {
  beforeEach(resetDb);

  it("allows up to the limit in a window, then refuses with a retry time", async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await hitRateLimit("form:test", 3, 600));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    // The rest of this window, then until 1 + 4 × (1 - s / 600) ≤ 3 in the next (s = 300).
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(300);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it("counts concurrent hits exactly", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit("form:burst", 5, 600)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("counts several counters in one statement, each against its own limit and window, answered in the order asked", async () => {
    await hitRateLimit("b:day", 2, 86_400);
    const [short, day] = await hitRateLimits([
      { key: "z:short", limit: 1, windowSeconds: 60 },
      { key: "b:day", limit: 2, windowSeconds: 86_400 },
    ]);
    expect(short).toMatchObject({ allowed: true, count: 1 });
    expect(short!.retryAfterSeconds).toBeLessThanOrEqual(120);
    expect(day).toMatchObject({ allowed: true, count: 2 });
    expect(day!.retryAfterSeconds).toBeGreaterThan(120);
    expect((await hitRateLimits([{ key: "b:day", limit: 2, windowSeconds: 86_400 }]))[0]!.allowed).toBe(false);
  });

  it("counts the hits of calls made at the same time in one statement, and a key asked twice in a statement of its own (decision 042)", async () => {
    const hits = () =>
      Promise.all([
        hitRateLimit("same:a", 5, 600),
        hitRateLimit("same:b", 5, 600),
        hitRateLimits([
          { key: "same:c", limit: 5, windowSeconds: 600 },
          { key: "same:d", limit: 1, windowSeconds: 60 },
        ]),
        hitRateLimit("same:a", 5, 600),
      ]);
    let results: Awaited<ReturnType<typeof hits>> | undefined;
    expect((await statementsOf(async () => (results = await hits()))).queries).toBe(2);
    const [a, b, [c, d], again] = results!;
    expect([a.count, again.count].sort()).toEqual([1, 2]);
    expect([b.count, c!.count, d!.count]).toEqual([1, 1, 1]);
    expect(d!.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it("keeps keys apart and never stores the raw address", async () => {
    expect((await hitRateLimit("a", 1, 60)).allowed).toBe(true);
    expect((await hitRateLimit("b", 1, 60)).allowed).toBe(true);
    expect(clientFingerprint("203.0.113.9")).not.toContain("203");
    expect(clientFingerprint("203.0.113.9")).toBe(clientFingerprint("203.0.113.9"));
  });

  it("counts the previous window's hits by the part of it still within the last window: a burst at a window's end does not start again", async () => {
    // Enough hits that even their weighted share fills the limit of 5, whatever the time of day.
    await hitsInThePreviousDay("burst:full", Math.ceil(10 / (await previousDayWeight())));
    const refused = await hitRateLimit("burst:full", 5, DAY);
    expect(refused).toMatchObject({ allowed: false, count: 1 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await rateLimitReached("burst:full", 5, DAY)).allowed).toBe(false);

    // Few enough that their weighted share leaves room for one more.
    await hitsInThePreviousDay("burst:light", Math.floor(3 / (await previousDayWeight())));
    expect((await rateLimitReached("burst:light", 5, DAY)).allowed).toBe(true);
    expect(await hitRateLimit("burst:light", 5, DAY)).toMatchObject({ allowed: true, count: 1 });
  });

  it("reads only the window just before: older hits are forgotten, and pruning keeps what a day's limit still reads", async () => {
    await getDb()
      .insert(rateLimits)
      .values([
        { key: "old", count: 1_000, windowStart: sql`to_timestamp(floor(extract(epoch from now()) / 60) * 60 - 120)` },
        { key: "stale", count: 1, windowStart: sql`now() - interval '3 days'` },
      ]);
    await hitsInThePreviousDay("day", 1);
    expect((await hitRateLimit("old", 1, 60)).allowed).toBe(true);
    await pruneRateLimits();
    expect((await getDb().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort()).toEqual(["day", "old", "old"]);
  });

  it("consults without counting", async () => {
    expect(await rateLimitReached("quiet", 1, 600)).toMatchObject({ allowed: true, count: 0 });
    expect(await hitRateLimit("quiet", 1, 600)).toMatchObject({ allowed: true, count: 1 });
    expect(await rateLimitReached("quiet", 1, 600)).toMatchObject({ allowed: false, count: 1 });
    expect(await getDb().select({ count: rateLimits.count }).from(rateLimits)).toEqual([{ count: 1 }]);
  });
});

describe("secondsUntilRoom", () => {
  it("is 0 while one more hit fits", () => {
    expect(secondsUntilRoom({ count: 0, previous: 0, elapsedSeconds: 0 }, 3, 600)).toBe(0);
    expect(secondsUntilRoom({ count: 1, previous: 2, elapsedSeconds: 300 }, 3, 600)).toBe(0);
  });

  it("waits for the previous window's weight to fall when the current one leaves room", () => {
    // 1 + 1 + 4 × (1 - t / 600) ≤ 3 from t = 450.
    expect(secondsUntilRoom({ count: 1, previous: 4, elapsedSeconds: 0 }, 3, 600)).toBe(450);
    expect(secondsUntilRoom({ count: 1, previous: 4, elapsedSeconds: 100 }, 3, 600)).toBe(350);
  });

  it("waits into the next window when the current one is full, where its hits weigh less as it passes", () => {
    // The rest of this window (500 s), then 1 + 3 × (1 - s / 600) ≤ 3 from s = 200.
    expect(secondsUntilRoom({ count: 3, previous: 0, elapsedSeconds: 100 }, 3, 600)).toBe(700);
    // A limit of one: the whole next window.
    expect(secondsUntilRoom({ count: 1, previous: 0, elapsedSeconds: 10 }, 1, 60)).toBe(110);
  });
});
