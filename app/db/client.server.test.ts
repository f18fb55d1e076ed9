import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { getDb, runMigrations } from "./client.server";
import { leads } from "./schema";
import { testDatabaseUrl } from "../../tests/setup/worker-db";
import { resetDb } from "../../tests/db";

describe("database", () => {
  it("is migrated, and migrating again (also concurrently) changes nothing", async () => {
    await Promise.all([runMigrations(testDatabaseUrl), runMigrations(testDatabaseUrl)]);
    const result = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(result.rows[0]?.n).toBeGreaterThan(0);
  });

  it("finds an up-to-date database in one query, without the lock or drizzle's migrator (a start on an existing folder)", async () => {
    const queries = vi.spyOn(pg.Client.prototype, "query");
    try {
      await runMigrations(testDatabaseUrl);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });

  it("gives leads a random UUID and the spec's defaults", async () => {
    await resetDb();
    const [row] = await getDb()
      .insert(leads)
      .values({ name: "Ana", phone: "3105550100", service: "tv-mounting" })
      .returning();
    expect(row?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(row?.status).toBe("New");
    expect(row?.email).toBe("");
    expect(row?.description).toBe("");
    expect(row?.createdAt).toBeInstanceOf(Date);
  });
});
