// Applies pending migrations (the app also does this at every start):
//   npm run db:migrate
// Uses DATABASE_URL, or the embedded PostgreSQL in $DATA_DIR: the running site's, or one started for the moment.
import process from "node:process";

process.env.LOG_LEVEL ??= "warn";

const { env } = await import("~/utils/env.server");
const { runMigrations } = await import("~/db/client.server");
const { databaseForCommand } = await import("~/db/command-line.server");

const database = await databaseForCommand(env());
try {
  await runMigrations(database.url);
  console.log("Migrations applied.");
} catch (error) {
  console.error(`Could not migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.release();
}
