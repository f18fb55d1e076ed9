import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { writeSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import pino from "pino";

const requestStore = new AsyncLocalStorage<{ requestId: string }>();

/** Drizzle writes a failed query's parameters (a visitor's name, phone, e-mail…) into its message. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;

/** An e-mail address inside a message (a mail server's refusal names the recipient). */
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

function scrub(value: unknown): unknown {
  return typeof value === "string"
    ? value.replace(QUERY_PARAMS, "\nparams: [redacted]").replace(EMAIL_ADDRESS, "[e-mail]")
    : value;
}

/** pino's error serializer, without the query parameters or the connection a database error carries. */
function serializeError(error: unknown): unknown {
  const serialized: unknown = pino.stdSerializers.err(error as Error);
  if (!serialized || typeof serialized !== "object") return scrub(serialized);
  const { params: _params, client: _client, ...rest } = serialized as Record<string, unknown>;
  return { ...rest, message: scrub(rest.message), stack: scrub(rest.stack) };
}

/** Keys whose values never reach a log: secrets, and a visitor's contact details. */
const REDACTED_KEYS = ["password", "passwordHash", "token", "cookie", "authorization", "secret", "email", "phone", "subject", "to", "streetAddress"];

const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");

/**
 * Lines go to stdout asynchronously (pino flushes what is pending on exit): a synchronous
 * write per request line cost 15–25% of a pre-rendered page's throughput (decision 020).
 */
const STDOUT = 1;
const destination = pino.destination({ dest: STDOUT, sync: false });

/**
 * The lines of one turn of the event loop, handed to the destination together at its end:
 * sonic-boom measures its whole pending buffer (`Buffer.byteLength`) at every write, about
 * 1 µs a line under load (decision 020). Every line goes through here, so their order stays.
 */
let pendingLines = "";
function handOver() {
  destination.write(pendingLines);
  pendingLines = "";
}
const lines = {
  write(line: string) {
    if (!pendingLines) setImmediate(handOver);
    pendingLines += line;
  },
};
// At exit, what the destination holds and then this turn's lines, written synchronously (handed
// over, they would start an asynchronous write that the exit does not wait for).
process.prependListener("exit", () => {
  if (!pendingLines) return;
  destination.flushSync();
  writeSync(STDOUT, pendingLines);
  pendingLines = "";
});

/** Structured JSON logs. Every line written while a request is handled carries its id. */
export const logger = pino({
  level,
  base: undefined,
  mixin: () => {
    const store = requestStore.getStore();
    return store ? { requestId: store.requestId } : {};
  },
  serializers: { err: serializeError },
  redact: {
    paths: [
      ...REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]),
      "req.headers.cookie",
      "req.headers.authorization",
      'headers["set-cookie"]',
      'res.headers["set-cookie"]',
    ],
    censor: "[redacted]",
  },
}, lines);

/** What the access line says of a request; `cache` is set when the page cache answered or kept it. */
export type RequestLine = { requestId: string; method: string; path: string; status: number; cache?: string };

/**
 * The one access line per request (`request`: id, method, path, status, cache, ms), as pino
 * writes a line, on the same stream. Its fields are fixed and never personal, so it is written
 * directly instead of through pino (whose line cost ~6 µs, a fifth of a pre-rendered page's
 * time under load; decision 020). `started` is the request's `performance.now()`.
 */
export function logRequest({ requestId, method, path, status, cache }: RequestLine, started: number): void {
  if (!logger.isLevelEnabled("info")) return;
  const ms = Math.round((performance.now() - started) * 10) / 10;
  lines.write(
    `{"level":30,"time":${Date.now()},"requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status}${cache ? `,"cache":${JSON.stringify(cache)}` : ""},"ms":${ms},"msg":"request"}\n`,
  );
}

/** This process's part of the ids it makes: random, so ids from several app servers never meet. */
const processPart = randomBytes(9).toString("base64url");
let requestsSeen = 0;

/**
 * The request's id: the caller's `X-Request-Id` (first 100 characters) when it sent one, else
 * this process's part and a counter (a random UUID per request cost 3–4 µs, a tenth of a
 * pre-rendered page's time under load).
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return (typeof given === "string" ? given.slice(0, 100) : "") || `${processPart}-${(requestsSeen++).toString(36)}`;
}

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return requestStore.run({ requestId }, fn);
}

/** Runs `fn` (and everything it starts) outside any request: background work logs no request id. */
export function runOutsideRequest<T>(fn: () => T): T {
  return requestStore.exit(fn);
}
