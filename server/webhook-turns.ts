import type { IncomingMessage, ServerResponse } from "node:http";
import { takingTurns } from "~/utils/turns";

/** Webhook posts (Twilio's texts and delivery reports, Stripe's events) handled at once by this server. */
const WEBHOOKS_AT_ONCE = 8;

const inTurn = takingTurns(WEBHOOKS_AT_ONCE);

/**
 * Hands a provider's webhook post on (`handle`) in one of this server's turns, from its arrival
 * to its answer; other requests pass at once. A thousand texts posted at once otherwise each went
 * through Express and React Router up to the database before any page a visitor asked for, and a
 * reader's page waited seconds (tests/reliability/text-burst.test.ts). A waiting post costs only
 * its parsed headers: its body stays unread in the socket. Twilio waits 15 s for an answer, Stripe
 * 20 s; a burst's texts take a few milliseconds each.
 */
export function inWebhookTurn(req: IncomingMessage, res: ServerResponse, handle: () => void): boolean {
  if (req.method !== "POST" || !req.url?.startsWith("/webhooks/")) return false;
  void inTurn(
    () =>
      new Promise<void>((done) => {
        res.once("close", done);
        handle();
      }),
  );
  return true;
}
