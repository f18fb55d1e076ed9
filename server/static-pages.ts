import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompress, constants } from "node:zlib";
import express, { type RequestHandler } from "express";
import { prerenderedPageParameters } from "~/content/site";
import { countPageView } from "~/analytics/recorder.server";
import { logRequest, requestIdOf } from "~/utils/logger.server";
import { FLASH_COOKIE } from "~/utils/toast.server";
import { PRECOMPRESSED, compressPage, readPrecompressed } from "./precompressed";
import { baselineHeaders, contentSecurityPolicy, inlineScriptHashes, type PolicyOptions } from "./security";

const COMPRESSED_COPIES = new Set<string>(Object.values(PRECOMPRESSED));

/**
 * `br` is the build's copy (decision 024); without one it arrives a moment after start, and until
 * then brotli clients get the gzip copy. `headers` is
 * every header of a 200 but the encoding, length and request id, flat (name, value, name, value…)
 * as `writeHead` takes it.
 */
type Page = { path: string; raw: Buffer; gzip: Buffer; br?: Buffer; etag: string; headers: string[] };

function collect(dir: string, root: string, pages: Map<string, Page>, files: Set<string>, policy: PolicyOptions) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === "assets") continue;
    if (statSync(full).isDirectory()) {
      collect(full, root, pages, files, policy);
    } else if (COMPRESSED_COPIES.has(entry)) {
      continue;
    } else if (entry !== "index.html") {
      files.add(`/${path.relative(root, full).split(path.sep).join("/")}`);
    } else {
      const rel = path.relative(root, path.dirname(full)).split(path.sep).join("/");
      const raw = readFileSync(full);
      const page = makePage(rel ? `/${rel}` : "/", raw, policy, {
        gzip: readPrecompressed(dir, raw, "gzip"),
        br: readPrecompressed(dir, raw, "br"),
      });
      pages.set(page.path, page);
    }
  }
}

/**
 * A page answered from memory: its HTML, compressed, and every header of a 200 precomputed. With
 * no brotli copy given, one is made off the main thread (~170 ms a page at quality 11), and
 * until then brotli clients get the gzip copy.
 */
function makePage(pagePath: string, raw: Buffer, policy: PolicyOptions, copies: { gzip?: Buffer; br?: Buffer } = {}): Page {
  const etag = `"${createHash("sha1").update(raw).digest("base64url")}"`;
  const page: Page = {
    path: pagePath,
    raw,
    gzip: copies.gzip ?? compressPage(raw, "gzip"),
    br: copies.br,
    etag,
    headers: [
      ...baselineHeaders(policy),
      ["Content-Security-Policy", contentSecurityPolicy({ hashes: inlineScriptHashes(raw.toString("utf8")) }, policy)],
      ["Content-Type", "text/html; charset=utf-8"],
      ["Cache-Control", "public, max-age=0, must-revalidate"],
      ["Vary", "Accept-Encoding"],
      ["ETag", etag],
    ].flat(),
  };
  if (!page.br) {
    brotliCompress(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }, (error, br) => {
      if (!error) page.br = br;
    });
  }
  return page;
}

/**
 * Puts a page rendered again while the server runs in place of its pre-rendered copy (the pages
 * that show reviews, decision 057): the next request is answered with it.
 */
export function replacePage({ pages }: ClientBuild, pagePath: string, raw: Buffer, policy: PolicyOptions): void {
  const key = pageKey(pagePath);
  if (!pages.has(key)) return;
  pages.set(key, makePage(key, raw, policy));
}

/** A pre-rendered page's key: its path without a trailing slash (/es/ is the page /es, as its folder es/index.html). */
function pageKey(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

function hasFlash(cookie: string | undefined): boolean {
  return cookie?.includes(`${FLASH_COOKIE}=`) ?? false;
}

/** The build's client folder, read once at start: its pre-rendered pages and its other files. */
export type ClientBuild = { pages: Map<string, Page>; files: Set<string> };

export function readClientBuild(clientDir: string, policy: PolicyOptions): ClientBuild {
  const build: ClientBuild = { pages: new Map(), files: new Set() };
  if (existsSync(clientDir)) collect(clientDir, clientDir, build.pages, build.files, policy);
  return build;
}

/** The origin the build's pages were pre-rendered for: the home page's canonical link (SITE_URL at build time). */
function prerenderedOrigin({ pages }: ClientBuild): string | undefined {
  const home = pages.get("/")?.raw.toString("utf8");
  const canonical = home && /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  return canonical ? new URL(canonical).origin : undefined;
}

/**
 * A build pre-rendered for another origin than SITE_URL would tell search engines and shared
 * links that every marketing page lives there (a build made without SITE_URL names localhost).
 * In production the server refuses to start on it, saying how to build; a local install warns.
 */
export function checkPrerenderedOrigin(build: ClientBuild, siteUrl: string, production: boolean): string | undefined {
  const builtFor = prerenderedOrigin(build);
  const origin = new URL(siteUrl).origin;
  if (!builtFor || builtFor === origin) return undefined;
  const message = `The build's pages were pre-rendered for ${builtFor}, but SITE_URL is ${origin}: their canonical links, sitemap and share links would name ${builtFor}. Build again with the production address: SITE_URL=${origin} npm run build`;
  if (production) throw new Error(message);
  return message;
}

/**
 * The privacy policy is pre-rendered with the settings it states (the retention period, the
 * e-mail and text providers). A build made with other settings than the server's would tell
 * customers something untrue: in production the server refuses to start on it; a local install warns.
 */
export function checkPrerenderedPolicy(build: ClientBuild, settingsKey: string, production: boolean): string | undefined {
  const html = build.pages.get("/privacy")?.raw.toString("utf8");
  const builtWith = html && /data-policy-settings="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
  if (builtWith === undefined || builtWith === settingsKey) return undefined;
  const message = `The privacy policy was pre-rendered with ${builtWith}, but this server runs with ${settingsKey} (RETENTION_MONTHS, SMTP_URL, TWILIO_*): it would tell customers something untrue. Build again with the production settings: npm run build`;
  if (production) throw new Error(message);
  return message;
}

/** Whether the request URL carries a query parameter its page reads on the server (/book?service=…). */
function readsParameters(pagePath: string, url: string): boolean {
  const names = prerenderedPageParameters[pagePath.replace(/\.data$/, "")];
  if (!names || !url.includes("?")) return false;
  const query = new URL(url, "http://x").searchParams;
  return names.some((name) => query.has(name));
}

/**
 * The build's other static files (favicon, robots, `.data` files of pre-rendered pages; `/assets`
 * has its own handler). Only a path that is one of those files reaches the disk: every other
 * request (a status page, the admin) goes on without a `stat`. While a flash toast is pending,
 * a pre-rendered page's data (`/_.data`, `/about.data`) goes to React Router instead, so that
 * the client-side navigation after a redirect (a form posted with JavaScript) reads and clears
 * the toast like a page load; so does the data of a page read with a query parameter it reads
 * on the server (`/book.data?service=…`).
 */
export function staticFiles(clientDir: string, { files }: ClientBuild): RequestHandler {
  const serve = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  return (req, res, next) => {
    const routerReads = req.path.endsWith(".data") && (hasFlash(req.get("cookie")) || readsParameters(req.path, req.originalUrl));
    if (!files.has(req.path) || routerReads) return next();
    serve(req, res, next);
  };
}

/**
 * Answers a GET or HEAD of a pre-rendered page at its own URL (no trailing-slash redirect)
 * from memory, precompressed, straight on Node's request and response, before Express runs;
 * returns false for every other request. A request carrying a flash toast goes on to React
 * Router so that it is shown, and so does one with a query parameter its page reads
 * (/book?service=tv-mounting preselects the service). A page was rendered at build time, so
 * it has no per-request nonce: its CSP allows exactly its own inline scripts by their SHA-256
 * hashes, computed once (decision 004). Every header is precomputed (decision 020); the
 * request id and the access log line are the same as for any other request.
 */
export function answerPrerendered(
  { pages }: ClientBuild,
  req: IncomingMessage,
  res: ServerResponse,
  clientIp: (req: IncomingMessage) => string | undefined,
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  const page = pages.get(pageKey(pathname));
  if (!page || hasFlash(req.headers.cookie)) return false;
  if (readsParameters(page.path, url)) {
    // Rendered per request by React Router (always a 200): counted here like its pre-rendered copy.
    countPageView(req, page.path, clientIp);
    return false;
  }
  const started = performance.now();
  const requestId = requestIdOf(req);
  let status = 200;
  // Analytics: synchronous, into a memory buffer (decision 022).
  countPageView(req, page.path, clientIp);
  if (req.headers["if-none-match"] === page.etag) {
    status = 304;
    res.writeHead(304, [...page.headers, "X-Request-Id", requestId]);
    res.end();
  } else {
    const accept = req.headers["accept-encoding"] ?? "";
    const [body, encoding] =
      page.br && /\bbr\b/.test(accept) ? [page.br, "br"] : /\bgzip\b/.test(accept) ? [page.gzip, "gzip"] : [page.raw, undefined];
    const headers = [...page.headers, "X-Request-Id", requestId, "Content-Length", String(body.length)];
    if (encoding) headers.push("Content-Encoding", encoding);
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }
  logRequest({ requestId, method: req.method, path: pathname, status }, started);
  return true;
}
