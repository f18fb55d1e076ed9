import pg from "pg";
import { afterAll, inject } from "vitest";
import { connectDb, disconnectDb } from "~/db/client.server";

const TEMPLATE_DB = "app_test_template";
const serverUrl = inject("databaseServerUrl");
const workerDb = `app_test_w${process.env.VITEST_POOL_ID ?? "0"}`;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
try {
  await admin.query(`create database "${workerDb}" template "${TEMPLATE_DB}"`);
} catch (error) {
  if ((error as { code?: string }).code !== "42P04") throw error;
} finally {
  await admin.end();
}

const url = new URL(serverUrl);
url.pathname = `/${workerDb}`;
/** This worker's own database URL, cloned from the migrated template. */
export const testDatabaseUrl = url.toString();
connectDb(testDatabaseUrl, { max: 5 });

afterAll(async () => {
  await disconnectDb();
});
