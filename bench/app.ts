// The server as `npm start` starts it, for the benchmarks: its log lines go to a file (drained as
// a log collector drains them), never to a pipe the bench reads only between runs.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import path from "node:path";
import { freePort, waitFor, type Site } from "../tests/reliability/app-process";

const root = path.resolve(import.meta.dirname, "..");

/**
 * package.json's start script (`NAME=value … node [flags] server/main.js`) as an environment and
 * node's arguments, so the bench starts the server with `node` itself (its PID is the server's)
 * and still exactly as `npm start` does.
 */
export function npmStart(): { env: Record<string, string>; args: string[] } {
  const script: string = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes("=")) {
    const [name, ...value] = words.shift()!.split("=");
    env[name!] = value.join("=");
  }
  if (words.shift() !== "node") throw new Error(`npm start does not run node: ${script}`);
  return { env, args: words };
}

export type BenchApp = { baseUrl: string; pid: number; log: string; stop: () => Promise<void>; child: ChildProcess };

export type BenchAppOptions = {
  buildDir: string;
  /** The folder its log file (`app-<port>.log`) goes to. */
  logDir: string;
  /** Deployment settings a section needs (TRUST_PROXY, ANALYTICS_COUNTING, DATABASE_URL…). */
  env?: Record<string, string>;
  /** A folder: the app runs with `node --cpu-prof` and writes its profile there when it stops. */
  cpuProfDir?: string;
};

/**
 * The server as `npm start` starts it (`npmStart()`), on a bench build with its defaults (log
 * level included), for `site`.
 */
export async function startBenchApp(site: Site, { buildDir, logDir, env = {}, cpuProfDir }: BenchAppOptions): Promise<BenchApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(logDir, `app-${port}.log`);
  const log = openSync(logFile, "a");
  const { LOG_LEVEL: _level, DATABASE_URL: _url, ...inherited } = process.env;
  const start = npmStart();
  const profile = cpuProfDir ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(cpuProfDir)] : [];
  const child = spawn(process.execPath, [...profile, ...start.args], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      ...inherited,
      ...start.env,
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
  return {
    baseUrl,
    pid: child.pid!,
    log: logFile,
    child,
    stop: async () => {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
