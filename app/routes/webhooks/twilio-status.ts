import type { Route } from "./+types/twilio-status";
import { deliveryStatusSchema, recordDeliveryStatus } from "~/texting/delivery.server";
import { twimlResponse } from "~/texting/twiml";
import { readSignedPost } from "~/texting/webhook.server";

/**
 * POST /webhooks/twilio/status: Twilio's status callback for a text the outbox sent (decision
 * 088): queued, sent, delivered, undelivered or failed, with its error code. Signed or 403.
 */
export async function action({ request }: Route.ActionArgs) {
  const post = await readSignedPost(request);
  if (!post) return new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const update = deliveryStatusSchema.safeParse(Object.fromEntries(post.params));
  if (!update.success) return twimlResponse(undefined, 400);
  await recordDeliveryStatus(update.data);
  return twimlResponse();
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}
