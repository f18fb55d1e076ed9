import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { embeddedPgDir, LOCATION_MARKER, readPostmaster } from "~/db/embedded.server";
import { removeDataDir } from "../data-dir";
import { startApp, waitFor, type AppProcess, type Site } from "./app-process";
import { bookingForm, clientAddress } from "./load";

const asRoot = process.getuid?.() === 0;

/** The clone's own copy of a folder: hard links when the file system allows, else a copy. */
function copyTree(from: string, to: string) {
  if (spawnSync("cp", ["-al", from, to]).status !== 0) {
    rmSync(to, { recursive: true, force: true });
    execFileSync("cp", ["-a", from, to]);
  }
}

/** Runs a command in the clone the way a person would, with the clone's node_modules. */
function runInClone(cwd: string, args: string[], env: Record<string, string> = {}) {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith("VITEST") && key !== "DATABASE_URL" && key !== "NODE_ENV") clean[key] = value;
  }
  return spawnSync(process.execPath, args, { cwd, env: { ...clean, NO_COLOR: "1", ...env }, encoding: "utf8", timeout: 150_000 });
}

/**
 * A fresh clone in a folder only its owner can enter (mode 0700, like /root or `mktemp -d`),
 * run as that owner: as root, PostgreSQL runs as the 'postgres' user, which can reach neither
 * the clone's node_modules nor its ./data (decision 009). The site, its tools and the test
 * suite's embedded database must still start there.
 */
describe(`a clone in a private folder (as ${asRoot ? "root" : "an ordinary user"})`, () => {
  let folder: string;
  let clone: string;
  let site: Site;
  let app: AppProcess | undefined;

  const start = () => startApp(site, { buildDir: path.join(clone, "build"), cwd: clone, timeoutMs: 90_000 });

  async function book(name: string, index: number) {
    const form = bookingForm(name);
    const response = await fetch(`${app!.baseUrl}/book`, {
      method: "POST",
      body: form,
      headers: { "X-Forwarded-For": clientAddress(0xc10e, index) },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    return response.headers.get("location")!;
  }

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "private-clone-"));
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    clone = path.join(folder, "site");
    execFileSync("git", ["clone", "--quiet", "--no-hardlinks", process.cwd(), clone]);
    copyTree(path.resolve("node_modules"), path.join(clone, "node_modules"));
    copyTree(inject("buildDir"), path.join(clone, "build"));
    const dataDir = path.join(clone, "data");
    site = {
      dataDir,
      currentDatabaseUrl: () => {
        throw new Error("not used");
      },
      cleanup: async () => {},
    };
  });

  afterAll(async () => {
    await app?.stop();
    removeDataDir(site.dataDir);
    rmSync(folder, { recursive: true, force: true });
  });

  it("serves the site and takes bookings, after a restart, a kill -9, a backup and a restore", async () => {
    app = await start();
    const home = await fetch(`${app.baseUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("</html>");
    const first = await book("Private Clone", 1);
    expect((await fetch(`${app.baseUrl}${first}`)).status).toBe(200);

    const pgDir = embeddedPgDir(site.dataDir);
    if (asRoot) {
      // The 'postgres' user cannot enter the clone: the data lives elsewhere, and the app says where.
      expect(pgDir).not.toContain(folder);
      expect(readFileSync(path.join(site.dataDir, LOCATION_MARKER), "utf8").trim()).toBe(pgDir);
      await waitFor(async () => app!.logs.some((line) => line.includes(pgDir)), 5_000, "the data folder's log line");
    }
    expect(existsSync(path.join(pgDir, "PG_VERSION"))).toBe(true);

    // A second start on the same folder finds the same data.
    await app.stop();
    app = await start();
    expect((await fetch(`${app.baseUrl}${first}`)).status).toBe(200);

    // Killed with kill -9: the orphaned PostgreSQL is stopped and started again as the new app's.
    await app.kill9();
    const orphan = readPostmaster(pgDir);
    expect(orphan).toBeDefined();
    app = await start();
    expect(readPostmaster(pgDir)?.pid).not.toBe(orphan!.pid);
    const second = await book("After Kill", 2);

    const backupFile = path.join(folder, "backup.jsonl.gz");
    const backup = runInClone(clone, ["node_modules/tsx/dist/cli.mjs", "scripts/db-backup.ts", "--out", backupFile]);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout + backup.stderr).toMatch(/\bleads 2\b/);

    await app.stop();
    const restore = runInClone(clone, ["node_modules/tsx/dist/cli.mjs", "scripts/db-restore.ts", backupFile, "--replace"]);
    expect(restore.status, restore.stdout + restore.stderr).toBe(0);
    app = await start();
    expect((await fetch(`${app.baseUrl}${first}`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}${second}`)).status).toBe(200);

    // Deleting DATA_DIR means a fresh database, even when the old one lived elsewhere; it is moved aside, not destroyed.
    await app.stop();
    rmSync(site.dataDir, { recursive: true, force: true });
    app = await start();
    expect((await fetch(`${app.baseUrl}${first}`)).status).toBe(404);
    if (asRoot) expect(readdirSync(path.dirname(pgDir)).some((name) => name.startsWith("postgres.orphaned-"))).toBe(true);
  });

  it("starts the unit tests' embedded database there (vitest global setup)", () => {
    const run = runInClone(clone, ["node_modules/vitest/vitest.mjs", "run", "app/utils/env.server.test.ts"]);
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/Tests\s+\d+ passed/);
  });
});
