import type { Route } from "./+types/webhooks.stripe";
import { BodyTooLargeError, readBodyText } from "~/forms/form-data.server";
import { takeStripeEvent } from "~/flows/get-paid.server";
import { cardPaymentsEnabled, verifiedEvent } from "~/payments/stripe.server";

/** Stripe's events are small; a body past this is not one. */
const MAX_EVENT_BYTES = 256 * 1024;

/** Only POST. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * Stripe's webhook (decision 086): the raw body's signature checked by the SDK with the signing
 * secret (400 and nothing recorded when it fails), then the event taken once by its id. Answers
 * 200 for any event it checked, so Stripe stops sending it; a failure to record answers 500, so
 * Stripe sends it again.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  if (!cardPaymentsEnabled()) return new Response("Card payments are not configured", { status: 404 });
  let raw: string;
  try {
    raw = await readBodyText(request, MAX_EVENT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return new Response("Too large", { status: 413 });
    throw error;
  }
  const event = await verifiedEvent(raw, request.headers.get("stripe-signature"));
  if (!event) return new Response("Bad signature", { status: 400 });
  const outcome = await takeStripeEvent(event);
  return Response.json({ received: true, outcome });
}
