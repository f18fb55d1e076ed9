// wrk (Debian's) from the benchmarks: one run, its requests per second, latency percentiles and statuses; and the CPU time of the processes it loads.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

export type Wrk = { rps: number; p50: number; p99: number; requests: number; errors: number; non2xx: number; statuses: Record<string, number> };

/** Headers, a Lua `script`, the run's length in seconds and its connections (one thread). */
export type WrkOptions = { headers?: Record<string, string>; script?: string; seconds?: number; connections?: number };

function toMs(value: string, unit: string) {
  const n = Number(value);
  return unit === "us" ? n / 1000 : unit === "s" ? n * 1000 : unit === "m" ? n * 60_000 : n;
}

/** wrk -t1 for `seconds` (default 10) at `connections` (default 50), with its latency distribution. */
export function wrk(url: string, options: WrkOptions = {}): Wrk {
  const args = ["-t1", `-c${options.connections ?? 50}`, `-d${options.seconds ?? 10}s`, "--latency", "--timeout", "10s"];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}: ${value}`);
  if (options.script) args.push("-s", options.script);
  args.push(url);
  const result = spawnSync("wrk", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  const text = result.stdout;
  const latency = (p: string) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)`, "m").exec(text);
    return match ? toMs(match[1]!, match[2]!) : NaN;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const statuses: Record<string, number> = {};
  for (const match of text.matchAll(/^status (\d+): (\d+)$/gm)) statuses[match[1]!] = Number(match[2]);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? NaN),
    p50: latency("50"),
    p99: latency("99"),
    requests: Number(/(\d+) requests in/.exec(text)?.[1] ?? 0),
    errors: errors ? Number(errors[1]) + Number(errors[3]) + Number(errors[4]) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
    statuses,
  };
}

/** Seconds of the same load before a measured run, left out of its figures: a fresh app compiles its code and opens its connections then. */
export const WARM_UP_SECONDS = 2;

/** A warm-up, then the measured run. */
export function measure(url: string, options: WrkOptions = {}): Wrk {
  wrk(url, { ...options, seconds: WARM_UP_SECONDS });
  return wrk(url, options);
}

/**
 * The benchmarks' tools from Debian (command → package), installed with apt-get when missing,
 * or a clear failure: a load generator in Node would share the two cores with the server and
 * cap what can be measured.
 */
export function requireTools(tools: Record<string, string>) {
  const missing = Object.entries(tools).filter(([bin]) => spawnSync("sh", ["-c", `command -v ${bin} || test -x /usr/sbin/${bin}`]).status !== 0);
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg).join(" ");
  console.log(`Installing ${packages} with apt-get…`);
  const installed = spawnSync("sh", ["-c", `apt-get install -y ${packages} || (apt-get update && apt-get install -y ${packages})`], { stdio: "inherit" });
  if (installed.status !== 0) {
    console.error(`The benchmarks need ${Object.keys(tools).join(" and ")} (Debian: apt-get install -y ${Object.values(tools).join(" ")}).`);
    process.exit(1);
  }
}

/** A process's CPU time so far (user + system), from /proc/<pid>/stat, in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
