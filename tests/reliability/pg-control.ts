import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./app-process";

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the 'postgres' user when we are root (PostgreSQL refuses root). */
function runAsPostgres(binary: string, args: string[]) {
  const [command, commandArgs] = asRoot
    ? ["su", ["postgres", "-s", "/bin/sh", "-c", [binary, ...args].map(shellQuote).join(" ")]]
    : [binary, args];
  execFileSync(command as string, commandArgs as string[], { stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 });
}

function shellQuote(value: string) {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * Debian's PostgreSQL binaries: $PG_BIN (set by .ci/run) or the newest /usr/lib/postgresql/<v>/bin.
 * A test that needs them fails without them, saying what to install: it does not skip.
 */
export function debianPgBin(): string {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, "initdb"))) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error("This test needs Debian's PostgreSQL server: apt-get install -y postgresql (or set PG_BIN to its bin folder)");
  return path.join(root, newest, "bin");
}

/**
 * Stops the PostgreSQL running in `pgDataDir` the way an operator would (fast shutdown:
 * open connections are cut), and starts it again on the same port, from `bin`.
 */
/**
 * The folder of the binaries a running PostgreSQL was started from (its postmaster's executable):
 * as root from a private folder, the copy the 'postgres' user can reach, as the app chose it.
 */
export function runningBinaries(postmasterPid: number): string {
  return path.dirname(readlinkSync(`/proc/${postmasterPid}/exe`));
}

export function stopPostgres(bin: string, pgDataDir: string) {
  runAsPostgres(path.join(bin, "pg_ctl"), ["-D", pgDataDir, "-m", "fast", "-w", "stop"]);
}

export function startPostgres(bin: string, pgDataDir: string, port: number) {
  runAsPostgres(path.join(bin, "pg_ctl"), [
    "-D",
    pgDataDir,
    "-l",
    path.join(pgDataDir, "restart.log"),
    "-w",
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`,
    "start",
  ]);
}

export type Cluster = { url: string; port: number; dataDir: string; stop: () => void; start: () => void; destroy: () => void };

/** A throwaway PostgreSQL server cluster (initdb into a temporary folder, trust auth, 127.0.0.1 only). */
export async function createCluster(bin: string): Promise<Cluster> {
  const root = mkdtempSync(path.join(os.tmpdir(), "reliability-pg-"));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, "data");
  runAsPostgres(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const port = await freePort();
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    start: () => startPostgres(bin, dataDir, port),
    stop: () => stopPostgres(bin, dataDir),
    destroy: () => {
      try {
        stopPostgres(bin, dataDir);
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
