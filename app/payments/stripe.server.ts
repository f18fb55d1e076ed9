import type Stripe from "stripe";
import { env } from "~/utils/env.server";

/**
 * The adapter to Stripe (decision 086): the official SDK, configured from the settings checked at
 * boot (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`; `STRIPE_API_BASE` points it at a
 * Stripe-compatible server on localhost in tests, through the SDK's host, port and protocol).
 * Without the keys there are no card payments: the pages offer the offline ways only.
 */

let cached: { key: string; base: string; client: Stripe } | undefined;

/** The SDK (~200 ms of CPU to load) is loaded with the first card payment or webhook, not at start (decision 024). */
let sdkModule: Promise<typeof Stripe> | undefined;

/** Whether card payments are offered: both the secret key and the webhook's signing secret are set. */
export function cardPaymentsEnabled(): boolean {
  const settings = env();
  return Boolean(settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET);
}

/** The SDK's client, or undefined without the keys. */
async function stripeClient(): Promise<Stripe | undefined> {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key || !cardPaymentsEnabled()) return undefined;
  if (cached?.key === key && cached.base === base) return cached.client;
  sdkModule ??= import("stripe").then((module) => module.default);
  const StripeSdk = await sdkModule;
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  const client = new StripeSdk(key, {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
  });
  cached = { key, base, client };
  return client;
}

export type CheckoutInput = {
  invoiceId: string;
  leadId: string;
  number: string;
  /** The balance due, from the database: never an amount the browser sent. */
  amountCents: number;
  lang: "en" | "es";
  successUrl: string;
  cancelUrl: string;
};

/**
 * A hosted Checkout page for one line of `amountCents` (no card data reaches our servers): what it
 * pays for in `metadata`, on the session and its payment, for the webhook to record. Its id and address.
 */
async function hostedCheckout(line: { reference: string; label: string; metadata: Record<string, string>; amountCents: number; lang: "en" | "es"; successUrl: string; cancelUrl: string }) {
  const stripe = await stripeClient();
  if (!stripe) throw new Error("Card payments are not configured");
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: line.amountCents, product_data: { name: line.label } } }],
    client_reference_id: line.reference,
    metadata: line.metadata,
    payment_intent_data: { metadata: line.metadata },
    locale: line.lang,
    success_url: line.successUrl,
    cancel_url: line.cancelUrl,
  });
  if (!session.url) throw new Error("Stripe returned a Checkout session without a URL");
  return { id: session.id, url: session.url };
}

/** A hosted Checkout page for the invoice's balance; its id and address. */
export async function createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }> {
  const metadata = { kind: "invoice", invoice_id: input.invoiceId, lead_id: input.leadId, number: input.number };
  return hostedCheckout({ ...input, reference: input.invoiceId, label: input.number, metadata });
}

export type DepositCheckoutInput = {
  quoteId: string;
  leadId: string;
  /** "Deposit, quote v2": the line the customer reads on Stripe's page. */
  label: string;
  /** The deposit still due, from the database: never an amount the browser sent. */
  amountCents: number;
  lang: "en" | "es";
  successUrl: string;
  cancelUrl: string;
};

/** A hosted Checkout page for an approved quote's deposit (decision 089), the quote's and lead's ids in its metadata. */
export async function createDepositCheckout(input: DepositCheckoutInput): Promise<{ id: string; url: string }> {
  const metadata = { kind: "deposit", quote_id: input.quoteId, lead_id: input.leadId };
  return hostedCheckout({ ...input, reference: input.quoteId, metadata });
}

/** A card payment given back through Stripe (all or part); the idempotency key makes a retry the same refund. */
export async function refundCard(paymentIntent: string, amountCents: number, key: string): Promise<string> {
  const stripe = await stripeClient();
  if (!stripe) throw new Error("Card payments are not configured");
  const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents }, { idempotencyKey: `refund:${key}` });
  return refund.id;
}

/** The event Stripe signed, checked with the webhook's secret on the raw body; undefined for a bad or missing signature. */
export async function verifiedEvent(rawBody: string, signature: string | null): Promise<Stripe.Event | undefined> {
  const stripe = await stripeClient();
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret || !signature) return undefined;
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return undefined;
  }
}

/** What a Checkout session event says about a card payment on an invoice, when it says one was paid. */
export function paidCheckout(event: Stripe.Event): { sessionId: string; paymentIntent: string | null; invoiceId: string; leadId: string; amountCents: number } | undefined {
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded") return undefined;
  const session = event.data.object;
  if (session.payment_status !== "paid" || session.metadata?.kind !== "invoice") return undefined;
  const invoiceId = session.metadata.invoice_id;
  const leadId = session.metadata.lead_id;
  const amount = session.amount_total;
  if (!invoiceId || !leadId || typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0 || session.currency !== "usd") return undefined;
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  return { sessionId: session.id, paymentIntent: intent, invoiceId, leadId, amountCents: amount };
}

/** What a Checkout session event says about a deposit (decision 089), when it says one was paid. */
export function paidDepositCheckout(event: Stripe.Event): { sessionId: string; paymentIntent: string | null; quoteId: string; leadId: string; amountCents: number } | undefined {
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded") return undefined;
  const session = event.data.object;
  if (session.payment_status !== "paid" || session.metadata?.kind !== "deposit") return undefined;
  const quoteId = session.metadata.quote_id;
  const leadId = session.metadata.lead_id;
  const amount = session.amount_total;
  if (!quoteId || !leadId || typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0 || session.currency !== "usd") return undefined;
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
  return { sessionId: session.id, paymentIntent: intent, quoteId, leadId, amountCents: amount };
}
