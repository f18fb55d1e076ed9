// A logical backup of the site's database, written and read by our own code (decision 006):
// one gzip'd file of JSON lines, taken inside a single REPEATABLE READ transaction so that it is
// consistent while the site keeps taking bookings, and restorable into PostgreSQL 15 or newer.
import { createReadStream, createWriteStream, renameSync, rmSync } from "node:fs";
import { once } from "node:events";
import readline from "node:readline";
import { finished } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";

export const BACKUP_FORMAT = "pacific-crest-backup";
export const BACKUP_VERSION = 1;

type TableInfo = { name: string; columns: string[] };

type Header = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  serverVersion: string;
  /** The schema migrations applied to the backed-up database, oldest first (their hashes). */
  migrations: string[];
  /** In an order that satisfies foreign keys: each table after the tables it references. */
  tables: TableInfo[];
};

type Trailer = { end: true; rows: Record<string, number> };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Tables kept by triggers from others: not backed up, rebuilt as their sources are restored
 * (the per-status lead counts follow every insert into leads; each restored lead marks its day
 * for the Analytics tab's lead totals to be counted again).
 */
const DERIVED_TABLES = new Set(["lead_status_counts", "analytics_lead_daily", "analytics_lead_dirty_days"]);

/**
 * Tables a trigger seeds from another's inserts but whose rows are also data of their own: each
 * restored lead queues a pending triage (decision 091), which the backup's triage then replaces.
 * Emptied just before their first restored rows, so the backup's rows are the ones kept.
 */
const SEEDED_TABLES = new Set(["lead_triage"]);

/** The public tables with their stored (not generated) columns, parents before children. */
async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of columns) {
    if (!DERIVED_TABLES.has(row.table_name)) byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const reference of references) if (reference.child === name) visit(reference.parent, path);
    placed.add(name);
    ordered.push({ name, columns: byTable.get(name) ?? [] });
  };
  for (const name of [...byTable.keys()].sort()) visit(name, new Set());
  return ordered;
}

async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const exists = await client.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists.rows[0]?.present) return [];
  const { rows } = await client.query<{ hash: string }>(`select hash from drizzle.__drizzle_migrations order by id`);
  return rows.map((row) => row.hash);
}

/**
 * Writes every row of every public table to `file` from one snapshot. The file appears
 * only once complete (written beside it, then renamed); its last line counts the rows.
 */
export async function writeBackup(url: string, file: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
  };
  const rows: Record<string, number> = {};
  try {
    await client.query("begin isolation level repeatable read read only");
    const tables = await listTables(client);
    if (tables.length === 0) {
      throw new Error("the database has no tables: nothing to back up. Is DATA_DIR or DATABASE_URL the site's?");
    }
    const header: Header = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      serverVersion: (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v,
      migrations: await appliedMigrations(client),
      tables,
    };
    await write(JSON.stringify(header));
    for (const table of tables) {
      let count = 0;
      await client.query(`declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${ident(table.name)} t`);
      for (;;) {
        const batch = await client.query<{ row: string }>("fetch 1000 from backup_rows");
        if (batch.rows.length === 0) break;
        for (const { row } of batch.rows) await write(`{"t":${JSON.stringify(table.name)},"r":${row}}`);
        count += batch.rows.length;
      }
      rows[table.name] = count;
      await client.query("close backup_rows");
    }
    await client.query("commit");
    const trailer: Trailer = { end: true, rows };
    await write(JSON.stringify(trailer));
    gzip.end();
    await finished(out);
    renameSync(partial, file);
    return rows;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

export class RestoreError extends Error {}

async function* readLines(file: string): AsyncGenerator<string> {
  const lines = readline.createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield line;
}

/**
 * Loads a backup into the database at `url`, whose schema must already be migrated to the
 * backup's version or a newer one. All in one transaction: a truncated or damaged file,
 * or any failing row, leaves the database as it was. Refuses a database that already holds
 * rows unless `replace` is set, which empties every table first.
 */
export async function restoreBackup(url: string, file: string, { replace = false } = {}): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const lines = readLines(file);
    const first = await lines.next();
    let header: Header;
    try {
      header = JSON.parse(first.done ? "" : first.value) as Header;
    } catch {
      throw new RestoreError(`${file} is not a backup made by npm run db:backup.`);
    }
    if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
      throw new RestoreError(`${file} is not a backup made by npm run db:backup (format ${header.format} ${header.version}).`);
    }
    const target = await listTables(client);
    const targetColumns = new Map(target.map((table) => [table.name, new Set(table.columns)]));
    for (const table of header.tables) {
      const columns = targetColumns.get(table.name);
      const missing = columns ? table.columns.filter((column) => !columns.has(column)) : table.columns;
      if (!columns || missing.length > 0) {
        throw new RestoreError(
          `The database lacks ${columns ? `columns ${missing.join(", ")} of table ${table.name}` : `table ${table.name}`}: it is older than the backup. Start the newer version of the site once (it migrates), then restore.`,
        );
      }
    }
    const known = new Set(await appliedMigrations(client));
    const unknown = header.migrations.filter((hash) => !known.has(hash));
    if (unknown.length > 0) {
      throw new RestoreError(`The backup comes from a newer version of the site (${unknown.length} migration(s) unknown here).`);
    }

    await client.query("begin");
    const counts = await client.query<{ name: string; n: number }>(
      target.map((table) => `select ${pg.escapeLiteral(table.name)} as name, count(*)::int as n from ${ident(table.name)}`).join(" union all "),
    );
    const occupied = counts.rows.filter((row) => row.n > 0 && row.name !== "rate_limits");
    if (occupied.length > 0 && !replace) {
      throw new RestoreError(
        `The database is not empty (${occupied.map((row) => `${row.name}: ${row.n}`).join(", ")}). Add --replace to delete these rows and restore the backup in their place.`,
      );
    }
    await client.query(`truncate table ${target.map((table) => ident(table.name)).join(", ")} restart identity cascade`);

    const restored: Record<string, number> = Object.fromEntries(header.tables.map((table) => [table.name, 0]));
    const columnsOf = new Map(header.tables.map((table) => [table.name, table.columns]));
    let batch: string[] = [];
    let batchTable = "";
    const seeded = new Set<string>();
    const flush = async () => {
      if (batch.length === 0) return;
      if (SEEDED_TABLES.has(batchTable) && !seeded.has(batchTable)) {
        seeded.add(batchTable);
        await client.query(`delete from ${ident(batchTable)}`);
      }
      const columns = columnsOf.get(batchTable)!.map(ident).join(", ");
      await client.query(
        `insert into ${ident(batchTable)} (${columns}) select ${columns} from json_populate_recordset(null::${ident(batchTable)}, $1::json)`,
        [`[${batch.join(",")}]`],
      );
      restored[batchTable] = (restored[batchTable] ?? 0) + batch.length;
      batch = [];
    };
    let trailer: Trailer | undefined;
    for await (const line of lines) {
      const record = JSON.parse(line) as { t?: string; r?: unknown } & Partial<Trailer>;
      if (record.end) {
        trailer = record as Trailer;
        break;
      }
      if (!record.t || !columnsOf.has(record.t)) throw new RestoreError(`${file} is damaged: a row of an unknown table.`);
      if (record.t !== batchTable || batch.length >= 500) {
        await flush();
        batchTable = record.t;
      }
      batch.push(JSON.stringify(record.r));
    }
    await flush();
    if (!trailer) throw new RestoreError(`${file} is incomplete (it ends before its last line): nothing was restored.`);
    for (const [name, count] of Object.entries(trailer.rows)) {
      if (restored[name] !== count) {
        throw new RestoreError(`${file} is damaged: ${name} should have ${count} rows, found ${restored[name] ?? 0}. Nothing was restored.`);
      }
    }
    const { rows: serials } = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table_name: table, column_name: column } of serials) {
      await client.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`,
        [`public.${ident(table)}`, column],
      );
    }
    await client.query("commit");
    return restored;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
