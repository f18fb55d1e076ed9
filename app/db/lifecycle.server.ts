import { connectDb, disconnectDb, runMigrations } from "./client.server";
import { startEmbedded } from "./embedded.server";
import type { Env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

const POOL_CLOSE_MS = 2_000;

export type DatabaseHandle = { url: string; embedded: boolean; stop: () => Promise<void> };

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in $DATA_DIR/postgres
 * when it is not set, then applies pending migrations.
 */
export async function startDatabase(settings: Pick<Env, "DATABASE_URL" | "DATA_DIR">): Promise<DatabaseHandle> {
  const embedded = settings.DATABASE_URL ? undefined : await startEmbedded(settings.DATA_DIR);
  const url = settings.DATABASE_URL ?? embedded!.url;
  try {
    await runMigrations(url);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  connectDb(url);
  logger.info({ embedded: Boolean(embedded) }, "database ready");
  return {
    url,
    embedded: Boolean(embedded),
    stop: async () => {
      // A stalled server never answers the pool's goodbyes: don't wait for them past 2 s.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        disconnectDb().catch((error: unknown) => logger.warn({ err: error }, "closing the database pool failed")),
        new Promise((resolve) => (timer = setTimeout(resolve, POOL_CLOSE_MS))),
      ]);
      clearTimeout(timer);
      await embedded?.stop();
    },
  };
}
