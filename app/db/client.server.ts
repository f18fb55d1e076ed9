import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { logger } from "~/utils/logger.server";

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

let pool: pg.Pool | undefined;
let database: Database | undefined;

/** Any stable number: the advisory lock that lets one app server migrate at a time. */
const MIGRATION_LOCK = 7_265_001;

/** The migrations folder, found from this module whether it runs from source or from a build. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "app/db/migrations");
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("app/db/migrations not found");
    dir = parent;
  }
}

export function connectDb(url: string, options: { max?: number } = {}): Database {
  pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on("error", (error) => logger.error({ err: error }, "idle database connection failed"));
  // A connection lost while checked out (mid-transaction, between queries) emits 'error' with
  // no listener, which would end the process; its pending query fails instead, and the pool
  // discards the client on release.
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.warn({ err: error }, "database connection lost"));
  });
  database = drizzle(pool, { schema });
  return database;
}

export function getDb(): Database {
  if (!database) throw new Error("The database is not connected: call connectDb() first");
  return database;
}

export function getPool(): pg.Pool {
  if (!pool) throw new Error("The database is not connected: call connectDb() first");
  return pool;
}

/** Applies pending migrations; safe when several app servers start at once. */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}

export async function disconnectDb(): Promise<void> {
  await pool?.end();
  pool = undefined;
  database = undefined;
}
