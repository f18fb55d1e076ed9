import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { clientIpContext, nonceContext } from "~/context";
import { getPool } from "~/db/client.server";
import { startDatabase, type DatabaseHandle } from "~/db/lifecycle.server";
import { startMailWorker } from "~/mail/outbox.server";
import { pruneRateLimits } from "~/security/rate-limit.server";
import { pruneExpiredAuth } from "~/auth/session.server";
import { analyticsBeacon, BEACON_PATH } from "~/analytics/beacon.server";
import { runAnalyticsMaintenance } from "~/analytics/maintenance.server";
import { startAnalyticsRecorder } from "~/analytics/recorder.server";
import { env, isProduction } from "~/utils/env.server";
import { accessLog, logger, runWithRequestId } from "~/utils/logger.server";
import { errorHandler, methodNotAllowed } from "./errors";
import { crossSiteRequestGuard, requestBodyLimit, securityHeaders, type PolicyOptions } from "./security";
import { answerPrerendered, readClientBuild, staticFiles, type ClientBuild } from "./static-pages";

export { logger };

export type AppOptions = {
  /** The build's client folder (build/client), when serving a production build. */
  clientDir?: string;
};

/** A Node request listener that also works as Express middleware (in `npm run dev`, behind Vite). */
export type AppHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

/**
 * The site's request handler. A GET or HEAD of a pre-rendered page is answered from memory
 * before Express runs (decision 020); everything else goes to the Express app: headers, health
 * checks, static files, then React Router.
 */
export function createApp({ clientDir }: AppOptions = {}): AppHandler {
  const policy: PolicyOptions = { production: isProduction, dev: import.meta.env.DEV };
  const clientBuild = clientDir ? readClientBuild(clientDir, policy) : undefined;
  const app = createExpressApp(policy, clientDir && clientBuild ? { clientDir, clientBuild } : undefined);
  if (!clientBuild) return app;
  // The client's address as Express's `req.ip` gives it (TRUST_PROXY-aware), for analytics.
  const clientIp = (req: IncomingMessage) => {
    const view = Object.create(app.request) as express.Request;
    Object.assign(view, { headers: req.headers, socket: req.socket, connection: req.socket });
    return view.ip;
  };
  return (req, res, next) => {
    // Express accepts Node's own request and response: it extends them in place.
    if (!answerPrerendered(clientBuild, req, res, clientIp)) {
      app(req as express.Request, res as express.Response, next as express.NextFunction);
    }
  };
}

function createExpressApp(policy: PolicyOptions, client?: { clientDir: string; clientBuild: ClientBuild }) {
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
      accessLog.info({ requestId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    runWithRequestId(requestId, next);
  });
  app.use(methodNotAllowed);

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

  if (client) {
    app.use(
      "/assets",
      express.static(`${client.clientDir}/assets`, { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
    );
    app.use(staticFiles(client.clientDir, client.clientBuild));
  }

  const siteHost = new URL(env().SITE_URL).host;
  const getLoadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider();
    context.set(nonceContext, res.locals.cspNonce as string);
    context.set(clientIpContext, req.ip ?? "unknown");
    return context;
  };
  const loadBuild = () => serverBuild(siteHost);
  if (import.meta.env.DEV) {
    // A function, so that `npm run dev` picks up edits.
    app.all("/{*splat}", createRequestHandler({ build: loadBuild, getLoadContext }));
  } else {
    // The build itself: given a function, React Router derives its routes and static handler
    // again on every request (decision 020).
    const handler = loadBuild().then((build) => createRequestHandler({ build, getLoadContext }));
    app.all("/{*splat}", (req, res, next) => void handler.then((handle) => handle(req, res, next), next));
  }
  app.use(errorHandler);
  return app;
}

/**
 * The server build, with SITE_URL's host among the origins React Router lets run actions: behind
 * a TLS proxy that is not trusted (no TRUST_PROXY) the request looks like http://<inner host>
 * while the browser's Origin is https://<site>, and React Router would refuse the form with a 400.
 * Same-origin is judged before this, against SITE_URL, by crossSiteRequestGuard.
 */
async function serverBuild(siteHost: string): Promise<ServerBuild> {
  const build = await import("virtual:react-router/server-build");
  return { ...build, allowedActionOrigins: [siteHost] };
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
