import { randomUUID } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import { clientIpContext, nonceContext } from "~/context";
import { getPool } from "~/db/client.server";
import { startDatabase, type DatabaseHandle } from "~/db/lifecycle.server";
import { startMailWorker } from "~/mail/outbox.server";
import { pruneRateLimits } from "~/security/rate-limit.server";
import { pruneExpiredAuth } from "~/auth/session.server";
import { analyticsBeacon, BEACON_PATH } from "~/analytics/beacon.server";
import { runAnalyticsMaintenance } from "~/analytics/rollup.server";
import { startAnalyticsRecorder } from "~/analytics/recorder.server";
import { env, isProduction } from "~/utils/env.server";
import { logger, runWithRequestId } from "~/utils/logger.server";
import { crossSiteRequestGuard, requestBodyLimit, securityHeaders, type PolicyOptions } from "./security";
import { prerenderedPages, staticFiles } from "./static-pages";

export { logger };

export type AppOptions = {
  /** The build's client folder (build/client), when serving a production build. */
  clientDir?: string;
};

/** The Express app: headers, health checks, static files, pre-rendered pages, then React Router. */
export function createApp({ clientDir }: AppOptions = {}) {
  const app = express();
  app.disable("x-powered-by");
  const trustProxy = env().TRUST_PROXY;
  if (trustProxy) app.set("trust proxy", trustProxy === "true" ? true : trustProxy);

  app.use((req, res, next) => {
    const requestId = (req.get("x-request-id") ?? "").slice(0, 100) || randomUUID();
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      runWithRequestId(requestId, () =>
        logger.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request"),
      );
    });
    runWithRequestId(requestId, next);
  });

  const policy: PolicyOptions = { production: isProduction, dev: import.meta.env.DEV };
  // The hot path first: a pre-rendered page is answered from memory, headers and all.
  if (clientDir) app.use(prerenderedPages(clientDir, policy));
  app.use(securityHeaders(policy));
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("ok");
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ready = await databaseAnswers(READY_TIMEOUT_MS);
    res.status(ready ? 200 : 503).type("text/plain").send(ready ? "ready" : "database unavailable");
  });

  app.use(crossSiteRequestGuard(env().SITE_URL));
  app.use(requestBodyLimit({ maxBytes: 1024 * 1024, uploadPath: /^\/book(\.data)?\/?$/, uploadMaxBytes: 32 * 1024 * 1024 }));

  app.post(BEACON_PATH, analyticsBeacon());

  if (clientDir) {
    app.use(
      "/assets",
      express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
    );
    app.use(staticFiles(clientDir));
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(nonceContext, res.locals.cspNonce as string);
        context.set(clientIpContext, req.ip ?? "unknown");
        return context;
      },
    }),
  );
  return app;
}

const READY_TIMEOUT_MS = 2_000;

/** Whether the database answers `select 1` within `timeoutMs` (for /readyz). */
async function databaseAnswers(timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = (async () => {
    await getPool().query("select 1");
    return true;
  })().catch((error: unknown) => {
    logger.warn({ err: error }, "readiness check: the database does not answer");
    return false;
  });
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Starts the database (embedded or DATABASE_URL) and the background workers. */
export async function boot(): Promise<DatabaseHandle> {
  const database = await startDatabase(env());
  const stopMail = startMailWorker();
  const stopAnalytics = env().ANALYTICS_COUNTING === "on" ? startAnalyticsRecorder() : async () => {};
  const maintenance = setInterval(() => {
    pruneRateLimits().catch((error) => logger.warn({ err: error }, "pruning rate limits failed"));
    pruneExpiredAuth().catch((error) => logger.warn({ err: error }, "pruning sessions and links failed"));
    runAnalyticsMaintenance().catch((error) => logger.warn({ err: error }, "analytics rollup or digest failed"));
  }, 3_600_000);
  maintenance.unref();
  return {
    ...database,
    stop: async () => {
      clearInterval(maintenance);
      await stopAnalytics();
      await stopMail();
      await database.stop();
    },
  };
}
