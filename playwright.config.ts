import { defineConfig, devices, type Project } from "@playwright/test";
import { E2E_STRIPE } from "./tests/support/e2e-stripe";

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? "./data-e2e";
const buildDir = process.env.BUILD_DIR ?? "build";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const mobile = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } };
/** The specs that change what every public page shows (reviews, job photos, the business profile), the visual baselines among them: run after the others. */
const REVIEW_SPECS = [/reviews-flow\.spec\.ts$/, /public-carousel\.spec\.ts$/, /job-photos\.spec\.ts$/, /business-profile\.spec\.ts$/];
/**
 * The business profile's spec changes every public page at once (areas, claims, prices) and then
 * puts the fresh install back: it runs last, alone, one size after the other, so that no other
 * spec reads a page while it is changing them.
 */
const BUSINESS_SPEC = /business-profile\.spec\.ts$/;

// Every test runs at desktop size; those tagged @mobile at phone size too. @mobile-only and
// @desktop-only tests check what only one of the sizes shows.
// The specs that publish reviews or job photos run in the "reviews" projects, after all the
// others: until then the site is a fresh install, which shows no review and no photo (issue 32, 42).
const projects: Project[] = [
  { name: "desktop", use: desktop, grepInvert: /@mobile-only/, testIgnore: REVIEW_SPECS },
  { name: "mobile", use: mobile, grep: /@mobile/, grepInvert: /@desktop-only/, testIgnore: REVIEW_SPECS },
  { name: "reviews-desktop", use: desktop, grepInvert: /@mobile-only/, testMatch: REVIEW_SPECS, testIgnore: BUSINESS_SPEC, dependencies: ["desktop", "mobile"] },
  {
    name: "reviews-mobile",
    use: mobile,
    grep: /@mobile/,
    grepInvert: /@desktop-only/,
    testMatch: REVIEW_SPECS,
    testIgnore: BUSINESS_SPEC,
    dependencies: ["desktop", "mobile"],
  },
  { name: "business-desktop", use: desktop, grepInvert: /@mobile-only/, testMatch: BUSINESS_SPEC, dependencies: ["reviews-desktop", "reviews-mobile"] },
  // One size after the other: both change the one business profile.
  { name: "business-mobile", use: mobile, grep: /@mobile/, grepInvert: /@desktop-only/, testMatch: BUSINESS_SPEC, dependencies: ["business-desktop"] },
];

/**
 * On a PostgreSQL server (DATABASE_URL, CI's second run) the browser tests run at desktop size
 * only: the phone layout does not depend on where the database runs, and the first run (embedded
 * PostgreSQL) has just checked it. That keeps CI within its hour (decision 092).
 */
function desktopOnly(all: Project[]): Project[] {
  const kept = all.filter((project) => project.use !== mobile);
  const names = new Set(kept.map((project) => project.name));
  return kept.map((project) => (project.dependencies ? { ...project, dependencies: project.dependencies.filter((name) => names.has(name)) } : project));
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The Stripe-compatible test server the app's card payments reach (decision 089).
  globalSetup: "./tests/support/e2e-stripe.ts",
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Screenshot baselines (tests/e2e/visual.spec.ts): one set, without a platform suffix.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: process.env.DATABASE_URL ? desktopOnly(projects) : projects,
  webServer: {
    command: `rm -rf ${dataDir} && npm run build && node server/main.js`,
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      SITE_URL: `http://localhost:${port}`,
      // The no-contact report opens at once, so the flows that exercise it need not wait 24 hours.
      NO_CONTACT_AFTER_HOURS: "0",
      // Texts go out at any hour, as in the unit tests: a run at night holds none until 8 am (decision 088).
      TEXT_QUIET_HOURS: "off",
      // Card payments on, against the test server the global setup starts (decision 089).
      STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
      STRIPE_API_BASE: `http://127.0.0.1:${E2E_STRIPE.port(port)}`,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
