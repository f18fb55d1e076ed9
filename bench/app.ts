// The server as `npm start` starts it, for the benchmarks: its log lines go to a file (drained as
// a log collector drains them), never to a pipe the bench reads only between runs.
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readSync, statSync } from "node:fs";
import path from "node:path";
import { freePort, npmStart, waitFor, type Site } from "../tests/reliability/app-process";

const root = path.resolve(import.meta.dirname, "..");

/** What the app wrote to its log file from byte `offset` on: a soak's log grows to gigabytes, so only the new part is read. */
export function logSince(logFile: string, offset = 0): string {
  const fd = openSync(logFile, "r");
  try {
    const tail = Buffer.alloc(Math.max(0, statSync(logFile).size - offset));
    readSync(fd, tail, 0, tail.length, offset);
    return tail.toString("utf8");
  } finally {
    closeSync(fd);
  }
}

export type BenchApp = {
  baseUrl: string;
  pid: number;
  log: string;
  /** The allocator the server logged at start: `jemalloc` or `system` (decision 036). */
  allocator: string;
  stop: () => Promise<void>;
  child: ChildProcess;
};

export type BenchAppOptions = {
  buildDir: string;
  /** The folder its log file (`app-<port>.log`) goes to. */
  logDir: string;
  /** Deployment settings a section needs (TRUST_PROXY, ANALYTICS_COUNTING, DATABASE_URL…). */
  env?: Record<string, string>;
  /** A folder: the app runs with `node --cpu-prof` and writes its profile there when it stops. */
  cpuProfDir?: string;
  /** The checkout whose `npm start` runs (another revision's files, BENCH_BEFORE): this one unless given. */
  cwd?: string;
};

/** The profile folder as one word of NODE_FLAGS (the start script splits it on spaces). */
function profileDir(dir: string): string {
  const absolute = path.resolve(dir);
  if (/\s/.test(absolute)) throw new Error(`BENCH_CPU_PROF: a folder without spaces, please (${absolute})`);
  return absolute;
}

/**
 * The server as `npm start` starts it (`npmStart()`), on a bench build with its defaults (log
 * level included), for `site`.
 */
export async function startBenchApp(site: Site, { buildDir, logDir, env = {}, cpuProfDir, cwd = root }: BenchAppOptions): Promise<BenchApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, `app-${port}.log`);
  const log = openSync(logFile, "a");
  const { LOG_LEVEL: _level, DATABASE_URL: _url, ...inherited } = process.env;
  const start = npmStart();
  // Through server/start.sh's NODE_FLAGS: Node 20 refuses --cpu-prof in NODE_OPTIONS.
  const profile = cpuProfDir ? { NODE_FLAGS: `--cpu-prof --cpu-prof-dir=${profileDir(cpuProfDir)}` } : {};
  const child = spawn(start.command, start.args, {
    cwd,
    stdio: ["ignore", log, log],
    env: {
      ...inherited,
      ...profile,
      NODE_ENV: "production",
      APP_ENV: "local",
      BUILD_DIR: buildDir,
      DATA_DIR: site.dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseUrl,
      ...(site.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await waitFor(async () => (await fetch(`${baseUrl}/healthz`)).ok, 180_000, "the app");
  const listening = logSince(logFile).split("\n").find((line) => line.includes('"listening on'));
  return {
    baseUrl,
    pid: child.pid!,
    log: logFile,
    allocator: listening ? String(JSON.parse(listening).allocator) : "unknown",
    child,
    stop: async () => {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
