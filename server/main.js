// The HTTP entry: `npm start` (a production build, built first when missing) or `npm run dev` (--dev, Vite).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";

const dev = process.argv.includes("--dev");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverEntry = path.join(buildDir, "server", "index.js");

/**
 * server/start.sh (npm start) preloads jemalloc for this process alone (decision 036): the
 * processes it starts (the embedded PostgreSQL, a build) keep their own allocator.
 */
const preloaded = process.env.JEMALLOC_PRELOADED;
if (preloaded) {
  const others = (process.env.LD_PRELOAD ?? "").split(/[\s:]+/).filter((lib) => lib && lib !== preloaded);
  if (others.length) process.env.LD_PRELOAD = others.join(" ");
  else delete process.env.LD_PRELOAD;
  delete process.env.JEMALLOC_PRELOADED;
}

/** The allocator this process runs on, for the start's log line: jemalloc when loaded, else the system's. */
function allocator() {
  try {
    return readFileSync("/proc/self/maps", "utf8").includes("libjemalloc") ? "jemalloc" : "system";
  } catch {
    return "system";
  }
}

async function load() {
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true } });
    const mod = await vite.ssrLoadModule("./server/app.ts");
    const app = express();
    app.use(vite.middlewares);
    app.use(mod.createApp());
    return { mod, app, close: () => vite.close() };
  }
  if (!existsSync(serverEntry)) {
    console.log(`No build in ${buildDir}: building first (npm run build)…`);
    // The same build as `npm run build`, photo variants included (public/photos/ is not in git):
    // through the npm that ran `npm start`, or the one on PATH when node runs this file itself.
    const npm = process.env.npm_execpath;
    const result = npm
      ? spawnSync(process.execPath, [npm, "run", "build"], { stdio: "inherit" })
      : spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (!process.env.NODE_ENV) {
    // A plain `npm start`: React's production build, but a local install's relaxed settings.
    process.env.NODE_ENV = "production";
    process.env.APP_ENV ??= "local";
  }
  const mod = await import(pathToFileURL(serverEntry).href);
  return { mod, app: mod.createApp({ clientDir: path.join(buildDir, "client") }), close: async () => {} };
}

/** SIGTERM must end the process within 10 s, whatever hangs (a stalled database, a stuck send). */
const SHUTDOWN_DEADLINE_MS = 9_000;
/**
 * How long a client may take (decision 010): its headers 20 s (Node's default is 60 s), its
 * whole request 120 s (300 s), enough for a 5 MB photo from a phone at 400 kbit/s; checked every
 * 5 s (30 s). A client that trickles its request (slowloris) holds a connection for that long at most.
 */
const CLIENT_TIME_LIMITS = { headersTimeout: 20_000, requestTimeout: 120_000, connectionsCheckingInterval: 5_000 };
/** Requests in flight get this long to finish before their connections are cut. */
const IN_FLIGHT_GRACE_MS = 4_000;

/** Requests since the last collection that make a quiet spell worth one (decision 030). */
const REQUESTS_BEFORE_IDLE_GC = 500;
/** A spell this long without a request ends a load. */
const IDLE_CHECK_MS = 5_000;

/**
 * After a load (at least REQUESTS_BEFORE_IDLE_GC requests), the first IDLE_CHECK_MS without a
 * request drops the kept pages (`beforeCollection`), runs one full collection and logs it with
 * the memory it left (`afterCollection`), so that the memory the load used goes back to the
 * system within seconds rather than whenever V8's own memory reducer runs (a minute or more after
 * a long load, measured). Needs `--expose-gc` (npm start passes it); without it, nothing is done.
 */
function giveMemoryBackWhenIdle(server, beforeCollection, afterCollection) {
  const collect = globalThis.gc;
  if (typeof collect !== "function") return;
  let sinceCollection = 0;
  let sinceCheck = 0;
  server.on("request", () => {
    sinceCollection += 1;
    sinceCheck += 1;
  });
  setInterval(() => {
    if (sinceCheck === 0 && sinceCollection >= REQUESTS_BEFORE_IDLE_GC) {
      const requests = sinceCollection;
      sinceCollection = 0;
      beforeCollection();
      collect();
      afterCollection(requests);
    }
    sinceCheck = 0;
  }, IDLE_CHECK_MS).unref();
}

let stopping = false;
try {
  const { mod, app, close } = await load();
  const { logger } = mod;
  // Every failure is one JSON line on stdout, never a raw stack on stderr.
  process.on("uncaughtException", (error) => {
    logger.fatal({ err: error }, "uncaught exception");
    process.exit(1);
  });
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled promise rejection"));
  const database = await mod.boot();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  // A queue of connections not yet accepted as deep as the kernel allows (net.core.somaxconn, 4096
  // on current kernels; Node asks for 511): a burst of a thousand webhooks at once then waits its
  // turn instead of having its and every reader's new connections dropped, each retried a second
  // or more later by the client's TCP (tests/reliability/text-burst.test.ts).
  const server = http.createServer(CLIENT_TIME_LIMITS, app).listen({ port, host, backlog: 4096 }, () => {
    logger.info({ port, host, allocator: allocator() }, `listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
  });
  // Responses not sent yet: at shutdown they go out with `Connection: close`, so their
  // keep-alive connections end with them instead of waiting to be cut. This listener runs
  // after the app's: a page answered from memory has already ended and is not tracked.
  const unsent = new Set();
  server.on("request", (_req, res) => {
    if (res.writableEnded) return;
    unsent.add(res);
    res.on("close", () => unsent.delete(res));
  });
  giveMemoryBackWhenIdle(
    server,
    () => mod.dropKeptPages(),
    (requests) => {
      const { rss, heapUsed, external } = process.memoryUsage();
      const mb = (bytes) => Math.round(bytes / 2 ** 20);
      logger.info({ requests, rssMb: mb(rss), heapUsedMb: mb(heapUsed), externalMb: mb(external) }, "quiet after a load: kept pages dropped, memory collected");
    },
  );
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info({ signal }, "shutting down");
    setTimeout(() => {
      logger.error({ ms: Date.now() - started }, "shutdown did not finish in time: exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Stop accepting, close idle keep-alive connections, let requests in flight finish.
    const closed = new Promise((resolve) => server.close(resolve));
    for (const res of unsent) if (!res.headersSent) res.shouldKeepAlive = false;
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), IN_FLIGHT_GRACE_MS);
    await closed;
    clearTimeout(cut);
    // Then the mail worker, the pool and, in embedded mode, PostgreSQL.
    await database.stop().catch((error) => logger.error({ err: error }, "database stop failed"));
    await close();
    logger.info({ ms: Date.now() - started }, "stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
