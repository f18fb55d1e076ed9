import { afterEach, beforeEach, vi } from "vitest";
import { resetEnvCache } from "~/utils/env.server";

/** The webhook signing secret the tests' Stripe settings name (events are signed with it). */
export const TEST_WEBHOOK_SECRET = "whsec_testsecret0123456789abcdef";

/**
 * For each test of the enclosing `describe`: card payments on, the Stripe settings naming the test
 * server on localhost (tests/support/stripe-server.ts; `server` reads it once the file's set-up has started it) and the site's public address; after each,
 * the settings as they were and the server answering again.
 */
export function withTestStripe(server: () => { base: string; fail: (on: boolean) => void }) {
  beforeEach(() => {
    vi.stubEnv("SITE_URL", "https://handyman.example");
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_localtestkey0001");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", TEST_WEBHOOK_SECRET);
    vi.stubEnv("STRIPE_API_BASE", server().base);
    resetEnvCache();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
    server().fail(false);
  });
}
