import { defineConfig } from "vitest/config";

/**
 * Reliability tests: the built server under load, killed, without its database, and fed
 * hostile input. They build once (global setup) and spawn `node server/main.js`.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/global-db.ts", "tests/reliability/global-build.ts"],
    setupFiles: ["tests/setup/worker-db.ts", "tests/setup/console.ts"],
    pool: "forks",
    // Two cores: the spawned servers and the load generators compete with the tests themselves.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
