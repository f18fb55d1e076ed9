import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { logger } from "~/utils/logger.server";

/** The methods this site answers. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

const allowed = new Set<string>(ALLOWED_METHODS);

/**
 * Any other method (TRACE, PUT, DELETE, OPTIONS, WebDAV's…) gets 405 with an Allow header,
 * before anything else runs: React Router cannot even build a request for some (TRACE).
 */
export const methodNotAllowed: RequestHandler = (req, res, next) => {
  if (allowed.has(req.method)) return next();
  res.setHeader("Allow", ALLOWED_METHODS.join(", "));
  res.status(405).type("text/plain").send("Method Not Allowed");
};

/**
 * The last handler: an error that reached Express is logged as one JSON line (never Express's
 * raw stack on stderr) and answered with a short plain-text status.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const declared = Number((error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode);
  const status = Number.isInteger(declared) && declared >= 400 && declared < 600 ? declared : 500;
  logger[status >= 500 ? "error" : "warn"]({ err: error, method: req.method, path: req.path, status }, "request failed");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).type("text/plain").send(STATUS_CODES[status] ?? "Error");
};
