import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env, siteUrl } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { phoneDigits } from "~/utils/phone";

export type OutgoingSms = { to: string; text: string };

/** Twilio's error for a number that has opted out (the carrier or Twilio heard STOP): never retried (decision 088). */
export const OPTED_OUT_ERROR = 21610;

/** Where Twilio reports a sent text's delivery (app/routes/webhooks/twilio-status.ts). */
export const STATUS_CALLBACK_PATH = "/webhooks/twilio/status";

/** Twilio refused a text: `code` is its error code when its answer named one (21610: opted out). */
export class SmsRefusedError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message);
    this.name = "SmsRefusedError";
  }
}

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
 * answer but 2xx (an {@link SmsRefusedError} with Twilio's error code), so the outbox retries it
 * unless the code says the number opted out. Returns Twilio's MessageSid of the text (its status
 * callbacks name it), none for a file.
 */
export async function sendSms(message: OutgoingSms, id: number | string): Promise<{ sid?: string }> {
  const account = twilio();
  if (account) {
    const response = await fetch(`${account.base}/2010-04-01/Accounts/${account.sid}/Messages.json`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ To: message.to, From: account.from, Body: message.text, StatusCallback: siteUrl(STATUS_CALLBACK_PATH) }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      const answer = (await response.text().catch(() => "")).slice(0, 4000);
      throw new SmsRefusedError(`Twilio answered ${response.status}: ${answer.slice(0, 300)}`, errorCode(answer));
    }
    const answer = (await response.json().catch(() => undefined)) as { sid?: unknown } | undefined;
    return { sid: typeof answer?.sid === "string" ? answer.sid : undefined };
  }
  const folder = path.join(env().DATA_DIR, "outbox");
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.sms.txt`);
  writeFileSync(file, `To: ${message.to}\n\n${message.text}\n`);
  logger.info({ file }, "text message written to the outbox folder");
  return {};
}

/** The `code` of Twilio's JSON error answer ({"code": 21610, "message": …}), if it has one. */
function errorCode(answer: string): number | undefined {
  try {
    const code = (JSON.parse(answer) as { code?: unknown }).code;
    return typeof code === "number" && Number.isInteger(code) ? code : undefined;
  } catch {
    return undefined;
  }
}
