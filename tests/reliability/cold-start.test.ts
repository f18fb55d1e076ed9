import { afterAll, describe, expect, inject, it } from "vitest";
import { createSite, startApp, type Site } from "./app-process";

/** Generous for a loaded CI machine; the bench reports the real figure (target: under 1 s, decision 024). */
const SECOND_START_BOUND_MS = 3_000;

describe("cold start", () => {
  let site: Site;
  afterAll(async () => site?.cleanup());

  it("answers /healthz within 3 s of a second start on an existing data folder, pages precompressed", async () => {
    site = await createSite();
    const buildDir = inject("buildDir");
    const first = await startApp(site, { buildDir });
    await first.stop();

    const started = Date.now();
    const second = await startApp(site, { buildDir, timeoutMs: SECOND_START_BOUND_MS });
    const elapsed = Date.now() - started;
    try {
      expect(elapsed).toBeLessThan(SECOND_START_BOUND_MS);
      // The build's brotli copy is there from the first request: nothing is compressed at start.
      const home = await fetch(`${second.baseUrl}/`, { headers: { "accept-encoding": "br" } });
      expect(home.headers.get("content-encoding")).toBe("br");
      expect(await home.text()).toContain("</html>");
    } finally {
      await second.stop();
    }
  }, 120_000);
});
