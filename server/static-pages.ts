import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompress, constants, gzipSync } from "node:zlib";
import express, { type Request, type RequestHandler } from "express";
import { prerenderedPageParameters } from "~/content/site";
import { countPageView } from "~/analytics/recorder.server";
import { FLASH_COOKIE } from "~/utils/toast.server";
import { baselineHeaders, contentSecurityPolicy, inlineScriptHashes, type PolicyOptions } from "./security";

/** `br` arrives a moment after start: until then brotli clients get the gzip copy. */
type Page = { path: string; raw: Buffer; gzip: Buffer; br?: Buffer; etag: string; headers: [string, string][] };

function collect(dir: string, root: string, pages: Map<string, Page>, policy: PolicyOptions) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === "assets") continue;
    if (statSync(full).isDirectory()) {
      collect(full, root, pages, policy);
    } else if (entry === "index.html") {
      const rel = path.relative(root, path.dirname(full)).split(path.sep).join("/");
      const raw = readFileSync(full);
      const etag = `"${createHash("sha1").update(raw).digest("base64url")}"`;
      const page: Page = {
        path: rel ? `/${rel}` : "/",
        raw,
        gzip: gzipSync(raw, { level: 9 }),
        etag,
        headers: [
          ...baselineHeaders(policy),
          ["Content-Security-Policy", contentSecurityPolicy({ hashes: inlineScriptHashes(raw.toString("utf8")) }, policy)],
          ["Content-Type", "text/html; charset=utf-8"],
          ["Cache-Control", "public, max-age=0, must-revalidate"],
          ["Vary", "Accept-Encoding"],
          ["ETag", etag],
        ],
      };
      pages.set(rel ? `/${rel}` : "/", page);
      // Brotli at its best quality takes ~170 ms a page: off the main thread, so start-up does not wait.
      brotliCompress(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }, (error, br) => {
        if (!error) page.br = br;
      });
    }
  }
}

function hasFlash(req: Request): boolean {
  return req.get("cookie")?.includes(`${FLASH_COOKIE}=`) ?? false;
}

/** Whether the request carries a query parameter its page reads on the server (/book?service=…). */
function readsParameters(pagePath: string, req: Request): boolean {
  const names = prerenderedPageParameters[pagePath.replace(/\.data$/, "")];
  if (!names) return false;
  const query = new URL(req.originalUrl, "http://x").searchParams;
  return names.some((name) => query.has(name));
}

/**
 * The build's other static files. While a flash toast is pending, a pre-rendered page's data
 * (`/_.data`, `/about.data`) goes to React Router instead, so that the client-side navigation
 * after a redirect (a form posted with JavaScript) reads and clears the toast like a page load.
 */
export function staticFiles(clientDir: string): RequestHandler {
  const serve = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  return (req, res, next) =>
    req.path.endsWith(".data") && (hasFlash(req) || readsParameters(req.path, req)) ? next() : serve(req, res, next);
}

/**
 * Serves each pre-rendered page at its own URL (no trailing-slash redirect) from memory,
 * precompressed. A request carrying a flash toast goes to React Router so that it is shown, and
 * so does one with a query parameter its page reads (/book?service=tv-mounting preselects it).
 * A page was rendered at build time, so it has no per-request nonce: its CSP allows exactly
 * its own inline scripts by their SHA-256 hashes, computed once here (decision 004). Every
 * header of the answer is precomputed: this runs before the other middleware, as the hot path.
 */
export function prerenderedPages(clientDir: string, policy: PolicyOptions): RequestHandler {
  const pages = new Map<string, Page>();
  if (existsSync(clientDir)) collect(clientDir, clientDir, pages, policy);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pagePath = req.path.length > 1 ? req.path.replace(/\/$/, "") : req.path;
    const page = pages.get(pagePath);
    if (!page || hasFlash(req)) return next();
    if (readsParameters(pagePath, req)) {
      // Rendered per request by React Router (always a 200): counted here like its pre-rendered copy.
      countPageView(req, page.path, req.ip);
      return next();
    }
    const accept = req.get("accept-encoding") ?? "";
    const [body, encoding] = page.br && /\bbr\b/.test(accept)
      ? [page.br, "br"]
      : /\bgzip\b/.test(accept)
        ? [page.gzip, "gzip"]
        : [page.raw, undefined];
    for (const [name, value] of page.headers) res.setHeader(name, value);
    countPageView(req, page.path, req.ip);
    if (req.get("if-none-match") === page.etag) return res.status(304).end();
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}
