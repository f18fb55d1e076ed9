// npm run bench:schedule: the open arrival windows of 60 days (openWindows, what the booking page
// will call) with 100,000 leads, as direct calls (server time without HTTP and rendering).
// Uses BENCH_DATABASE_URL (an empty database) or a throwaway embedded PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { percentile } from "../tests/reliability/load";

process.env.LOG_LEVEL ??= "fatal";
const COUNT = Number(process.env.BENCH_LEADS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 500);

const { connectDb, disconnectDb, runMigrations } = await import("~/db/client.server");
const { startEmbedded } = await import("~/db/embedded.server");
const { seedLeads } = await import("~/leads/seed.server");
const { openWindows } = await import("~/schedule/capacity.server");

const dataDir = process.env.BENCH_DATABASE_URL ? undefined : mkdtempSync(path.join(os.tmpdir(), "bench-schedule-"));
const embedded = dataDir ? await startEmbedded(dataDir) : undefined;
const url = process.env.BENCH_DATABASE_URL ?? embedded!.url;

const fmt = (n: number, digits = 1) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

try {
  await runMigrations(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await seedLeads(client, COUNT);
  // Closed dates, as an office would have: a holiday and a window.
  await client.query(`insert into schedule_closures (date, arrival_window) values (current_date + 10, null), (current_date + 12, '8-10')`);
  await client.query("analyze");
  const visits = await client.query<{ held: string }>(
    `select count(*) as held from leads where arrival_window is not null and status in ('New','In Review','Prioritized','Approved') and scheduled_date between current_date and current_date + 60`,
  );
  await client.end();
  connectDb(url, { max: 4 });

  let windows = 0;
  for (let i = 0; i < 20; i++) windows = (await openWindows(new Date(), 60)).length;
  const durations: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    await openWindows(new Date(), 60);
    durations.push(performance.now() - t0);
  }
  console.log(`## Open arrival windows with ${COUNT.toLocaleString("en-US")} leads\n`);
  console.log(`${Number(visits.rows[0]!.held).toLocaleString("en-US")} visits hold a place in the next 60 days; ${windows} windows listed. ${CALLS} calls after 20 warm-ups, one at a time, one process.\n`);
  console.log("| Call | p50 ms | p99 ms | max ms |");
  console.log("|---|---:|---:|---:|");
  console.log(`| openWindows(now, 60) | ${fmt(percentile(durations, 50))} | ${fmt(percentile(durations, 99))} | ${fmt(Math.max(...durations))} |`);
} finally {
  await disconnectDb();
  await embedded?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
