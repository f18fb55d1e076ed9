import { afterEach, beforeEach, expect, vi } from "vitest";
import * as smsWebhook from "~/routes/webhooks/twilio-sms";
import { twilioSignature } from "~/texting/signature.server";
import { resetEnvCache } from "~/utils/env.server";
import { args } from "../integration/admin-fixtures";
import { resetDb } from "../db";

/** The auth token and public address the test texts are signed with. */
export const TEXT_TOKEN = "test-auth-token-0123456789";
export const TEXT_SITE = "https://handyman.example";

/** Before each test: an empty database, and the settings the SMS webhook checks a signature with. */
export function setUpTextWebhook() {
  beforeEach(async () => {
    await resetDb();
    vi.stubEnv("SITE_URL", TEXT_SITE);
    vi.stubEnv("TWILIO_AUTH_TOKEN", TEXT_TOKEN);
    resetEnvCache();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });
}

let sid = 0;

/** A signed text from `from` posted to the SMS webhook as Twilio posts it (answered 200); the bot's answer, or "" for none. */
export async function sendText(body: string, from: string): Promise<string> {
  const fields = { From: from, To: "+18185550100", Body: body, MessageSid: `SM${(++sid).toString(16).padStart(32, "0")}` };
  const headers = new Headers({
    "Content-Type": "application/x-www-form-urlencoded",
    "X-Twilio-Signature": twilioSignature(TEXT_TOKEN, `${TEXT_SITE}/webhooks/twilio/sms`, Object.entries(fields)),
  });
  const request = new Request("http://127.0.0.1:3000/webhooks/twilio/sms", { method: "POST", headers, body: new URLSearchParams(fields) });
  const response = (await smsWebhook.action(args(request))) as Response;
  expect(response.status).toBe(200);
  return /<Message>(.*)<\/Message>/s.exec(await response.text())?.[1] ?? "";
}
