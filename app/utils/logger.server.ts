import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

const requestStore = new AsyncLocalStorage<{ requestId: string }>();

/** Structured JSON logs. Every line written while a request is handled carries its id. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  mixin: () => {
    const store = requestStore.getStore();
    return store ? { requestId: store.requestId } : {};
  },
  redact: {
    paths: [
      "password",
      "*.password",
      "token",
      "*.token",
      "cookie",
      "*.cookie",
      "headers.cookie",
      "req.headers.cookie",
      "authorization",
      "*.authorization",
    ],
    censor: "[redacted]",
  },
});

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return requestStore.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return requestStore.getStore()?.requestId;
}
