import { beforeEach, describe, expect, it } from "vitest";
import { resetDb } from "../../tests/db";
import { clientFingerprint, hitRateLimit, hitRateLimits } from "./rate-limit.server";

describe("hitRateLimit", () => {
  beforeEach(resetDb);

  it("allows up to the limit in a window, then refuses with a retry time", async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await hitRateLimit("form:test", 3, 600));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(600);
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
    expect(short!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(day).toMatchObject({ allowed: true, count: 2 });
    expect(day!.retryAfterSeconds).toBeGreaterThan(60);
    expect((await hitRateLimits([{ key: "b:day", limit: 2, windowSeconds: 86_400 }]))[0]!.allowed).toBe(false);
  });

  it("keeps keys apart and never stores the raw address", async () => {
    expect((await hitRateLimit("a", 1, 60)).allowed).toBe(true);
    expect((await hitRateLimit("b", 1, 60)).allowed).toBe(true);
    expect(clientFingerprint("203.0.113.9")).not.toContain("203");
    expect(clientFingerprint("203.0.113.9")).toBe(clientFingerprint("203.0.113.9"));
  });
});
