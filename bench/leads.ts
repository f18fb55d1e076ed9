// npm run bench:leads: the admin leads list, lead page and CSV export with 100,000 leads, measured
// as direct calls of the domain functions the routes call (server time without HTTP and rendering).
// Uses BENCH_DATABASE_URL (an empty database) or a throwaway embedded PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { percentile } from "../tests/reliability/load";

process.env.LOG_LEVEL ??= "fatal";
const COUNT = Number(process.env.BENCH_LEADS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 100);

const { connectDb, disconnectDb, runMigrations } = await import("~/db/client.server");
const { startEmbedded } = await import("~/db/embedded.server");
const { seedLeads } = await import("~/leads/seed.server");
const { listLeads } = await import("~/leads/admin/admin-list.server");
const { parseLeadListQuery } = await import("~/leads/admin/list-query");
const { getLeadDetail } = await import("~/leads/admin/lead-detail.server");
const { leadsCsvStream } = await import("~/leads/admin/export.server");
const { phoneDigits } = await import("~/utils/phone");

const dataDir = process.env.BENCH_DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
const embedded = dataDir ? await startEmbedded(dataDir) : undefined;
const url = process.env.BENCH_DATABASE_URL ?? embedded!.url;

const fmt = (n: number, digits = 1) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function time(fn: () => Promise<unknown>) {
  await fn();
  const durations: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await fn();
    durations.push(performance.now() - t0);
  }
  return `${fmt(percentile(durations, 50))} | ${fmt(percentile(durations, 99))}`;
}

try {
  await runMigrations(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seedStart = performance.now();
  await seedLeads(client, COUNT);
  const seconds = (performance.now() - seedStart) / 1000;
  const [{ id: adminId }] = (await client.query<{ id: string }>(`insert into admin_users (email, is_active) values ('bench@example.com', true) returning id`)).rows as [{ id: string }];
  await client.query(`update leads set assigned_to = $1 where id in (select id from leads order by random() limit 2000)`, [adminId]);
  await client.query("analyze leads");
  const ids = (await client.query<{ id: string }>("select id from leads order by random() limit 500")).rows.map((row) => row.id);
  const sample = (await client.query<{ phone: string; name: string; email: string }>("select phone, name, email from leads where email <> '' offset 4321 limit 1")).rows[0]!;
  await client.end();
  connectDb(url, { max: 4 });

  console.log(`## Admin leads with ${COUNT.toLocaleString("en-US")} leads\n`);
  console.log(`Seeded with \`npm run db:seed-leads\`'s generator in ${fmt(seconds)} s. ${CALLS} calls each after one warm-up, one at a time, one process.\n`);
  console.log("| Call (page of 50 + counts per status + total) | p50 ms | p99 ms |");
  console.log("|---|---:|---:|");
  const reformatted = phoneDigits(sample.phone).replace(/(\d{3})(\d{3})(\d{4})/, "$1-$2-$3");
  const queries: [string, string][] = [
    ["Default (Prioritized first)", ""],
    ["Filter Prioritized", "status=prioritized"],
    ["Filter New, oldest first", "status=new&sort=oldest"],
    ["Sort by preferred date", "sort=preferred"],
    ["Service + date range", `service=caulking&from=2026-01-01&to=2030-12-31`],
    ["Mine", "assignee=me"],
    [`Search phone typed another way (${reformatted})`, `q=${encodeURIComponent(reformatted)}`],
    ["Search last name (common: 1 in 12)", `q=${encodeURIComponent(sample.name.split(" ")[1]!.toLowerCase())}`],
    ["Search full e-mail", `q=${encodeURIComponent(sample.email)}`],
    ["Search ZIP", "q=91505"],
    ["Search with no match", "q=zzzzqqq"],
  ];
  for (const [label, params] of queries) {
    const parsed = parseLeadListQuery(new URLSearchParams(params));
    if (!parsed.ok) throw new Error(parsed.message);
    console.log(`| ${label} | ${await time(() => listLeads(parsed.query, adminId))} |`);
  }
  const base = parseLeadListQuery(new URLSearchParams("status=approved"));
  if (!base.ok) throw new Error(base.message);
  let cursor: string | null = null;
  for (let page = 0; page < 40; page++) cursor = (await listLeads({ ...base.query, cursor: cursor ?? undefined }, adminId)).nextCursor;
  console.log(`| Filter Approved, page 41 (keyset) | ${await time(() => listLeads({ ...base.query, cursor: cursor! }, adminId))} |`);
  let i = 0;
  console.log(`| Lead page (getLeadDetail, random lead) | ${await time(() => getLeadDetail(ids[i++ % ids.length]!))} |`);

  const all = parseLeadListQuery(new URLSearchParams("sort=newest"));
  if (!all.ok) throw new Error(all.message);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let bytes = 0;
  let lines = 0;
  const t0 = performance.now();
  const reader = (await leadsCsvStream(all.query, adminId)).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines++;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const exportSeconds = (performance.now() - t0) / 1000;
  console.log(
    `\nCSV export of every lead: ${(lines - 1).toLocaleString("en-US")} rows, ${fmt(bytes / 1e6)} MB in ${fmt(exportSeconds, 2)} s; RSS ${fmt(rssBefore / 1e6)} MB before, peak ${fmt(peak / 1e6)} MB (+${fmt((peak - rssBefore) / 1e6)} MB).`,
  );
} finally {
  await disconnectDb();
  await embedded?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
