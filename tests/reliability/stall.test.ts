import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedPgDir, readPostmaster } from "~/db/embedded.server";
import { serverDatabaseUrl, waitFor, type AppProcess, useApp } from "./app-process";
import { bookingForm, clientAddress } from "./load";
import { createCluster, debianPgBin, type Cluster } from "./pg-control";

/** The processes `parent` started (PostgreSQL's backends and workers). */
function childrenOf(parent: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent's pid (after the parenthesised command name).
        return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Stops PostgreSQL whole: the postmaster first (so it starts nothing new), then every process it
 * had started, including one it forked just before. Returns them all, to be continued.
 */
function freeze(postmaster: number): number[] {
  process.kill(postmaster, "SIGSTOP");
  const stopped = new Set([postmaster]);
  for (;;) {
    const fresh = childrenOf(postmaster).filter((pid) => !stopped.has(pid));
    if (fresh.length === 0) return [...stopped];
    for (const pid of fresh) {
      process.kill(pid, "SIGSTOP");
      stopped.add(pid);
    }
  }
}

async function postBooking(app: AppProcess, name: string, index: number) {
  const started = performance.now();
  const response = await fetch(`${app.baseUrl}/book`, {
    method: "POST",
    body: bookingForm(name),
    headers: { "X-Forwarded-For": clientAddress(0x57a1, index) },
    redirect: "manual",
  });
  return { response, ms: performance.now() - started, text: await response.text() };
}

/** Reads from a raw socket until `pattern` shows up. */
function readUntil(socket: net.Socket, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString("latin1");
      if (pattern.test(text)) {
        socket.off("data", onData);
        resolve(text);
      }
    };
    socket.on("data", onData);
    socket.once("close", () => (pattern.test(text) ? resolve(text) : reject(new Error(`closed before ${pattern}: ${text}`))));
  });
}

describe(`a stalled database (SIGSTOP), and SIGTERM, on ${serverDatabaseUrl ? "a PostgreSQL server" : "the embedded PostgreSQL"}`, () => {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    // CI's shared server must not be stopped: a throwaway cluster of the same PostgreSQL plays it.
    if (serverDatabaseUrl) cluster = await createCluster(debianPgBin());
  });
  afterAll(() => cluster?.destroy());
  const running = useApp({ site: () => (cluster ? { databaseUrl: cluster.url } : { serverUrl: null }) });
  let postmaster: () => number;

  beforeAll(async () => {
    postmaster = cluster
      ? () => readPostmaster(cluster!.dataDir)!.pid
      : () => readPostmaster(embeddedPgDir(running.site.dataDir))!.pid;
  });

  it("answers the booking form 503 within 5 s while PostgreSQL is stopped, then recovers by itself", async () => {
    expect((await postBooking(running.app, "Before Stall", 1)).response.status).toBe(302);
    const frozen = freeze(postmaster());
    const timings: number[] = [];
    try {
      // The first finds the pool's open connections stalled; the next ones must open new ones.
      for (const index of [2, 3, 4]) {
        const { response, ms, text } = await postBooking(running.app, "During Stall", index);
        timings.push(Math.round(ms));
        expect(response.status).toBe(503);
        expect(text).toContain("There was an error submitting your request. Please try again.");
        expect(ms).toBeLessThan(5_000);
      }
      expect((await fetch(`${running.app.baseUrl}/`)).status).toBe(200);
    } finally {
      for (const pid of frozen) process.kill(pid, "SIGCONT");
    }
    console.info(`booking answers while PostgreSQL was stopped: ${timings.join(", ")} ms`);
    await waitFor(async () => (await fetch(`${running.app.baseUrl}/readyz`)).status === 200, 15_000, "/readyz to answer 200");
    const after = await postBooking(running.app, "After Stall", 5);
    expect(after.response.status).toBe(302);
    expect(running.app.child.exitCode).toBeNull();
  });

  it("answers 60 bookings sent at once 503 while PostgreSQL is stopped, each within 5 s", async () => {
    expect((await postBooking(running.app, "Before Burst Stall", 100)).response.status).toBe(302);
    const frozen = freeze(postmaster());
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: 60 }, (_, index) => postBooking(running.app, "Burst During Stall", 200 + index)));
    } finally {
      for (const pid of frozen) process.kill(pid, "SIGCONT");
    }
    const timings = answers.map((answer) => Math.round(answer.ms)).sort((a, b) => a - b);
    console.info(`60 bookings at once while PostgreSQL was stopped: ${timings[0]}–${timings.at(-1)} ms`);
    expect(answers.map((answer) => answer.response.status)).toEqual(Array(60).fill(503));
    expect(timings.at(-1)).toBeLessThan(5_000);
    await waitFor(async () => (await fetch(`${running.app.baseUrl}/readyz`)).status === 200, 15_000, "/readyz to answer 200");
    expect((await postBooking(running.app, "After Burst Stall", 300)).response.status).toBe(302);
  });

  it("cuts a client that trickles its headers (slowloris) with a 408 after about 20 s, not Node's 60", async () => {
    const started = performance.now();
    const slow = net.connect(running.app.port, "127.0.0.1");
    slow.on("error", () => undefined);
    slow.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const trickle = setInterval(() => slow.write(`X-Slow-${Date.now()}: 1\r\n`), 1_000);
    try {
      const answer = await readUntil(slow, /^HTTP\/1\.1 408/);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      await new Promise((resolve) => (slow.closed ? resolve(undefined) : slow.once("close", resolve)));
    } finally {
      clearInterval(trickle);
      slow.destroy();
    }
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(19);
    expect(seconds).toBeLessThan(30);
    expect((await fetch(`${running.app.baseUrl}/healthz`)).status).toBe(200);
  }, 45_000);

  it("stops within 10 s of SIGTERM, answering the request in flight first", async () => {
    // An idle keep-alive connection, as a browser or a proxy keeps open.
    const idle = net.connect(running.app.port, "127.0.0.1");
    idle.on("error", () => undefined);
    idle.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await readUntil(idle, /\r\n\r\nok$/);

    // A booking whose headers the server has read (it answered 100 Continue) but whose body is still to come.
    const body = bookingForm("In Flight").toString();
    const inFlight = net.connect(running.app.port, "127.0.0.1");
    inFlight.write(
      [
        "POST /book HTTP/1.1",
        "Host: 127.0.0.1",
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${Buffer.byteLength(body)}`,
        `X-Forwarded-For: ${clientAddress(0x57a1, 6)}`,
        "Expect: 100-continue",
        "",
        "",
      ].join("\r\n"),
    );
    await readUntil(inFlight, /^HTTP\/1\.1 100 Continue\r\n\r\n/);

    const started = performance.now();
    running.app.child.kill("SIGTERM");
    const final = /^HTTP\/1\.1 (\d{3}) /;
    const answer = readUntil(inFlight, final);
    inFlight.write(body);
    expect(final.exec(await answer)?.[1]).toBe("302");
    const code = await running.app.exited;
    const ms = Math.round(performance.now() - started);
    console.info(`SIGTERM to exit: ${ms} ms`);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    if (!serverDatabaseUrl) expect(readPostmaster(embeddedPgDir(running.site.dataDir))).toBeUndefined();
    inFlight.destroy();
    idle.destroy();
  });
});
