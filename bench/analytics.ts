// npm run bench:analytics: what counting page views costs the pre-rendered pages, whether
// 2,000 views/s are absorbed, and how long the Analytics tab's queries take at 10 million views
// and 100,000 leads. Prints a Markdown section for docs/benchmarks.md. About two minutes.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createSite, sleep, startApp, type AppProcess, type Site } from "../tests/reliability/app-process";
import { connectDb, getPool } from "~/db/client.server";
import { periodFromQuery } from "~/analytics/period";
import { countPageView, flushAnalytics, startAnalyticsRecorder } from "~/analytics/recorder.server";
import { analyticsReport } from "~/analytics/report.server";
import { refreshLeadDays } from "~/analytics/rollup.server";
import { marketingPaths } from "~/content/site";
import { cpuMs, postgresCpuMs, requireTools, wrk, type Wrk } from "./wrk";

process.env.LOG_LEVEL ??= "fatal";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, "build-bench-analytics");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ROUNDS = 4;
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const lines: string[] = [`Written by \`npm run bench:analytics\` (bench/analytics.ts) on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; load average at start ${os.loadavg().map((n) => n.toFixed(1)).join(" / ")}.`, ""];
const out = (line = "") => {
  lines.push(line);
  console.log(line);
};

function build() {
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
}

async function countEvents(site: Site): Promise<number> {
  const client = new pg.Client({ connectionString: site.currentDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ views: number }>("select coalesce(sum(views), 0)::int as views from analytics_page_visitors where kind = 'view'");
    return rows[0]!.views;
  } finally {
    await client.end();
  }
}

// ─── Throughput with and without counting, in one run ──────────────────────────────────────
async function throughput(site: Site) {
  const pages = ["/", "/services/tv-mounting"];
  const headers = { "accept-encoding": "gzip, deflate, br", "user-agent": BROWSER };
  /** Each measured run, and the CPU its app and PostgreSQL spent on it (ms). */
  type Measured = Wrk & { appCpu: number; postgresCpu: number };
  const results = new Map<string, { off: Measured[]; on: Measured[] }>();
  // Both apps run side by side on the same database (the one with counting off starts it); each
  // page is measured with both back to back, off first in even rounds and on first in odd ones,
  // four rounds: a change in the machine's load (it is shared) hits both alike.
  const off = await startApp(site, { buildDir, env: { LOG_LEVEL: "info", ANALYTICS_COUNTING: "off" } });
  let on: AppProcess | undefined;
  let stored = 0;
  let answered = 0;
  let dropped = 0;
  try {
    on = await startApp(site, { buildDir, env: { LOG_LEVEL: "info", ANALYTICS_COUNTING: "on", DATABASE_URL: site.currentDatabaseUrl() } });
    const before = await countEvents(site);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const page of pages) {
        const pair = [["off", off], ["on", on]] as const;
        for (const [counting, app] of round % 2 === 0 ? pair : [...pair].reverse()) {
          const warm = wrk(`${app.baseUrl}${page}`, { headers, seconds: 2, connections: CONNECTIONS });
          const [appBefore, postgresBefore] = [cpuMs(app.child.pid!), postgresCpuMs()];
          const run = wrk(`${app.baseUrl}${page}`, { headers, seconds: SECONDS, connections: CONNECTIONS });
          const cpu = { appCpu: cpuMs(app.child.pid!) - appBefore, postgresCpu: postgresCpuMs() - postgresBefore };
          if (run.non2xx || run.errors) throw new Error(`${page}: ${run.non2xx} non-2xx answers, ${run.errors} socket errors`);
          const entry = results.get(page) ?? { off: [], on: [] };
          entry[counting].push({ ...run, ...cpu });
          results.set(page, entry);
          if (counting === "on") answered += warm.requests + run.requests;
        }
      }
    }
    // The buffer is written every second: wait until the count stops growing.
    let now = await countEvents(site);
    for (let last = -1; now !== last; ) {
      await sleep(1_500);
      last = now;
      now = await countEvents(site);
    }
    stored = now - before;
    for (const line of on.logs) if (line.includes("analytics:")) dropped += Number(/"dropped":(\d+)/.exec(line)?.[1] ?? 0);
  } finally {
    await on?.stop();
    await off.stop();
  }
  const sum = (runs: Measured[], pick: (run: Measured) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const mean = (runs: Measured[], pick: (run: Measured) => number) => sum(runs, pick) / runs.length;
  /** CPU µs per answered request over every measured run: the app's, and the app's and PostgreSQL's together. */
  const perRequest = (runs: Measured[]) => {
    const requests = sum(runs, (run) => run.requests);
    return { app: (1000 * sum(runs, (run) => run.appCpu)) / requests, all: (1000 * sum(runs, (run) => run.appCpu + run.postgresCpu)) / requests };
  };
  out("## Analytics: counting page views (decision 022)");
  out();
  out(`wrk \`-t1 -c${CONNECTIONS} -d${SECONDS}s\` per page after a 2 s warm-up, a browser's User-Agent (so every request is counted) and \`Accept-Encoding: gzip, deflate, br\`;`);
  out(
    `the same build and database, two apps at their default log level side by side, one with \`ANALYTICS_COUNTING=off\` and one \`on\`, each page measured with both back to back (off first, then on first, in turn), ${ROUNDS} rounds, averaged.`,
  );
  out();
  out("| Page | Without counting req/s | With counting req/s | With / without | p50 / p99 ms without | p50 / p99 ms with |");
  out("|---|---:|---:|---:|---:|---:|");
  for (const [page, { off, on }] of results) {
    const rps = (runs: Measured[]) => mean(runs, (run) => run.rps);
    const lat = (runs: Measured[]) => `${fmt(mean(runs, (run) => run.p50), 1)} / ${fmt(mean(runs, (run) => run.p99), 1)}`;
    out(`| ${page} | ${fmt(rps(off))} | ${fmt(rps(on))} | ${(rps(on) / rps(off)).toFixed(2)}× | ${lat(off)} | ${lat(on)} |`);
  }
  out();
  out(
    "The same runs in CPU time per answered request (the app process's user + system time from /proc over each measured run, and PostgreSQL's processes' beside it), which two apps sharing two cores with wrk disturb far less than each other's request rates: a server bound by its CPU answers in inverse proportion. Target: counting costs at most 10 % (without / with at least 0.90×).",
  );
  out();
  out("| Page | App µs per request without | App µs per request with | App and PostgreSQL µs without | App and PostgreSQL µs with | Without / with (app and PostgreSQL) |");
  out("|---|---:|---:|---:|---:|---:|");
  for (const [page, { off, on }] of results) {
    const [without, withCounting] = [perRequest(off), perRequest(on)];
    out(`| ${page} | ${fmt(without.app, 1)} | ${fmt(withCounting.app, 1)} | ${fmt(without.all, 1)} | ${fmt(withCounting.all, 1)} | ${(without.all / withCounting.all).toFixed(2)}× |`);
  }
  out();
  out(
    `With counting on, wrk counted ${fmt(answered)} answered page requests (warm-ups included) and ${fmt(stored)} views were stored; ` +
      `the app logged ${fmt(dropped)} views dropped. (wrk stops counting at the end of its window, so answers in flight then are stored but not in its count.)`,
  );
  out();
}

// ─── The tab's queries at 10 million views and 100,000 leads ──────────────────────────────
const DAYS = 1_095;
const VIEWS_PER_DAY = Math.round(10_000_000 / DAYS);
/** Per-page and per-visit rows wait at most a day and an hour for the rollup: two average days' worth of views. */
const RAW_ROWS = VIEWS_PER_DAY * 2;
const LEADS = 100_000;

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("truncate analytics_page_visitors, analytics_visits, analytics_daily, leads cascade");
    const pages = marketingPaths;
    // Finished days as rollups: the totals, and each dimension's share of the day's views.
    await client.query(
      `insert into analytics_daily (day, dimension, value, views, visitors)
       select current_date - g, 'total', '', $1, $1 * 6 / 10 from generate_series(1, $2) g`,
      [VIEWS_PER_DAY, DAYS],
    );
    await client.query(
      `insert into analytics_daily (day, dimension, value, views, visitors)
       select current_date - g, d.dimension, d.value, greatest(1, $1 / d.n), greatest(1, $1 * 6 / 10 / d.n)
       from generate_series(1, $2) g cross join (
         select 'page' as dimension, p as value, $3::int as n from unnest($4::text[]) p
         union all select 'landing', p, $3::int from unnest($4::text[]) p
         union all select 'source', 'site' || s || '.example', 30 from generate_series(1, 30) s
         union all select 'campaign', 'campaign-' || c, 12 from generate_series(1, 12) c
         union all select 'device', v, 3 from unnest(array['mobile', 'tablet', 'desktop']) v
         union all select 'form_start', v, 50 from unnest(array['/', '/book']) v
       ) d`,
      [VIEWS_PER_DAY, DAYS, pages.length, pages],
    );
    // Today's per-page and per-visit rows, not yet rolled up: every view a visitor of its own (the most rows).
    await client.query(
      `create temporary table seeded as
       select (now() at time zone 'America/Los_Angeles')::date as day, case when g % 40 = 0 then 'form_start' else 'view' end as kind,
              ($2::text[])[1 + g % $3] as path, 'v' || (g % 40000) as visitor, g % 4 = 0 as entry,
              coalesce(case when g % 12 = 0 then 'news' end, case when g % 8 = 0 then 'site' || (g % 30) || '.example' end, '(direct)') as source,
              case when g % 12 = 0 then 'campaign-' || (g % 12) end as campaign,
              (array['mobile', 'tablet', 'desktop'])[1 + (g % 40000) % 3] as device
       from generate_series(1, $1) g`,
      [RAW_ROWS, pages, pages.length],
    );
    await client.query(
      `insert into analytics_page_visitors (day, kind, path, visitor, views)
       select day, kind, path, visitor, count(*) from seeded group by day, kind, path, visitor`,
    );
    await client.query(
      `insert into analytics_visits (day, visitor, views, device, landed_at, landing, source, campaign)
       select day, visitor, count(*), min(device), case when bool_or(entry) then now() end,
              min(path) filter (where entry), min(source) filter (where entry), min(campaign) filter (where entry)
       from seeded where kind = 'view' group by day, visitor`,
    );
    await client.query("drop table seeded");
    await client.query(
      `insert into leads (name, phone, service, status, created_at, reported_no_contact_at)
       select 'Bench ' || g, '(818) 555-0100', (array['tv-mounting', 'furniture-assembly', 'home-cleaning'])[1 + g % 3],
              (array['New', 'In Review', 'Prioritized', 'Approved', 'Completed', 'Not Qualified'])[1 + g % 6],
              now() - (g % $2) * interval '1 day' - (g % 600) * interval '1 minute',
              case when g % 25 = 0 then now() end
       from generate_series(1, $1) g`,
      [LEADS, DAYS],
    );
    await client.query(
      `insert into lead_sources (lead_id, landing_path, referrer_host, utm_source, utm_campaign, device, form)
       select id, ($1::text[])[1 + abs(hashtext(id::text)) % $2], 'site' || abs(hashtext(id::text)) % 30 || '.example',
              null, 'campaign-' || abs(hashtext(id::text)) % 12, 'mobile', 'booking'
       from leads`,
      [pages, pages.length],
    );
    await client.query(
      `insert into lead_status_history (lead_id, from_status, to_status, changed_by, changed_at)
       select id, null, 'New', 'customer', created_at from leads
       union all
       select id, 'New', 'In Review', 'ops@example.com', created_at + (abs(hashtext(id::text)) % 48) * interval '1 hour'
       from leads where status <> 'New'`,
    );
    await client.query(
      `update leads set first_staff_action_at = created_at + (abs(hashtext(id::text)) % 48) * interval '1 hour' where status <> 'New'`,
    );
    await client.query("analyze");
  } finally {
    await client.end();
  }
}

async function queries(site: Site) {
  const app = await startApp(site, { buildDir, env: { LOG_LEVEL: "warn" } });
  try {
    const url = site.currentDatabaseUrl();
    connectDb(url, { max: 4 });
    await absorb();
    const started = performance.now();
    await seed(url);
    const seeded = (performance.now() - started) / 1000;
    out("## Analytics: the tab's report at 10 million views and 100,000 leads");
    out();
    out(
      `Seeded in ${seeded.toFixed(1)} s: ${fmt(DAYS)} finished days as daily rollups (${fmt(VIEWS_PER_DAY * DAYS)} views), ${fmt(RAW_ROWS)} views for today not yet rolled up (each a visitor of its own: as many per-page and per-visit rows as views), ` +
        `${fmt(LEADS)} leads over the same three years with their origins and history. Time of \`analyticsReport()\` (every figure, chart and table of the tab), 10 calls after 2 warm-ups.`,
    );
    out();
    const cold = performance.now();
    const days = await refreshLeadDays();
    out(
      `Counting every lead day once into the per-day lead totals (as after the upgrade or a restore, and then by the hourly job): ${fmt(days)} days in ${fmt((performance.now() - cold) / 1000, 2)} s.`,
    );
    out();
    out(
      "Each timed call comes after a new lead today, a status change on a lead of an earlier day, and 200 new page views of 200 new visitors counted and written to today's rows (all untimed), so it counts those two lead days again and reads today's rows as they change, as when the office is at work.",
    );
    out();
    out("| Period | Median ms | Slowest ms |");
    out("|---|---:|---:|");
    const pool = getPool();
    const stopCounting = startAnalyticsRecorder();
    let visitor = 0;
    for (const range of ["7", "30", "90", "custom"]) {
      const query: Record<string, string> = range === "custom" ? { range, from: isoDaysAgo(365), to: isoDaysAgo(0) } : { range };
      const { period } = periodFromQuery(new URLSearchParams(query));
      for (let i = 0; i < 2; i += 1) await analyticsReport(period);
      const times: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        await pool.query("insert into leads (name, phone, service) values ('Bench new', '(818) 555-0100', 'tv-mounting')");
        await pool.query(
          `update leads set status = 'Completed', first_staff_action_at = coalesce(first_staff_action_at, now())
           where id = (select id from leads where created_at < now() - interval '2 days' and status <> 'Completed' order by created_at desc offset $1 limit 1)`,
          [i * 97],
        );
        for (let view = 0; view < 200; view += 1, visitor += 1) {
          countPageView(benchRequest(visitor), marketingPaths[visitor % marketingPaths.length]!, `10.1.${visitor >> 8}.${visitor & 255}`);
        }
        await flushAnalytics();
        const t = performance.now();
        await analyticsReport(period);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      out(`| ${range === "custom" ? "last 366 days (date range)" : `last ${range} days`} | ${times[5]!.toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`);
    }
    out();
    await stopCounting();
    await getPool().end();
  } finally {
    await app.stop();
  }
}

// ─── The write path alone: 2,000 views a second ──────────────────────────────────────────
const RATE = 2_000;
const ABSORB_SECONDS = 10;

async function absorb() {
  await getPool().query("truncate analytics_page_visitors, analytics_visits");
  const stop = startAnalyticsRecorder();
  const started = performance.now();
  let sent = 0;
  // 200 views every 100 ms, from 5,000 different addresses, through the same call the pages make.
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      for (let i = 0; i < RATE / 10; i += 1, sent += 1) countPageView(benchRequest(sent), "/", `10.0.${(sent % 5000) >> 8}.${sent % 256}`);
      if (sent >= RATE * ABSORB_SECONDS) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
  });
  const fed = (performance.now() - started) / 1000;
  await stop();
  const drained = (performance.now() - started) / 1000;
  const { rows } = await getPool().query<{ views: number; rows: number }>(
    "select coalesce(sum(views), 0)::int as views, count(*)::int as rows from analytics_page_visitors",
  );
  const stored = rows[0]!.views;
  out("## Analytics: absorbing 2,000 views per second");
  out();
  out(
    `${fmt(sent)} views fed to \`countPageView\` at ${fmt(RATE)}/s for ${fed.toFixed(1)} s (the call the page handler makes, in one process, with the app's database): ` +
      `${fmt(stored)} views stored (in ${fmt(rows[0]!.rows)} per-page rows), ${fmt(sent - stored)} dropped, the last one written ${(drained - fed).toFixed(2)} s after the feed ended.`,
  );
  out();
  await getPool().query("truncate analytics_page_visitors, analytics_visits");
}

/** A page request as the page handler sees it, from a campaign link on one of 30 sites. */
function benchRequest(i: number) {
  return { method: "GET", url: "/?utm_source=bench", headers: { host: "bench", "user-agent": BROWSER, referer: `https://site${i % 30}.example/` } } as never;
}

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

requireTools({ wrk: "wrk" });
build();
const site = await createSite({ serverUrl: null });
try {
  await throughput(site);
  await queries(site);
} finally {
  await site.cleanup();
}
out(`Load average at the end: ${os.loadavg().map((n) => n.toFixed(1)).join(" / ")}.`);


const file = path.join(root, "docs/benchmarks.md");
const section = `<!-- analytics:start -->\n${lines.join("\n")}\n<!-- analytics:end -->\n`;
const current = readFileSync(file, "utf8");
const marked = /<!-- analytics:start -->[\s\S]*<!-- analytics:end -->\n/;
writeFileSync(file, marked.test(current) ? current.replace(marked, section) : `${current}\n${section}`);
