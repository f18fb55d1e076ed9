import { runningEmbeddedUrl, startEmbedded } from "./embedded.server";
import type { Env } from "~/utils/env.server";

/**
 * The database a command-line tool should use: DATABASE_URL, or the embedded PostgreSQL in
 * $DATA_DIR — the running site's, or one started for the moment and stopped by `release()`.
 */
export async function databaseForCommand(
  settings: Pick<Env, "DATABASE_URL" | "DATA_DIR">,
): Promise<{ url: string; release: () => Promise<void> }> {
  const url = settings.DATABASE_URL ?? runningEmbeddedUrl(settings.DATA_DIR);
  if (url) return { url, release: async () => {} };
  const embedded = await startEmbedded(settings.DATA_DIR);
  return { url: embedded.url, release: embedded.stop };
}
