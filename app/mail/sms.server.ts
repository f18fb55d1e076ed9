import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { phoneDigits } from "~/utils/phone";

export type OutgoingSms = { to: string; text: string };

/** A US phone number as typed ((818) 555-0142, +1 818 555 0142) in E.164, or undefined when it is not one. */
export function toE164(phone: string): string | undefined {
  const digits = phoneDigits(phone);
  return digits.length === 10 && /^[2-9]/.test(digits) ? `+1${digits}` : undefined;
}

/** Twilio's credentials when all three settings are there. */
function twilio() {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_API_BASE } = env();
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) return undefined;
  return { sid: TWILIO_ACCOUNT_SID, token: TWILIO_AUTH_TOKEN, from: TWILIO_FROM, base: TWILIO_API_BASE.replace(/\/+$/, "") };
}

/**
 * Sends one text message through Twilio's Messages API (a plain HTTPS POST), or, without
 * Twilio settings, writes it as a .sms.txt file under $DATA_DIR/outbox/. Throws on any
 * answer but 2xx, so the outbox retries it.
 */
export async function sendSms(message: OutgoingSms, id: number | string): Promise<void> {
  const account = twilio();
  if (account) {
    const response = await fetch(`${account.base}/2010-04-01/Accounts/${account.sid}/Messages.json`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ To: message.to, From: account.from, Body: message.text }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new Error(`Twilio answered ${response.status}: ${detail}`);
    }
    return;
  }
  const folder = path.join(env().DATA_DIR, "outbox");
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.sms.txt`);
  writeFileSync(file, `To: ${message.to}\n\n${message.text}\n`);
  logger.info({ file }, "text message written to the outbox folder");
}
