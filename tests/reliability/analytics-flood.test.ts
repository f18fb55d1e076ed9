import { execFile, spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSite, startApp, waitFor, withDatabase, type AppProcess, type Site } from "./app-process";

/**
 * Strangers cannot grow the staff's Analytics tab (issue 29, decision 048): after 20 s of page
 * views from wrk, each with a new address and a new utm_campaign, the tab is under 1 MB of HTML
 * and answers in under 1.5 s.
 */

const FLOOD_SECONDS = 20;
const MAX_HTML_BYTES = 1024 * 1024;
const MAX_ANSWER_MS = 1_500;
const PASSWORD = "analytics flood password";

/** Every request a new IPv4 client (through X-Forwarded-For, TRUST_PROXY) and a new campaign, landing from nowhere. */
const FLOOD_SCRIPT = `
local n = 0
request = function()
  n = n + 1
  local a = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  return wrk.format("GET", "/?utm_source=flood&utm_campaign=c" .. n, { ["X-Forwarded-For"] = a, ["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" })
end
`;

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
}

describe("the Analytics tab after a flood of strangers", () => {
  let site: Site;
  let app: AppProcess;
  const script = path.join(tmpdir(), `analytics-flood-${process.pid}.lua`);

  beforeAll(async () => {
    site = await createSite();
    app = await startApp(site, { buildDir: inject("buildDir") });
    writeFileSync(script, FLOOD_SCRIPT);
  });
  afterAll(async () => {
    rmSync(script, { force: true });
    await app?.stop();
    await site?.cleanup();
  });

  it(`after ${FLOOD_SECONDS} s of new addresses and campaigns: under 1 MB and 1.5 s`, async () => {
    const flood = spawnSync("wrk", ["-t1", "-c50", `-d${FLOOD_SECONDS}s`, "-s", script, `${app.baseUrl}/`], { encoding: "utf8" });
    expect(flood.status, flood.stderr).toBe(0);
    const requests = Number(/(\d+) requests in/.exec(flood.stdout)?.[1] ?? 0);

    // Every view the recorder kept is written within its flush (a second): wait until the count stops moving.
    const visits = () => withDatabase(site, async (client) => (await client.query<{ n: number }>("select count(*)::int as n from analytics_visits")).rows[0]!.n);
    let last = -1;
    const stored = await waitFor(
      async () => {
        const now = await visits();
        const settled = now > 0 && now === last;
        last = now;
        return settled ? now : undefined;
      },
      30_000,
      "the flood's views to be written",
    );

    await promisify(execFile)(
      "npm",
      ["run", "-s", "admin:create", "--", "--email", "flood@example.com", "--password", PASSWORD, "--role", "Super Admin"],
      { env: { ...process.env, DATA_DIR: site.dataDir, LOG_LEVEL: "warn", ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}) } },
    );
    const signIn = await fetch(`${app.baseUrl}/admin`, {
      method: "POST",
      body: new URLSearchParams({ email: "flood@example.com", password: PASSWORD, redirectTo: "/admin" }),
      headers: { "X-Forwarded-For": "192.0.2.1" },
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;

    const answers: { ms: number; bytes: number; rss: number }[] = [];
    let html = "";
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const response = await fetch(`${app.baseUrl}/admin/analytics?range=7`, { headers: { cookie } });
      html = await response.text();
      expect(response.status).toBe(200);
      answers.push({ ms: Math.round(performance.now() - started), bytes: Buffer.byteLength(html), rss: Math.round(rssMb(app.child.pid!)) });
    }
    console.info(
      `analytics flood: ${requests} page views in ${FLOOD_SECONDS} s (${Math.round(requests / FLOOD_SECONDS)}/s), ${stored} visits stored; ` +
        `the tab: ${answers.map((a) => `${a.ms} ms, ${(a.bytes / 1024).toFixed(0)} KB, RSS ${a.rss} MB`).join("; ")}`,
    );
    expect(stored).toBeGreaterThan(FLOOD_SECONDS * 100);
    expect(html).toContain("(other)");
    for (const answer of answers) {
      expect(answer.bytes).toBeLessThan(MAX_HTML_BYTES);
      expect(answer.ms).toBeLessThan(MAX_ANSWER_MS);
    }
  });
});
