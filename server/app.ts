import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express from "express";
import { createRequestHandler as createFetchHandler } from "react-router";
import type { DatabaseHandle } from "~/db/lifecycle.server";
import { analyticsBeacon, BEACON_PATH } from "~/analytics/beacon.server";
import { pathWithoutLang } from "~/content/i18n";
import { MAX_DRAIN_BYTES } from "~/forms/form-data.server";
import { env, isProduction, policySettings, policySettingsKey } from "~/utils/env.server";
import { logger, logRequest, requestIdOf, runWithRequestId } from "~/utils/logger.server";
import { appLivePages, startBackground, type Running } from "./boot";
import { errorHandler, methodNotAllowed } from "./errors";
import { healthz, readyz } from "./health";
import { crossSiteRequestGuard, isSameOriginRequest, requestBodyLimit, securityHeaders, type PolicyOptions } from "./security";
import { answerKeptRefusal, type RefusalOptions } from "./kept-refusals";
import { addressPerConnection } from "./client-ip";
import { answerKept, PageCache } from "./page-cache";
import { misses, mountReactRouter, serverBuild } from "./render";
import { inWebhookTurn } from "./webhook-turns";
import { answerPrerendered, checkPrerenderedOrigin, checkPrerenderedPolicy, readClientBuild, staticFiles, type ClientBuild } from "./static-pages";

export { logger };

export type AppOptions = {
  /** The build's client folder (build/client), when serving a production build. */
  clientDir?: string;
};

/** A Node request listener that also works as Express middleware (in `npm run dev`, behind Vite). */
export type AppHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

/** Memory for kept pages: 1,000 status pages gzipped and in brotli take ~14 MB. */
const PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;
/** A kept page's longest life, whatever the database announces (decision 027). */
const PAGE_CACHE_MAX_AGE_MS = 60_000;

/** The production server's page cache (decision 027) and live pages, kept up to date once the database is up (boot). */
let running: Running = {};

/**
 * Drops every kept page (the server has gone quiet after a load: server/main.js, decision 030).
 * Their compressed bodies are small buffers that live up to a minute among the load's short-lived
 * ones; while they live, the memory between them cannot go back to the system.
 */
export function dropKeptPages(): void {
  running.pageCache?.invalidate();
}

/** Starts the database (embedded or DATABASE_URL) and the background workers (server/boot.ts). */
export function boot(): Promise<DatabaseHandle> {
  return startBackground(running);
}

/**
 * The site's request handler. A GET or HEAD of a pre-rendered page is answered from memory
 * before Express runs (decision 020), and so is a status page, lead list or lead page kept from
 * an earlier render (decision 027), and a lead form posted by a client this server still refuses
 * (decision 049); everything else goes to the Express app: headers, health checks, static files,
 * then React Router.
 */
export function createApp({ clientDir }: AppOptions = {}): AppHandler {
  const policy: PolicyOptions = { production: isProduction, dev: import.meta.env.DEV };
  const clientBuild = clientDir ? readClientBuild(clientDir, policy) : undefined;
  const otherOrigin = clientBuild && checkPrerenderedOrigin(clientBuild, env().SITE_URL, isProduction);
  if (otherOrigin) logger.warn(otherOrigin);
  const otherPolicy = clientBuild && checkPrerenderedPolicy(clientBuild, policySettingsKey(policySettings()), isProduction);
  if (otherPolicy) logger.warn(otherPolicy);
  const cache =
    clientBuild && env().PAGE_CACHE === "on"
      ? new PageCache({ maxBytes: PAGE_CACHE_MAX_BYTES, maxAgeMs: PAGE_CACHE_MAX_AGE_MS, policy })
      : undefined;
  const renderPage =
    clientBuild && !import.meta.env.DEV
      ? serverBuild(new URL(env().SITE_URL).host).then((build) => createFetchHandler(build, "production"))
      : undefined;
  running = { pageCache: cache, live: appLivePages(clientBuild, policy, env().SITE_URL, renderPage) };
  const app = createExpressApp(policy, clientDir && clientBuild ? { clientDir, clientBuild, cache } : undefined);
  if (!clientBuild) return app;
  // The client's address as Express's `req.ip` gives it (TRUST_PROXY-aware), for analytics.
  const clientIp = addressPerConnection((req) => {
    const view = Object.create(app.request) as express.Request;
    Object.assign(view, { headers: req.headers, socket: req.socket, connection: req.socket });
    return view.ip;
  });
  const siteUrl = env().SITE_URL;
  const refusals: RefusalOptions = {
    policy,
    clientIp,
    sameOrigin: (req) => {
      const view = Object.create(app.request) as express.Request;
      Object.assign(view, { method: req.method, headers: req.headers, socket: req.socket, connection: req.socket });
      return isSameOriginRequest(view, siteUrl);
    },
  };
  // Express accepts Node's own request and response: it extends them in place.
  const toExpress: AppHandler = (req, res, next) => app(req as express.Request, res as express.Response, next as express.NextFunction);
  return (req, res, next) => {
    if (answerPrerendered(clientBuild, req, res, clientIp)) return;
    if (answerKeptRefusal(req, res, refusals)) return;
    if (inWebhookTurn(req, res, () => toExpress(req, res, next))) return;
    if (!cache?.live) return toExpress(req, res, next);
    answerKept(cache, req, res).then(
      (result) => {
        if (result.answered) return;
        if (result.miss) misses.set(req, result.miss);
        toExpress(req, res, next);
      },
      (error: unknown) => {
        logger.error({ err: error }, "page cache: answering failed");
        if (!res.headersSent) toExpress(req, res, next);
        else res.destroy();
      },
    );
  };
}

function createExpressApp(policy: PolicyOptions, client?: { clientDir: string; clientBuild: ClientBuild; cache?: PageCache }) {
  const app = express();
  app.disable("x-powered-by");
  const trustProxy = env().TRUST_PROXY;
  if (trustProxy) app.set("trust proxy", trustProxy === "true" ? true : trustProxy);

  app.use((req, res, next) => {
    const requestId = requestIdOf(req);
    res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    res.on("finish", () => {
      logRequest({ requestId, method: req.method, path: req.path, status: res.statusCode, cache: res.locals.pageCache as string | undefined }, started);
    });
    runWithRequestId(requestId, next);
  });
  app.use(methodNotAllowed);

  app.use(securityHeaders(policy));
  app.use(compression());

  app.get("/healthz", healthz);
  app.get("/readyz", readyz);

  app.use(crossSiteRequestGuard(env().SITE_URL, { drainMaxBytes: MAX_DRAIN_BYTES }));
  app.use(
    requestBodyLimit({
      maxBytes: 1024 * 1024,
      // The booking's photo, and the admin's job photos (a before/after pair: decision 085).
      uploadPath: (path) => /^\/book(\.data)?\/?$/.test(pathWithoutLang(path)) || /^\/admin\/photos(\.data)?\/?$/.test(path),
      uploadMaxBytes: 32 * 1024 * 1024,
      drainMaxBytes: MAX_DRAIN_BYTES,
    }),
  );

  app.post(BEACON_PATH, analyticsBeacon());

  if (client) {
    app.use(
      "/assets",
      express.static(`${client.clientDir}/assets`, { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
    );
    app.use(staticFiles(client.clientDir, client.clientBuild));
  }

  mountReactRouter(app, new URL(env().SITE_URL).host, client?.cache);
  app.use(errorHandler);
  return app;
}
