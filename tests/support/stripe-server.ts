import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A Checkout session the test server made, with the parameters the SDK sent (form-encoded, as Stripe takes them). */
export type FakeSession = { id: string; url: string; params: URLSearchParams; authorization: string | undefined };

/**
 * A Stripe-compatible server on localhost for the tests (decision 086): it answers the one call the
 * app makes, `POST /v1/checkout/sessions` (a `checkout.session` object with its hosted page's URL)
 * and `POST /v1/refunds` (one refund per idempotency key), as Stripe does, and records what it was sent; `GET
 * /v1/checkout/sessions/:id` gives a session back (the browser tests read it to sign its webhook). Anything else is Stripe's 404 error.
 */
/** A refund the test server made. */
export type FakeRefund = { id: string; params: URLSearchParams; idempotencyKey: string | undefined };

export async function startStripeServer(port = 0): Promise<{ base: string; sessions: FakeSession[]; refunds: FakeRefund[]; fail: (on: boolean) => void; close: () => Promise<void> }> {
  const sessions: FakeSession[] = [];
  const refunds: FakeRefund[] = [];
  let failing = false;
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    res.setHeader("Content-Type", "application/json");
    res.setHeader("Request-Id", `req_${sessions.length + 1}`);
    if (failing) {
      res.statusCode = 500;
      res.end(JSON.stringify({ error: { type: "api_error", message: "The test server was told to fail." } }));
      return;
    }
    if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
      const params = new URLSearchParams(body);
      const id = `cs_test_${String(sessions.length + 1).padStart(4, "0")}${Math.random().toString(36).slice(2, 10)}`;
      // Stripe's own Checkout origin, which the pages' form-action allows; the browser tests answer it themselves (page.route), so nothing leaves the machine.
      const url = `https://checkout.stripe.com/c/pay/${id}`;
      sessions.push({ id, url, params, authorization: req.headers.authorization });
      res.end(JSON.stringify(sessionObject({ id, url, params })));
      return;
    }
    const asked = req.method === "GET" ? /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(req.url ?? "") : null;
    const known = asked && sessions.find((session) => session.id === asked[1]);
    if (known) {
      res.end(JSON.stringify(sessionObject(known)));
      return;
    }
    if (req.method === "POST" && req.url === "/v1/refunds") {
      const params = new URLSearchParams(body);
      const refund = { id: `re_test_${refunds.length + 1}`, params, idempotencyKey: req.headers["idempotency-key"] as string | undefined };
      // Stripe answers a retried key with the refund it made, and makes no second one.
      const earlier = refunds.find((made) => made.idempotencyKey && made.idempotencyKey === refund.idempotencyKey);
      if (!earlier) refunds.push(refund);
      const made = earlier ?? refund;
      res.end(JSON.stringify({ id: made.id, object: "refund", amount: Number(made.params.get("amount")), payment_intent: made.params.get("payment_intent"), currency: "usd", status: "succeeded" }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${req.url}).` } }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${listening}`,
    sessions,
    refunds,
    fail: (on) => {
      failing = on;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A Checkout session as Stripe answers it, from the parameters it was made with. */
function sessionObject({ id, url, params }: Pick<FakeSession, "id" | "url" | "params">) {
  return {
    id,
    object: "checkout.session",
    mode: "payment",
    status: "open",
    payment_status: "unpaid",
    currency: params.get("line_items[0][price_data][currency]"),
    amount_total: Number(params.get("line_items[0][price_data][unit_amount]")),
    client_reference_id: params.get("client_reference_id"),
    metadata: Object.fromEntries([...params].filter(([name]) => name.startsWith("metadata[")).map(([name, value]) => [name.slice(9, -1), value])),
    success_url: params.get("success_url"),
    cancel_url: params.get("cancel_url"),
    url,
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
