import type { Route } from "./+types/twilio-sms";
import { answerText } from "~/flows/text-reply.server";
import { inboundTextSchema } from "~/texting/inbound.server";
import { twimlResponse } from "~/texting/twiml";
import { readSignedPost } from "~/texting/webhook.server";

/**
 * POST /webhooks/twilio/sms: a text a customer sent to the company's number, from Twilio
 * (decision 088). Signed by Twilio or refused with 403, nothing stored; answered with TwiML,
 * `<Response/>` or the one confirmation of STOP, START or HELP.
 */
export async function action({ request }: Route.ActionArgs) {
  const post = await readSignedPost(request);
  if (!post) return new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const text = inboundTextSchema.safeParse(Object.fromEntries(post.params));
  if (!text.success) return twimlResponse(undefined, 400);
  const outcome = await answerText(text.data);
  return twimlResponse(outcome.reply);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}
