import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { clientIpContext, nonceContext } from "~/context";
import { getPool } from "~/db/client.server";
import { startDatabase, type DatabaseHandle } from "~/db/lifecycle.server";
import { startMailWorker } from "~/mail/outbox.server";
import { pruneRateLimits } from "~/security/rate-limit.server";
import { pruneExpiredAuth } from "~/auth/session.server";
import { resealTotpSecrets } from "~/auth/secret-box.server";
import { analyticsBeacon, BEACON_PATH } from "~/analytics/beacon.server";
import { runAnalyticsMaintenance } from "~/analytics/maintenance.server";
import { eraseExpiredLeads } from "~/leads/erase.server";
import { startAnalyticsRecorder } from "~/analytics/recorder.server";
import { queueDueReminders } from "~/schedule/reminders.server";
import { bookingConfirmsAtOnce, bookingDays, bookingWindows, refreshBookingWindows } from "~/schedule/public-windows.server";
import { DEFAULT_SCHEDULE_SETTINGS } from "~/schedule/settings";
import { publicReviews, refreshPublicReviews, reviewPagePaths } from "~/reviews/public-reviews.server";
import { LANGS, localePath, pathWithoutLang } from "~/content/i18n";
import { NO_PUBLIC_REVIEWS } from "~/reviews/public";
import { queueQuoteReminders } from "~/quotes/reminders.server";
import { MAX_DRAIN_BYTES } from "~/forms/form-data.server";
import { listenForPageChanges } from "~/db/page-changes.server";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache";
import { env, isProduction, policySettings, policySettingsKey } from "~/utils/env.server";
import { logger, logRequest, requestIdOf, runWithRequestId } from "~/utils/logger.server";
import { errorHandler, methodNotAllowed } from "./errors";
import { crossSiteRequestGuard, isSameOriginRequest, requestBodyLimit, securityHeaders, type PolicyOptions } from "./security";
import { answerKeptRefusal, type RefusalOptions } from "./kept-refusals";
import { addressPerConnection } from "./client-ip";
import { answerKept, PageCache, sendKept } from "./page-cache";
import { livePages, type LiveData } from "./live-pages";
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
/** How often pages past their time are dropped, so that an idle server gives the memory back. */
const PAGE_CACHE_SWEEP_MS = 15_000;

/** The production server's page cache (decision 027), listening once the database is up (boot). */
let pageCache: PageCache | undefined;

/** The pages that show reviews, rendered again when a review changes (decision 057). */
const REVIEW_PAGES: LiveData = {
  name: "review pages",
  paths: reviewPagePaths,
  read: async () => {
    await refreshPublicReviews();
    return publicReviews();
  },
  builtWith: NO_PUBLIC_REVIEWS,
};

/** The booking page (in every language), rendered again when its open windows change (decision 055): at most once a second under a burst of bookings. */
const BOOKING_PAGE: LiveData = {
  name: "booking page",
  paths: () => LANGS.map((lang) => localePath(lang, "/book")),
  read: async () => {
    await refreshBookingWindows();
    return { windows: bookingWindows(), days: bookingDays(), confirmsAtOnce: bookingConfirmsAtOnce() };
  },
  // Built without a database: no windows, and the default setting (decision 078).
  builtWith: { windows: [], days: [], confirmsAtOnce: DEFAULT_SCHEDULE_SETTINGS.confirmOnlineBookings },
  minGapMs: 1_000,
};

type LivePages = ReturnType<typeof livePages>;

/** The live pages of the app (set by createApp; boot refreshes them). */
let livePagesOfApp: { reviews: LivePages; booking: LivePages } | undefined;

/** While the database's announcements cannot be heard, how often the published reviews are read again. */
const REVIEW_PAGES_CHECK_MS = 30_000;

/** How often the open windows are read again whatever is announced: time closes windows too (the notice before a visit, a new day). */
const BOOKING_PAGE_CHECK_MS = 60_000;

/**
 * Drops every kept page (the server has gone quiet after a load: server/main.js, decision 030).
 * Their compressed bodies are small buffers that live up to a minute among the load's short-lived
 * ones; while they live, the memory between them cannot go back to the system.
 */
export function dropKeptPages(): void {
  pageCache?.invalidate();
}

/** A render of a page that may be kept: its key, the cache's generation when it started, and its end. */
type Miss = { key: string; generation: number; done: () => void };
const misses = new WeakMap<IncomingMessage, Miss>();

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
  pageCache = cache;
  const renderPage =
    clientBuild && !import.meta.env.DEV
      ? serverBuild(new URL(env().SITE_URL).host).then((build) => createFetchHandler(build, "production"))
      : undefined;
  livePagesOfApp = {
    reviews: livePages(REVIEW_PAGES, clientBuild, policy, env().SITE_URL, renderPage),
    booking: livePages(BOOKING_PAGE, clientBuild, policy, env().SITE_URL, renderPage),
  };
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

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("ok");
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ready = await databaseAnswers(READY_TIMEOUT_MS);
    res.status(ready ? 200 : 503).type("text/plain").send(ready ? "ready" : "database unavailable");
  });

  app.use(crossSiteRequestGuard(env().SITE_URL, { drainMaxBytes: MAX_DRAIN_BYTES }));
  app.use(
    requestBodyLimit({
      maxBytes: 1024 * 1024,
      uploadPath: (path) => /^\/book(\.data)?\/?$/.test(pathWithoutLang(path)),
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
    const handlers = loadBuild().then((build) => ({
      stream: createRequestHandler({ build, getLoadContext }),
      fetch: createFetchHandler(build, "production"),
    }));
    const cache = client?.cache;
    app.all("/{*splat}", (req, res, next) => {
      const miss = misses.get(req);
      if (cache && !SAFE_METHODS.has(req.method)) {
        // An action may have changed what kept pages show: this server forgets them as soon as
        // it answers (before the browser follows a redirect), other servers when the database's
        // announcement reaches them.
        res.once("finish", () => cache.invalidate());
      }
      void handlers.then(async ({ stream, fetch }) => {
        if (cache && miss) return renderAndKeep(cache, miss, fetch(toFetchRequest(req), getLoadContext(req, res)), req, res);
        withoutPageCacheHeader(res);
        return stream(req, res, next);
      }).catch(next);
    });
  }
  app.use(errorHandler);
  return app;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A GET as the Fetch API's Request, for React Router's own handler. */
function toFetchRequest(req: express.Request): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { headers });
}

/** The permission to keep a page is for this server alone: it never leaves in a response. */
function withoutPageCacheHeader(res: express.Response) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
    this.removeHeader(PAGE_CACHE_HEADER);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/**
 * A page that may be kept, rendered whole: kept when its response allows it (a 200 without
 * Set-Cookie, with the loader's permission) and answered like a kept page; otherwise answered
 * as rendered, cookies included.
 */
async function renderAndKeep(cache: PageCache, miss: Miss, rendering: Promise<Response>, req: express.Request, res: express.Response) {
  res.locals.pageCache = "miss";
  let entry;
  let response: Response;
  let body: Buffer;
  try {
    response = await rendering;
    body = Buffer.from(await response.arrayBuffer());
    entry = cache.keep(miss.key, miss.generation, { status: response.status, headers: response.headers, body, nonce: res.locals.cspNonce as string });
  } finally {
    miss.done();
  }
  if (entry) return sendKept(cache, entry, req, res, String(res.getHeader("X-Request-Id")));
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && name !== PAGE_CACHE_HEADER.toLowerCase()) res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  res.end(body);
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
  resealTotpSecrets().catch((error) => logger.error({ err: error }, "sealing authenticator secrets failed"));
  const stopMail = startMailWorker();
  const stopAnalytics = env().ANALYTICS_COUNTING === "on" ? startAnalyticsRecorder() : async () => {};
  const cache = pageCache;
  const noBuild = { production: isProduction };
  const reviewed = livePagesOfApp?.reviews ?? livePages(REVIEW_PAGES, undefined, noBuild, env().SITE_URL, undefined);
  const booking = livePagesOfApp?.booking ?? livePages(BOOKING_PAGE, undefined, noBuild, env().SITE_URL, undefined);
  await Promise.all([reviewed.refresh(), booking.refresh()]);
  // Every announcement drops the kept pages; a review's (payload 'reviews') also renders the review
  // pages again, a change to the schedule's places (payload 'windows') the booking page, and
  // listening again after a gap (no payload) both.
  const changes = listenForPageChanges(
    database.url,
    (payload) => {
      cache?.invalidate();
      if (payload === "reviews" || payload === undefined) void reviewed.refresh();
      if (payload === "windows" || payload === undefined) void booking.refresh();
    },
    (live) => cache?.setLive(live),
  );
  const sweep = cache ? setInterval(() => cache.sweep(), PAGE_CACHE_SWEEP_MS) : undefined;
  sweep?.unref();
  const reviewCheck = setInterval(() => {
    if (!changes.live) void reviewed.refresh();
  }, REVIEW_PAGES_CHECK_MS);
  reviewCheck.unref();
  const bookingCheck = setInterval(() => void booking.refresh(), BOOKING_PAGE_CHECK_MS);
  bookingCheck.unref();
  const maintenance = setInterval(() => {
    pruneRateLimits().catch((error) => logger.warn({ err: error }, "pruning rate limits failed"));
    pruneExpiredAuth().catch((error) => logger.warn({ err: error }, "pruning sessions and links failed"));
    runAnalyticsMaintenance().catch((error) => logger.warn({ err: error }, "analytics rollup or digest failed"));
    eraseExpiredLeads().catch((error) => logger.warn({ err: error }, "erasing closed requests after the retention period failed"));
    queueDueReminders().catch((error) => logger.warn({ err: error }, "queueing visit reminders failed"));
    queueQuoteReminders().catch((error) => logger.warn({ err: error }, "queueing quote reminders failed"));
  }, 3_600_000);
  queueDueReminders().catch((error) => logger.warn({ err: error }, "queueing visit reminders failed"));
  queueQuoteReminders().catch((error) => logger.warn({ err: error }, "queueing quote reminders failed"));
  maintenance.unref();
  return {
    ...database,
    stop: async () => {
      clearInterval(maintenance);
      clearInterval(sweep);
      clearInterval(reviewCheck);
      clearInterval(bookingCheck);
      await changes.stop();
      await stopAnalytics();
      await stopMail();
      await database.stop();
    },
  };
}
