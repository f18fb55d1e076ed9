// Loads realistic leads into the app's database, for trying the admin list at scale:
//   npm run db:seed-leads -- --count 100000
// Uses DATABASE_URL, or the embedded PostgreSQL in $DATA_DIR: the running site's, or one started for the moment.
import { parseArgs } from "node:util";
import pg from "pg";

process.env.LOG_LEVEL ??= "warn";

const USAGE = "Usage: npm run db:seed-leads -- --count <1..1000000>";

let count: number;
try {
  const { values } = parseArgs({ options: { count: { type: "string", default: "1000" } } });
  count = Number(values.count);
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(1);
}
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error(`--count must be a whole number from 1 to 1,000,000.\n\n${USAGE}`);
  process.exit(1);
}

const { env } = await import("~/utils/env.server");
const { runMigrations } = await import("~/db/client.server");
const { databaseForCommand } = await import("~/db/command-line.server");
const { seedLeads } = await import("~/leads/seed.server");

const database = await databaseForCommand(env());
const client = new pg.Client({ connectionString: database.url });
try {
  await runMigrations(database.url);
  await client.connect();
  const started = performance.now();
  await seedLeads(client, count);
  console.log(`Seeded ${count.toLocaleString("en-US")} leads in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`Could not seed leads: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
  await database.release();
}
