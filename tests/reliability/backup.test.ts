import { execFile } from "node:child_process";
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { createGunzip, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSite, serverDatabaseUrl, startApp, withDatabase, type Site, useApp } from "./app-process";
import { postBookings } from "./load";
import { createCluster, debianPgBin, type Cluster } from "./pg-control";

/** Runs `npm run db:backup` / `db:restore` (their scripts, through tsx) against `site`. */
function runScript(site: Site, script: string, args: string[]): Promise<{ code: number; output: string }> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: site.dataDir };
  if (site.databaseUrl) env.DATABASE_URL = site.databaseUrl;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.resolve("node_modules/tsx/dist/cli.mjs"), `scripts/${script}.ts`, ...args],
      { env, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

type BackupContents = { tables: Record<string, Record<string, unknown>[]>; lines: string[] };

async function readBackup(file: string): Promise<BackupContents> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  const lines: string[] = [];
  for await (const line of readline.createInterface({ input: createReadStream(file).pipe(createGunzip()) })) {
    lines.push(line);
    const record = JSON.parse(line) as { t?: string; r?: Record<string, unknown> };
    if (record.t) (tables[record.t] ??= []).push(record.r!);
  }
  return { tables, lines };
}

async function leadIds(site: Site): Promise<string[]> {
  return withDatabase(site, async (client) => (await client.query<{ id: string }>("select id from leads order by id")).rows.map((r) => r.id));
}

/** The number of leads in a stopped site's database, as a fresh backup of it counts them. */
async function countedLeads(site: Site, folder: string): Promise<number> {
  const result = await runScript(site, "db-backup", ["--out", path.join(folder, `count-${Date.now()}.jsonl.gz`)]);
  expect(result.code).toBe(0);
  return Number(/\bleads (\d+)/.exec(result.output)?.[1]);
}

describe("db:backup while the site takes bookings, and db:restore", () => {
  const running = useApp();
  let folder: string;
  let file: string;
  let backup: BackupContents;
  const others: Site[] = [];
  let cluster: Cluster | undefined;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), "reliability-backup-"));
    file = path.join(folder, "site.jsonl.gz");
  });
  afterAll(async () => {
    for (const other of others) await other.cleanup();
    cluster?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it("writes a consistent snapshot while bookings keep coming", async () => {
    let backupRun: Promise<{ code: number; output: string }> | undefined;
    let backupDone = false;
    // Bookings keep coming until the backup has finished, then stop.
    const load = await postBookings(running.app.baseUrl, {
      total: 5_000,
      concurrency: 20,
      tag: "backup",
      onAck: (count) => {
        if (count === 100) backupRun = runScript(running.site, "db-backup", ["--out", file]).finally(() => (backupDone = true));
        return backupDone;
      },
    });
    const result = await backupRun!;
    expect(result.output).toContain("Backup written");
    expect(result.code).toBe(0);
    expect(load.serverErrors).toEqual([]);
    expect(load.networkErrors).toBe(0);

    backup = await readBackup(file);
    const leads = backup.tables.leads ?? [];
    // Taken in the middle of the load: some bookings, not all.
    expect(leads.length).toBeGreaterThanOrEqual(100);
    expect(leads.length).toBeLessThan(load.acked.length);
    // One snapshot: each booking's lead, history row and staff e-mail are in it together, or not at all.
    const ids = new Set(leads.map((lead) => lead.id));
    const history = backup.tables.lead_status_history ?? [];
    expect(history.length).toBe(leads.length);
    expect(history.every((row) => ids.has(row.lead_id))).toBe(true);
    expect((backup.tables.mail_outbox ?? []).length).toBe(leads.length);
    const trailer = JSON.parse(backup.lines.at(-1)!) as { end: boolean; rows: Record<string, number> };
    expect(trailer.end).toBe(true);
    expect(trailer.rows.leads).toBe(leads.length);
  });

  it("restores it into a new site, which then serves those requests; refuses to overwrite or to load a truncated file", async () => {
    const target = await createSite();
    others.push(target);
    const restored = await runScript(target, "db-restore", [file]);
    expect(restored.output).toContain("Restored");
    expect(restored.code).toBe(0);
    const backedUp = (backup.tables.leads ?? []).map((lead) => String(lead.id)).sort();
    const targetApp = await startApp(target, { buildDir: inject("buildDir") });
    try {
      expect(await leadIds(target)).toEqual(backedUp);
      for (const id of backedUp.slice(0, 5)) {
        expect((await fetch(`${targetApp.baseUrl}/status/${id}`)).status).toBe(200);
      }
      // New rows get new ids after the restored ones (sequences moved past them).
      const after = await postBookings(targetApp.baseUrl, { total: 5, concurrency: 1, tag: "after-restore" });
      expect(after.statuses).toEqual({ 302: 5 });
    } finally {
      await targetApp.stop();
    }

    // Not over existing rows without --replace.
    const again = await runScript(target, "db-restore", [file]);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain("--replace");

    // A truncated file is refused even with --replace, and the rows stay as they were.
    const truncated = path.join(folder, "truncated.jsonl.gz");
    writeFileSync(truncated, gzipSync(backup.lines.slice(0, -5).join("\n")));
    const broken = await runScript(target, "db-restore", [truncated, "--replace"]);
    expect(broken.code).not.toBe(0);
    expect(broken.output).toContain("incomplete");
    expect(await countedLeads(target, folder)).toBe(backedUp.length + 5);

    const replaced = await runScript(target, "db-restore", [file, "--replace"]);
    expect(replaced.code).toBe(0);
    expect(await countedLeads(target, folder)).toBe(backedUp.length);
  });

  const otherKind = serverDatabaseUrl ? "the embedded PostgreSQL" : "a PostgreSQL server";
  it(`moves the data to ${otherKind} with the same two commands`, async () => {
    let target: Site;
    if (serverDatabaseUrl) {
      target = await createSite({ serverUrl: null });
    } else {
      cluster = await createCluster(debianPgBin());
      target = await createSite({ databaseUrl: cluster.url });
    }
    others.push(target);
    const restored = await runScript(target, "db-restore", [file]);
    expect(restored.code, restored.output).toBe(0);
    const targetApp = await startApp(target, { buildDir: inject("buildDir") });
    try {
      const backedUp = (backup.tables.leads ?? []).map((lead) => String(lead.id)).sort();
      expect(await leadIds(target)).toEqual(backedUp);
      expect((await fetch(`${targetApp.baseUrl}/status/${backedUp[0]}`)).status).toBe(200);
    } finally {
      await targetApp.stop();
    }
  });
});
