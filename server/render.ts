import type { IncomingMessage } from "node:http";
import { createRequestHandler } from "@react-router/express";
import type express from "express";
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { clientIpContext, nonceContext } from "~/context";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache";
import { sendKept, type PageCache } from "./page-cache";

/** A render of a page that may be kept: its key, the cache's generation when it started, and its end. */
export type Miss = { key: string; generation: number; done: () => void };

/** The renders a kept page missed, set before Express runs (createApp) and read by React Router's handler. */
export const misses = new WeakMap<IncomingMessage, Miss>();

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * React Router, last of the Express app: in `npm run dev` the build is read again on each request;
 * in production a page that may be kept is rendered whole, kept and answered like a kept one, and
 * any other method forgets the kept pages once answered.
 */
export function mountReactRouter(app: express.Express, siteHost: string, cache: PageCache | undefined): void {
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
    return;
  }
  // The build itself: given a function, React Router derives its routes and static handler
  // again on every request (decision 020).
  const handlers = loadBuild().then((build) => ({
    stream: createRequestHandler({ build, getLoadContext }),
    fetch: createFetchHandler(build, "production"),
  }));
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
export async function serverBuild(siteHost: string): Promise<ServerBuild> {
  const build = await import("virtual:react-router/server-build");
  return { ...build, allowedActionOrigins: [siteHost] };
}
