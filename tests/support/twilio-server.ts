import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the test Twilio received: the form it was posted. */
export type ReceivedText = { url?: string; body: URLSearchParams };

/**
 * A Twilio-compatible Messages endpoint on localhost for tests: records each text and answers as
 * `answer` says (201 with a new MessageSid, or Twilio's JSON error with its code).
 */
export async function startTestTwilio(answer: (body: URLSearchParams) => { status: number; code?: number } = () => ({ status: 201 })) {
  const received: ReceivedText[] = [];
  let count = 0;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const body = new URLSearchParams(raw);
      received.push({ url: req.url, body });
      const { status, code } = answer(body);
      count += 1;
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(
        status < 300
          ? JSON.stringify({ sid: `SM${count.toString(16).padStart(32, "0")}`, status: "queued" })
          : JSON.stringify({ code, message: "Attempt to send to unsubscribed recipient", status }),
      );
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    received,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
