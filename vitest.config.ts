import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    // Tests sign with their own secret (the app would make one in DATA_DIR).
    // Texts are sent at any hour unless a test turns quiet hours on (decision 088).
    env: { SESSION_SECRET: "unit-tests-session-secret-0123456789abcdef", TEXT_QUIET_HOURS: "off" },
    globalSetup: ["tests/setup/global-db.ts"],
    setupFiles: ["tests/setup/worker-db.ts", "tests/setup/console.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
