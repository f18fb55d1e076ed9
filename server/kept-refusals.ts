import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { keptRefusal } from "~/leads/capture/lead-form-admission.server";
import { logger, logRequest, requestIdOf } from "~/utils/logger.server";
import { baselineHeaders, contentSecurityPolicy, type PolicyOptions } from "./security";

export type RefusalOptions = {
  policy: PolicyOptions;
  /** The client's address as Express's `req.ip` gives it (TRUST_PROXY-aware). */
  clientIp: (req: IncomingMessage) => string | undefined;
  /** Whether a state-changing request comes from a page of this site (`isSameOriginRequest`). */
  sameOrigin: (req: IncomingMessage) => boolean;
};

/**
 * Answers a lead form's POST from a client this server still refuses, before Express and React
 * Router run (decision 049): the kept refusal page with the visitor's values, read from the body
 * by the forms' bounded reader, and this answer's own nonce. Returns false, having read nothing,
 * for every other request, which goes the normal way: another URL, a client not remembered as
 * refused, no kept page yet, a cross-site post (refused with a 403 there), or a body without a
 * Content-Length or over the form's limit (answered there with 411, 413, or the page without values).
 */
export function answerKeptRefusal(req: IncomingMessage, res: ServerResponse, options: RefusalOptions): boolean {
  if (req.method !== "POST") return false;
  const declared = Number(req.headers["content-length"]);
  if (req.headers["transfer-encoding"] || !Number.isInteger(declared)) return false;
  const kept = keptRefusal(req.url ?? "/", options.clientIp(req) ?? "unknown");
  if (!kept || declared > kept.maxBytes || !options.sameOrigin(req)) return false;
  const started = performance.now();
  const requestId = requestIdOf(req);
  readBody(req)
    .then(async (body) => {
      const contentType = req.headers["content-type"];
      const request = new Request(`http://server${req.url}`, {
        method: "POST",
        headers: contentType ? { "content-type": contentType, "content-length": String(body.length) } : { "content-length": String(body.length) },
        body,
      });
      const values = await kept.values(request);
      const nonce = randomBytes(16).toString("base64");
      const [page, encoding] = encode(kept.page.body(values, nonce), req.headers["accept-encoding"]);
      const headers = [
        ...baselineHeaders(options.policy).flat(),
        "Content-Security-Policy",
        contentSecurityPolicy({ nonce }, options.policy),
        ...kept.page.headers.flat(),
        "Vary",
        "Accept-Encoding",
        "X-Request-Id",
        requestId,
        "Content-Length",
        String(page.length),
      ];
      if (encoding) headers.push("Content-Encoding", encoding);
      res.writeHead(kept.page.status, headers);
      res.end(page);
      logRequest({ requestId, method: "POST", path: (req.url ?? "/").split("?")[0]!, status: kept.page.status, cache: "refused" }, started);
    })
    .catch((error: unknown) => {
      logger.warn({ err: error, requestId }, "kept refusal: the body could not be read");
      res.destroy();
    });
  return true;
}

/** The whole body (its length was checked against the form's limit from Content-Length; Node holds the client to it). */
function readBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer<ArrayBuffer>[] = [];
    req.on("data", (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
    req.once("end", () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once("error", reject);
    req.once("aborted", () => reject(new Error("request aborted")));
  });
}

/** The page compressed as Express's `compression()` would (brotli at quality 4, else gzip), or as is. */
function encode(body: Buffer, accept: string | undefined): [Buffer, string | undefined] {
  if (accept && /\bbr\b/.test(accept)) return [brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }), "br"];
  if (accept && /\bgzip\b/.test(accept)) return [gzipSync(body), "gzip"];
  return [body, undefined];
}
