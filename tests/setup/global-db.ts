import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { runMigrations } from "~/db/client.server";
import { startEmbedded } from "~/db/embedded.server";
import { removeDataDir } from "../data-dir";

export const TEMPLATE_DB = "app_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary folder, or the server
 * DATABASE_URL names. A migrated template database is cloned for each test worker.
 */
export default async function setup(project: TestProject) {
  let serverUrl: string;
  let stop = async () => {};
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL;
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "app-test-db-"));
    const embedded = await startEmbedded(dataDir);
    serverUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      removeDataDir(dataDir);
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const existing = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname = $1 or datname like 'app_test_w%'",
    [TEMPLATE_DB],
  );
  for (const row of existing.rows) await admin.query(`drop database "${row.datname}" with (force)`);
  await admin.query(`create database "${TEMPLATE_DB}"`);
  await admin.end();
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  await runMigrations(templateUrl.toString());
  project.provide("databaseServerUrl", serverUrl);
  return stop;
}
