import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { embeddedPgDir, embeddedUrl, readPostmaster } from "~/db/embedded.server";
import { removeDataDir } from "../data-dir";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes. */
export async function waitFor<T>(check: () => Promise<T>, timeoutMs: number, what: string): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(100);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ""}`);
}

/** The mode CI runs in: a PostgreSQL server named by DATABASE_URL, or the embedded default. */
export const serverDatabaseUrl = process.env.DATABASE_URL;
export const modeName = serverDatabaseUrl ? "PostgreSQL server (DATABASE_URL)" : "embedded PostgreSQL";

/**
 * A place for one app: its own data folder and, on a PostgreSQL server, its own database,
 * so that tests never share rows with each other or with the end-to-end run.
 */
export type Site = {
  dataDir: string;
  /** Undefined in embedded mode: the app starts its own PostgreSQL in dataDir/postgres. */
  databaseUrl?: string;
  /** A URL to this site's database, whichever mode (embedded: only while its PostgreSQL runs). */
  currentDatabaseUrl: () => string;
  cleanup: () => Promise<void>;
};

export async function createSite(
  options: { databaseUrl?: string; serverUrl?: string | null } = {},
): Promise<Site> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "reliability-site-"));
  let databaseUrl = options.databaseUrl;
  let dropDatabase = async () => {};
  const serverUrl = options.serverUrl === undefined ? serverDatabaseUrl : (options.serverUrl ?? undefined);
  if (!databaseUrl && serverUrl) {
    const name = `reliability_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  }
  return {
    dataDir,
    databaseUrl,
    currentDatabaseUrl: () => {
      if (databaseUrl) return databaseUrl;
      const postmaster = readPostmaster(embeddedPgDir(dataDir));
      if (!postmaster) throw new Error("the embedded PostgreSQL of this site is not running");
      return embeddedUrl(dataDir, postmaster.port);
    },
    cleanup: async () => {
      await stopOrphanedPostgres(dataDir);
      await dropDatabase();
      removeDataDir(dataDir);
    },
  };
}

/** Stops an embedded PostgreSQL left running in `dataDir` (after a kill -9 of its app). */
export async function stopOrphanedPostgres(dataDir: string) {
  const pgDir = embeddedPgDir(dataDir);
  const postmaster = readPostmaster(pgDir);
  if (!postmaster) return;
  process.kill(postmaster.pid, "SIGINT");
  await waitFor(async () => !readPostmaster(pgDir), 20_000, "PostgreSQL to stop");
}

export type AppProcess = {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Every line the app wrote to stdout and stderr. */
  logs: string[];
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  stop: (graceMs?: number) => Promise<void>;
  kill9: () => Promise<void>;
};

/**
 * package.json's start script (`sh server/start.sh`, which sets the memory settings and execs
 * node, so the spawned PID is the server's) as a command and its arguments: what `npm start`
 * runs, without npm in between.
 */
export function npmStart(): { command: string; args: string[] } {
  const script: string = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")).scripts.start;
  const [command, ...args] = script.trim().split(/\s+/);
  if (!command || command.includes("=")) throw new Error(`npm start is not a command: ${script}`);
  return { command, args };
}

/**
 * Starts the built server (`node server/main.js`, or with `npmStart: true` as `npm start` runs
 * it; from `cwd`: this checkout unless given) in `buildDir` for `site` and waits for /healthz.
 */
export async function startApp(
  site: Site,
  options: { buildDir: string; port?: number; env?: Record<string, string>; timeoutMs?: number; cwd?: string; npmStart?: boolean },
): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith("VITEST") && key !== "DATABASE_URL") env[key] = value;
  }
  Object.assign(env, {
    NODE_ENV: "production",
    APP_ENV: "local",
    BUILD_DIR: options.buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: site.dataDir,
    SITE_URL: baseUrl,
    LOG_LEVEL: "info",
    TRUST_PROXY: "true",
    ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
    ...options.env,
  });
  const { command, args } = options.npmStart ? npmStart() : { command: process.execPath, args: ["server/main.js"] };
  const child = spawn(command, args, { env, cwd: options.cwd, stdio: ["ignore", "pipe", "pipe"] });
  const logs: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let pending = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      logs.push(...lines);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  await waitFor(
    async () => {
      if (exitCode !== undefined) throw new Error(`the app exited (${exitCode}):\n${logs.join("\n")}`);
      const response = await fetch(`${baseUrl}/healthz`);
      return response.ok;
    },
    options.timeoutMs ?? 60_000,
    `the app on port ${port}`,
  ).catch((error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  });
  return {
    baseUrl,
    port,
    child,
    logs,
    exited,
    stop: async (graceMs = 15_000) => {
      if (exitCode !== undefined) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
    kill9: async () => {
      if (exitCode !== undefined) return;
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** A short-lived client to the site's database, for checking what was stored. */
export async function withDatabase<T>(site: Site, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: site.currentDatabaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The built app on a site of its own for the tests around it (a file or a describe block):
 * started before them (`site` options, computed then, say where its database is), stopped
 * (SIGTERM, `stopGraceMs`) and its site removed after them, after the block's own afterAll
 * hooks. Read `running.site` and `running.app` inside tests and hooks; a test that starts the
 * app again assigns `running.app`, and that one is stopped.
 */
export function useApp(
  options: { site?: () => Promise<Parameters<typeof createSite>[0]> | Parameters<typeof createSite>[0]; env?: Record<string, string>; stopGraceMs?: number } = {},
): { site: Site; app: AppProcess } {
  const running = {} as { site: Site; app: AppProcess };
  beforeAll(async () => {
    running.site = await createSite(await options.site?.());
    running.app = await startApp(running.site, { buildDir: inject("buildDir"), env: options.env });
  });
  afterAll(async () => {
    await running.app?.stop(options.stopGraceMs);
    await running.site?.cleanup();
  });
  return running;
}
