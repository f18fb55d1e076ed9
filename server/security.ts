import { createHash, randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { logger } from "~/utils/logger.server";

export type ScriptSource = { nonce: string } | { hashes: string[] };

export type PolicyOptions = {
  /** Adds `upgrade-insecure-requests`. */
  production: boolean;
  /** Vite's dev server talks to the page over a WebSocket. */
  dev?: boolean;
};

/**
 * The Content-Security-Policy, enforced. Scripts run only from our own origin and, inline,
 * when they carry this response's nonce (server-rendered pages) or match one of the page's
 * SHA-256 hashes (pre-rendered pages, decision 004). Styles allow inline `style` attributes:
 * Radix and sonner position their pop-ups with them.
 */
export function contentSecurityPolicy(scripts: ScriptSource, { production, dev = false }: PolicyOptions): string {
  const inline = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inline.join(" ")}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Stripe's hosted Checkout page (decisions 086, 089): "Pay by card" posts here and is redirected
    // there, and a browser holds a form's redirect to this list too.
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
  ];
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The CSP hashes ('sha256-…') of every inline script a page runs: its `<script>` elements
 * without `src`, except data blocks (JSON-LD), which browsers never execute.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * The CSP hashes of the inline scripts a server render marked with its nonce: a page kept and
 * answered again allows exactly those (the render's nonce is not in any later answer's policy).
 * A script without that nonce (none is expected) is not allowed, as it was not on the first answer.
 */
export function nonceScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  const marker = `nonce="${nonce}"`;
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(marker) || /\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** The headers every response carries besides its Content-Security-Policy. */
export function baselineHeaders({ production }: PolicyOptions): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (production) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return headers;
}

/**
 * The baseline headers and a CSP with a fresh nonce (res.locals.cspNonce, which React Router
 * puts on its inline scripts). Pre-rendered pages are answered before this runs, with their
 * own precomputed headers.
 */
export function securityHeaders(options: PolicyOptions): RequestHandler {
  const baseline = baselineHeaders(options);
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    for (const [name, value] of baseline) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }, options));
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

export const CROSS_SITE_MESSAGE =
  "Forbidden: this form was sent from another website, so it was not accepted. Please open the page on our site and send it again.";

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a state-changing request comes from a page of this site. Browsers say so in
 * Sec-Fetch-Site; older ones and plain HTTP origins send Origin, which must be the site's public
 * origin (SITE_URL) or the origin the request was sent to (scheme and host as Express sees them:
 * X-Forwarded-Proto/-Host only from a proxy TRUST_PROXY trusts). A request with neither header is
 * not from a browser (curl, monitoring, tests) and carries no visitor's cookies on another site's
 * behalf, so it is let through (decision 005).
 */
export function isSameOriginRequest(req: Request, siteUrl: string): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = req.get("origin");
  if (origin === undefined) return true;
  const claimed = originOf(origin);
  if (!claimed) return false;
  return claimed === originOf(siteUrl) || claimed === originOf(`${req.protocol}://${req.host}`);
}

/**
 * Answers a refused state-changing request with a plain-text `status`, closing the connection.
 * A client that sends its whole body before reading would meet a reset instead of the answer if
 * the connection closed while its body was still coming: a body within `drainMaxBytes` is read to
 * its end (costing bandwidth, not CPU) and answered then; a larger one is cut off (decision 049).
 */
function refuseAfterBody(req: Request, res: Response, drainMaxBytes: number, status: number, message: string): void {
  const answer = () => {
    res.setHeader("Connection", "close");
    res.status(status).type("text/plain").send(message);
  };
  const declared = Number(req.get("content-length") ?? 0);
  // No Content-Length and no Transfer-Encoding: there is no body to wait for.
  if (req.readableEnded || req.get("transfer-encoding") || !(declared > 0 && declared <= drainMaxBytes)) return answer();
  req.once("end", answer);
  req.once("error", () => res.destroy());
  req.resume();
}

/** Refuses cross-site POST/PUT/PATCH/DELETE with a plain 403 before any action runs; the body is drained, never parsed. */
export function crossSiteRequestGuard(siteUrl: string, { drainMaxBytes }: { drainMaxBytes: number }): RequestHandler {
  return (req, res, next) => {
    if (isSameOriginRequest(req, siteUrl)) return next();
    logger.warn(
      { method: req.method, path: req.path, origin: req.get("origin"), fetchSite: req.get("sec-fetch-site") },
      "cross-site request refused",
    );
    refuseAfterBody(req, res, drainMaxBytes, 403, CROSS_SITE_MESSAGE);
  };
}

export type BodyLimits = {
  /** Bytes any state-changing request may carry. */
  maxBytes: number;
  /** Whether a path takes a photo (the booking form in either language, and its client-side `.data` post). */
  uploadPath: (path: string) => boolean;
  uploadMaxBytes: number;
  /** A refused body of at most this many bytes is read to its end, unparsed, before the answer (decision 049). */
  drainMaxBytes: number;
};

/**
 * Refuses an oversized body before anything reads it: React Router would otherwise buffer
 * whatever a client sends into memory. Bodies must declare their length (browsers' forms and
 * fetch always do); a chunked body could not be measured without reading it.
 */
export function requestBodyLimit({ maxBytes, uploadPath, uploadMaxBytes, drainMaxBytes }: BodyLimits): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.get("transfer-encoding")) {
      return refuseAfterBody(req, res, 0, 411, "Length Required: this request did not say how large it is. Please send the form again.");
    }
    const limit = uploadPath(req.path) ? uploadMaxBytes : maxBytes;
    if (Number(req.get("content-length") ?? 0) > limit) {
      const advice = limit === uploadMaxBytes ? "Please send a smaller photo." : "Please shorten it and send the form again.";
      return refuseAfterBody(req, res, drainMaxBytes, 413, `Payload Too Large: this request is over ${Math.round(limit / 1024 / 1024)} MB. ${advice}`);
    }
    next();
  };
}
