import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { resetEnvCache } from "~/utils/env.server";
import { resetDb } from "../../tests/db";
import { enqueueMail, processOutbox } from "./outbox.server";
import { toE164 } from "./sms.server";

const SID = `AC${"a1".repeat(16)}`;
const TOKEN = "test-token-0123456789";

type Received = { method?: string; url?: string; authorization?: string; body: URLSearchParams };

/** A stand-in for Twilio's Messages endpoint: records each request and answers with `status`. */
async function fakeTwilio(status: () => number): Promise<{ server: Server; base: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body: new URLSearchParams(raw) });
      const code = status();
      res.writeHead(code, { "Content-Type": "application/json" });
      res.end(code < 300 ? JSON.stringify({ sid: "SM123", status: "queued" }) : JSON.stringify({ code: 20003, message: "Authenticate" }));
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

function stubEnv(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnvCache();
}

const sms = { channel: "sms" as const, kind: "test-sms", audience: "customer" as const, to: "+18185550142", subject: "Text message", text: "Your visit is scheduled." };

describe("text messages", () => {
  let dataDir: string;
  beforeEach(async () => {
    await resetDb();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "sms-"));
    stubEnv({ DATA_DIR: dataDir });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });

  it("turn US numbers as typed into E.164", () => {
    expect(toE164("(818) 555-0142")).toBe("+18185550142");
    expect(toE164("+1 818.555.0142")).toBe("+18185550142");
    expect(toE164("555-0142")).toBeUndefined();
    expect(toE164("+44 20 7946 0958")).toBeUndefined();
  });

  it("without Twilio settings are written to DATA_DIR/outbox as .sms.txt", async () => {
    await enqueueMail(getDb(), sms);
    expect(await processOutbox()).toEqual({ claimed: 1, sent: 1, failed: 0 });
    const files = readdirSync(path.join(dataDir, "outbox")).filter((name) => name.endsWith(".sms.txt"));
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8")).toBe("To: +18185550142\n\nYour visit is scheduled.\n");
  });

  it("go to Twilio's Messages endpoint with basic auth, and are retried when it refuses", async () => {
    let answer = 401;
    const twilio = await fakeTwilio(() => answer);
    try {
      stubEnv({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: "+18185550100", TWILIO_API_BASE: twilio.base });
      await enqueueMail(getDb(), sms);
      expect(await processOutbox()).toEqual({ claimed: 1, sent: 0, failed: 1 });
      const [failed] = await getDb().select().from(mailOutbox);
      expect(failed).toMatchObject({ status: "pending", attempts: 1 });
      expect(failed!.lastError).toMatch(/Twilio answered 401/);

      answer = 201;
      await getDb().update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      expect(await processOutbox()).toEqual({ claimed: 1, sent: 1, failed: 0 });
      expect(await processOutbox()).toEqual({ claimed: 0, sent: 0, failed: 0 });
      expect(twilio.received).toHaveLength(2);
      const request = twilio.received[1]!;
      expect(request.method).toBe("POST");
      expect(request.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
      expect(request.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`);
      expect(Object.fromEntries(request.body)).toEqual({
        To: "+18185550142",
        From: "+18185550100",
        Body: "Your visit is scheduled.",
        StatusCallback: "http://localhost:3000/webhooks/twilio/status",
      });
      expect(existsOutboxFolder(dataDir)).toBe(false);
    } finally {
      twilio.server.close();
    }
  });
});

function existsOutboxFolder(dataDir: string): boolean {
  try {
    return readdirSync(path.join(dataDir, "outbox")).length > 0;
  } catch {
    return false;
  }
}
