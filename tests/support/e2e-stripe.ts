import { startStripeServer } from "./stripe-server";

/**
 * The browser tests' Stripe (decision 089): Playwright's global setup starts the Stripe-compatible
 * test server on a port of its own, which the app under test reaches through `STRIPE_API_BASE`
 * (playwright.config.ts), and stops it after the run.
 */
export const E2E_STRIPE = {
  port: (appPort: number) => appPort + 1000,
  secretKey: "sk_test_e2elocalkey0001",
  webhookSecret: "whsec_e2etestsecret0000000001",
};

export default async function startE2eStripe() {
  const server = await startStripeServer(E2E_STRIPE.port(Number(process.env.E2E_PORT ?? 3100)));
  return () => server.close();
}
