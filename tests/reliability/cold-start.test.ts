import { readFileSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createSite, startApp, type Site } from "./app-process";

/**
 * The real target is under 1 s (decision 024; `npm run bench` reports it). A shared CI machine
 * stretches wall time by however busy it is, so the wall-time bound is generous and the guard
 * is the app's own CPU time, which the load barely changes: ~0.6–0.9 s measured at load 10 on two
 * cores, several seconds when every page was brotli-compressed at start.
 */
const SECOND_START_WALL_MS = 10_000;
const SECOND_START_CPU_MS = 1_500;

/** A process's CPU time so far (user + system, all its threads), from /proc/<pid>/stat. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

describe("cold start", () => {
  let site: Site;
  afterAll(async () => site?.cleanup());

  it("a second start on an existing data folder answers /healthz quickly, its pages already compressed", async () => {
    site = await createSite();
    const buildDir = inject("buildDir");
    const first = await startApp(site, { buildDir });
    await first.stop();

    const started = Date.now();
    const second = await startApp(site, { buildDir, timeoutMs: SECOND_START_WALL_MS });
    try {
      expect(Date.now() - started).toBeLessThan(SECOND_START_WALL_MS);
      expect(cpuMs(second.child.pid!)).toBeLessThan(SECOND_START_CPU_MS);
      // The build's brotli copy is there from the first request: nothing is compressed at start.
      const home = await fetch(`${second.baseUrl}/`, { headers: { "accept-encoding": "br" } });
      expect(home.headers.get("content-encoding")).toBe("br");
      expect(await home.text()).toContain("</html>");
    } finally {
      await second.stop();
    }
  }, 120_000);
});
