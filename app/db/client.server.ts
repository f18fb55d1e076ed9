import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { PgPreparedQuery } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { logger } from "~/utils/logger.server";

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

let pool: pg.Pool | undefined;
let database: Database | undefined;
let combining = true;

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

/**
 * How long the app waits for PostgreSQL (decision 010). A stalled server (stopped, overloaded,
 * a network that drops packets) must give the forms' 503 within 5 s, not hang them: a new
 * connection gets 3 s (a request may wait up to 5 s for a free one of the pool's, under load);
 * a query the server runs is cancelled by the server after 2.5 s
 * (statement_timeout); a query the server never answers is given up by the client after 3 s
 * and its connection is cut, so nothing else queues behind it and the pool opens fresh ones
 * once the server is back. A transaction left idle (a bug) is ended by the server after 10 s.
 */
export const DATABASE_TIMEOUTS = {
  acquireMs: 5_000,
  connectMs: 3_000,
  statementMs: 2_500,
  queryMs: 3_000,
  idleInTransactionMs: 10_000,
} as const;

const QUERY_TIMEOUT_MESSAGE = "Query read timeout";

type RawQuery = (...args: unknown[]) => unknown;

/**
 * pg gives up on a query after `query_timeout` but keeps the connection waiting for the lost
 * answer: a transaction's ROLLBACK, or the next request, would wait behind it. Cut it instead.
 */
function cutConnectionOnQueryTimeout(client: pg.PoolClient) {
  const cut = (error: unknown) => {
    if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE) {
      logger.warn("the database did not answer in time: closing the connection");
      (client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    }
  };
  const query = client.query.bind(client) as RawQuery;
  (client as unknown as { query: RawQuery }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        cut(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(cut);
    return result;
  };
}

/**
 * A database that does not answer: the server refuses or drops the connection, is shutting down
 * or starting, has no free connection, or gives no answer in time (decision 010's time-outs).
 * Read from the error and every error it wraps (drizzle wraps the driver's error as its cause).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) return true;
  }
  return false;
}

/** The status of an answer to an error caught in an action: 503 when the database did not answer (decision 044), else 500. */
export function failureStatus(error: unknown): 503 | 500 {
  return isDatabaseUnavailable(error) ? 503 : 500;
}

/** PostgreSQL's shutdown, start-up and too-many-connections codes (class 08, connection exceptions, by prefix), and the socket's own. */
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03", "53300", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** pg's own errors, which carry no code: a connection cut or never made, the pool's wait for one, a query with no answer. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  QUERY_TIMEOUT_MESSAGE,
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

/**
 * What every loader and action meets when the database does not answer: React Router reads it
 * as `data(…, { status: 503 })` (its shape, not its class, is what React Router checks), so the
 * answer is a 503 and the page's error boundary shows the page's own message, never a 500. It is
 * an Error too, with the driver's error as its cause, for the logs.
 */
export class DatabaseUnavailableError extends Error {
  readonly type = "DataWithResponseInit";
  readonly data = "The database is not answering. Please try again in a minute.";
  readonly init = { status: 503, statusText: "Service Unavailable" };

  constructor(cause: unknown) {
    super("the database does not answer", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/** Rethrows `error`, as a DatabaseUnavailableError when it says the database does not answer. */
function rethrowTyped(error: unknown): never {
  throw isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error;
}

/*
 * The one place a database that does not answer is classified for the routes: every drizzle
 * statement (a query builder awaited, a prepared query executed, a transaction's statements)
 * runs through PgPreparedQuery's queryWithCache, which wraps the driver's error; the pool's own
 * failures (a connection for a transaction, a raw query) pass through ClassifyingPool. Either
 * fails with a DatabaseUnavailableError when the database does not answer.
 */
type Wrapped = { queryWithCache: (...args: unknown[]) => Promise<unknown> };
const preparedQuery = PgPreparedQuery.prototype as unknown as Wrapped;
const queryWithCache = preparedQuery.queryWithCache;
preparedQuery.queryWithCache = function (this: unknown, ...args: unknown[]) {
  return queryWithCache.apply(this, args).catch(rethrowTyped);
};

class ClassifyingPool extends pg.Pool {
  override connect(...args: unknown[]): never {
    const connecting = (super.connect as (...rest: unknown[]) => unknown)(...args);
    return (connecting instanceof Promise ? connecting.catch(rethrowTyped) : connecting) as never;
  }

  override query(...args: unknown[]): never {
    const querying = (super.query as (...rest: unknown[]) => unknown)(...args);
    return (querying instanceof Promise ? querying.catch(rethrowTyped) : querying) as never;
  }
}

/** A pool connection: opening it gets `connectMs`, less than the pool's wait for a free one. */
class PoolConnection extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs });
  }
}

/**
 * Connects the pool. `combineWrites: false` gives each write that would be combined with others
 * made at the same time (app/db/combine-writes.server.ts, decision 042) a statement of its own:
 * the bench's baseline of one booking at a time.
 */
export function connectDb(url: string, options: { max?: number; combineWrites?: boolean } = {}): Database {
  combining = options.combineWrites ?? true;
  pool = new ClassifyingPool({
    Client: PoolConnection as unknown as new () => pg.ClientBase,
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: DATABASE_TIMEOUTS.acquireMs,
    query_timeout: DATABASE_TIMEOUTS.queryMs,
    statement_timeout: DATABASE_TIMEOUTS.statementMs,
    idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
    idleTimeoutMillis: 30_000,
  });
  const current = pool;
  // Once the pool is closing, connections still saying goodbye when the server stops is expected.
  const level = () => (closing.has(current) ? "debug" : undefined);
  pool.on("error", (error) => logger[level() ?? "error"]({ err: error }, "idle database connection failed"));
  // A connection lost while checked out (mid-transaction, between queries) emits 'error' with
  // no listener, which would end the process; its pending query fails instead, and the pool
  // discards the client on release.
  pool.on("connect", (client) => {
    client.on("error", (error) => logger[level() ?? "warn"]({ err: error }, "database connection lost"));
    cutConnectionOnQueryTimeout(client);
  });
  database = drizzle(pool, { schema });
  return database;
}

export function getDb(): Database {
  if (!database) throw new Error("The database is not connected: call connectDb() first");
  return database;
}

/** Whether writes made at the same time share a statement (see connectDb). */
export function combinesWrites(): boolean {
  return combining;
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
    if (await migrationsApplied(client)) return;
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

/**
 * Whether the journal's newest migration is already applied, in one query and without the lock:
 * a start on an existing database skips drizzle's migrator (its lock, schema and table checks,
 * an empty transaction and the reading of every migration file). Drizzle applies a migration
 * whose time is later than the newest applied one's, so there is nothing to do when none is.
 */
async function migrationsApplied(client: pg.Client): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  // A database never migrated has no such table: then the migrator runs.
  const applied = await client
    .query<{ newest: string | null }>("select max(created_at)::text as newest from drizzle.__drizzle_migrations")
    .catch(() => undefined);
  const latest = applied?.rows[0]?.newest;
  return latest !== null && latest !== undefined && Number(latest) >= newest;
}

const closing = new WeakSet<pg.Pool>();

export async function disconnectDb(): Promise<void> {
  if (pool) closing.add(pool);
  await pool?.end();
  pool = undefined;
  database = undefined;
}
