import { connectDb, disconnectDb, runMigrations } from "./client.server";
import { startEmbedded } from "./embedded.server";
import type { Env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

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
      await disconnectDb();
      await embedded?.stop();
    },
  };
}
