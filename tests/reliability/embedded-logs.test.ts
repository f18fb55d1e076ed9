import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbedded, type EmbeddedServer } from "~/db/embedded.server";
import { removeDataDir } from "../data-dir";
import { logger } from "~/utils/logger.server";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

const heapUsedMb = () => {
  collect();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/**
 * The embedded PostgreSQL writes a line for each refused statement (a reference code or a repeated
 * request's key already taken, decision 040), with what it refused. The app read that log into one
 * string it kept for its whole life and searched again at every line: memory that grew with every
 * refusal (3 MB a minute in the bench's soak) and CPU that grew with the string. It must keep
 * nothing once PostgreSQL is ready, yet still read the pipe so that PostgreSQL never stalls on it.
 */
describe("the embedded PostgreSQL's log", () => {
  let dataDir: string;
  let server: EmbeddedServer;
  afterAll(async () => {
    await server?.stop();
    if (dataDir) removeDataDir(dataDir);
  });

  it("is read but not kept once the server runs: 10 MB of refused statements leave the heap as it was", async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "embedded-logs-"));
    server = await startEmbedded(dataDir);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const debug = logger.debug;
    let read = 0;
    let lastSeen = false;
    logger.debug = ((fields: { postgres?: string }) => {
      read += fields.postgres?.length ?? 0;
      if (fields.postgres?.includes("the last refused statement")) lastSeen = true;
    }) as typeof logger.debug;
    try {
      const before = heapUsedMb();
      const value = "x".repeat(100_000);
      let refused = 0;
      const refuse = (text: string) => client.query("select $1::int", [text]).then(undefined, () => void refused++);
      for (let i = 0; i < 100; i++) await refuse(value);
      await refuse("the last refused statement");
      expect(refused).toBe(101);
      await expect.poll(() => lastSeen, { timeout: 20_000 }).toBe(true);
      expect(read).toBeGreaterThan(10_000_000);
      expect(heapUsedMb() - before).toBeLessThan(3);
      // PostgreSQL still answers: its log pipe was drained all along.
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      logger.debug = debug;
      await client.end();
    }
  });
});
