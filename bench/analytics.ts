// npm run bench:analytics: what counting page views costs the pre-rendered pages, whether
// 2,000 views/s are absorbed, and how long the Analytics tab's queries take at 10 million views
// and 100,000 leads. Writes its section of docs/benchmarks.md. About six minutes.
import { spawnSync } from "node:child_process";
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { createSite, sleep, startApp, type Site } from "../tests/reliability/app-process";
import { startBenchApp } from "./app";
import { connectDb, getPool } from "~/db/client.server";
import { periodFromQuery } from "~/analytics/period";
import { countPageView, flushAnalytics, startAnalyticsRecorder } from "~/analytics/recorder.server";
import { analyticsReport } from "~/analytics/report.server";
import { refreshLeadDays } from "~/analytics/rollup.server";
import { marketingPaths } from "~/content/site";
import { cpuMs, requireTools, wrk, type Wrk } from "./wrk";

process.env.LOG_LEVEL ??= "fatal";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, "build-bench-analytics");
const CONNECTIONS = 50;
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
/** Pairs of runs per page: one counted, one not, back to back, in alternating order. */
const PAIRS = Number(process.env.BENCH_ANALYTICS_PAIRS ?? 20);
const PAIR_SECONDS = 3;
type Run = Wrk & { cpuUs: number };

/** The geometric mean of `ratios` and its 95 % interval (from the spread of their logarithms). */
function geometricMean(ratios: number[]): { mean: number; low: number; high: number } {
  const logs = ratios.map(Math.log);
  const mean = logs.reduce((sum, value) => sum + value, 0) / logs.length;
  const spread = Math.sqrt(logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (logs.length - 1));
  const half = (1.96 * spread) / Math.sqrt(logs.length);
  return { mean: Math.exp(mean), low: Math.exp(mean - half), high: Math.exp(mean + half) };
}

/**
 * One app as `npm start` runs it, counting on; each page requested alternately by a browser
 * that is counted (`DNT: 0`) and one that is not (`DNT: 1`, the same header's size), in short
 * runs back to back. Two app processes of the same build differ by 20–40 % on this machine
 * whatever they do, and its speed changes from one run to the next by as much (docs/benchmarks.md),
 * so both sides of the comparison are the same process, many times over.
 */
async function throughput(site: Site) {
  const pages = ["/", "/services/tv-mounting"];
  const logDir = mkdtempSync(path.join(os.tmpdir(), "bench-analytics-"));
  const app = await startBenchApp(site, { buildDir, logDir, env: { ANALYTICS_COUNTING: "on" } });
  const results = new Map<string, { counted: Run[]; notCounted: Run[] }>();
  let countedAnswers = 0;
  let notCountedAnswers = 0;
  let countedRuns = 0;
  let before = 0;
  let stored = 0;
  try {
    before = await countEvents(site);
    const run = (page: string, counted: boolean, seconds: number): Run => {
      const headers = { "accept-encoding": "gzip, deflate, br", "user-agent": BROWSER, dnt: counted ? "0" : "1" };
      const cpu = cpuMs(app.pid);
      const result = wrk(`${app.baseUrl}${page}`, { headers, seconds, connections: CONNECTIONS });
      if (result.non2xx || result.errors) throw new Error(`${page}: ${result.non2xx} non-2xx answers, ${result.errors} socket errors`);
      if (counted) {
        countedAnswers += result.requests;
        countedRuns += 1;
      } else {
        notCountedAnswers += result.requests;
      }
      return { ...result, cpuUs: (1000 * (cpuMs(app.pid) - cpu)) / result.requests };
    };
    for (const page of pages) {
      run(page, true, PAIR_SECONDS);
      run(page, false, PAIR_SECONDS);
      const entry = { counted: [] as Run[], notCounted: [] as Run[] };
      for (let pair = 0; pair < PAIRS; pair += 1) {
        for (const counted of pair % 2 === 0 ? [false, true] : [true, false]) (counted ? entry.counted : entry.notCounted).push(run(page, counted, PAIR_SECONDS));
      }
      results.set(page, entry);
    }
    // The buffer is written every second: wait until the count stops growing.
    let now = await countEvents(site);
    for (let last = -1; now !== last; ) {
      await sleep(1_500);
      last = now;
      now = await countEvents(site);
    }
    stored = now - before;
  } finally {
    await app.stop();
  }
  let dropped = 0;
  for await (const line of createInterface({ input: createReadStream(app.log) })) {
    if (line.includes("analytics:")) dropped += Number(/"dropped":(\d+)/.exec(line)?.[1] ?? 0);
  }
  rmSync(logDir, { recursive: true, force: true });
  out("## Analytics: counting page views (decision 022)");
  out();
  out(
    `One app as \`npm start\` starts it (its log lines to a file), counting on. Each page is requested by a browser's User-Agent with \`Accept-Encoding: gzip, deflate, br\`, ` +
      `alternately with \`DNT: 0\` (counted) and \`DNT: 1\` (not counted: counting reads that one header and stops), wrk \`-t1 -c${CONNECTIONS} -d${PAIR_SECONDS}s\` each, ` +
      `${PAIRS} pairs back to back after a warm-up, which one goes first alternating. CPU is the app process's user + system time from /proc over each run, per answered request. ` +
      "Each pair gives a ratio (counted against not counted); the table gives their geometric mean and its 95 % interval. Target: counted at least 0.90× of not counted.",
  );
  out();
  out("| Page | Not counted req/s | Counted req/s | Counted / not counted req/s (95 % interval) | Not counted µs CPU per request | Counted µs | Not counted / counted CPU per request (95 % interval) |");
  out("|---|---:|---:|---:|---:|---:|---:|");
  for (const [page, { counted, notCounted }] of results) {
    const mean = (runs: Run[], pick: (run: Run) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
    const interval = ({ mean: m, low, high }: ReturnType<typeof geometricMean>) => `**${m.toFixed(2)}×** (${low.toFixed(2)}–${high.toFixed(2)})`;
    const rps = geometricMean(counted.map((r, i) => r.rps / notCounted[i]!.rps));
    const cpu = geometricMean(counted.map((r, i) => notCounted[i]!.cpuUs / r.cpuUs));
    out(
      `| ${page} | ${fmt(mean(notCounted, (r) => r.rps))} | ${fmt(mean(counted, (r) => r.rps))} | ${interval(rps)} | ` +
        `${fmt(mean(notCounted, (r) => r.cpuUs), 1)} | ${fmt(mean(counted, (r) => r.cpuUs), 1)} | ${interval(cpu)} |`,
    );
  }
  out();
  out(
    `The counted runs answered ${fmt(countedAnswers)} requests (warm-ups included) and ${fmt(stored)} views were stored, ${fmt(Math.max(0, stored - countedAnswers))} more than wrk counted ` +
      `(at most ${CONNECTIONS} answers in flight when each of the ${countedRuns} runs stops are stored but not in its count); the ${fmt(notCountedAnswers)} answers with \`DNT: 1\` stored none. ` +
      `The app logged ${fmt(dropped)} views dropped.`,
  );
  out();
  if (stored < countedAnswers || stored - countedAnswers > CONNECTIONS * countedRuns) throw new Error(`stored ${stored} views for ${countedAnswers} counted answers`);
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
    // The bench's own connections wait for the cold count of every lead day (one statement over
    // 100,000 leads, ~1 s on a quiet machine), which the app's 2.5 s limits cut on a busy one.
    const options = (getPool() as unknown as { options: { statement_timeout?: number; query_timeout?: number } }).options;
    options.statement_timeout = 0;
    options.query_timeout = 0;
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
    await strangersFlood(visitor);
    out();
    await stopCounting();
    await getPool().end();
  } finally {
    await app.stop();
  }
}

/** Strangers' views (issue 29): each a new client and a new campaign, counted as the pages count them. */
const FLOOD_VISITS = 100_000;

/**
 * The report again after FLOOD_VISITS views today from new clients with new campaigns, beside the
 * same report before them (the baseline of this run): what strangers can add to the tab (decision 048).
 */
async function strangersFlood(firstVisitor: number) {
  const periods: { name: string; query: Record<string, string> }[] = [
    { name: "last 7 days", query: { range: "7" } },
    { name: "last 366 days (date range)", query: { range: "custom", from: isoDaysAgo(365), to: isoDaysAgo(0) } },
  ];
  const timed = async () => {
    const medians: number[] = [];
    for (const { query } of periods) {
      const { period } = periodFromQuery(new URLSearchParams(query));
      for (let i = 0; i < 2; i += 1) await analyticsReport(period);
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < 10; i += 1) {
        const t = performance.now();
        const report = await analyticsReport(period);
        times.push(performance.now() - t);
        rows = report.tables.campaign.length;
      }
      times.sort((a, b) => a - b);
      medians.push(times[5]!, rows);
    }
    return medians;
  };
  const before = await timed();
  for (let sent = 0; sent < FLOOD_VISITS; sent += 1_000) {
    for (let i = sent; i < sent + 1_000; i += 1) {
      const n = firstVisitor + i;
      const request = { method: "GET", url: `/?utm_source=flood&utm_campaign=c${n}`, headers: { host: "bench", "user-agent": BROWSER } } as never;
      countPageView(request, "/", `10.${2 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`);
    }
    await flushAnalytics();
  }
  const after = await timed();
  out(
    `Strangers: ${fmt(FLOOD_VISITS)} more views today, each from a new client with a new \`utm_campaign\` (as issue 29's flood), counted through \`countPageView\`. The same report before them (baseline, this run) and after; median of 10 calls after 2 warm-ups, and the campaign table's rows (each day keeps its 50 most visited sources and campaigns, the rest as "(other)", decision 048).`,
  );
  out();
  out("| Period | Before: median ms | Before: campaign rows | After: median ms | After: campaign rows |");
  out("|---|---:|---:|---:|---:|");
  periods.forEach(({ name }, index) => {
    out(`| ${name} | ${before[index * 2]!.toFixed(1)} | ${fmt(before[index * 2 + 1]!)} | ${after[index * 2]!.toFixed(1)} | ${fmt(after[index * 2 + 1]!)} |`);
  });
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
