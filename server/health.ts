import type { RequestHandler } from "express";
import { getPool } from "~/db/client.server";
import { logger } from "~/utils/logger.server";

/** How long /readyz waits for the database's answer. */
const READY_TIMEOUT_MS = 2_000;

/** /healthz: the process answers. */
export const healthz: RequestHandler = (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.type("text/plain").send("ok");
};

/** /readyz: the database answers too (503 while it does not). */
export const readyz: RequestHandler = async (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  const ready = await databaseAnswers(READY_TIMEOUT_MS);
  res.status(ready ? 200 : 503).type("text/plain").send(ready ? "ready" : "database unavailable");
};

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
