import { createHmac } from "node:crypto";
import type { RateLimitHit } from "~/security/rate-limit.server";
import { normalizeEmail } from "~/utils/email";
import { env } from "~/utils/env.server";

/**
 * Form-triggered e-mails per recipient address and day. A form sends its confirmation to any
 * address typed into it; past this count, that address gets no more of them today (the
 * request itself is still stored and the staff still hear of it).
 */
export const CUSTOMER_MAIL_DAILY_LIMIT = 5;

const DAY_SECONDS = 24 * 60 * 60;

/** The daily counter of form-triggered messages to `address` (an e-mail address, or `sms:` and a number), in the shared database. */
export function mailToLimit(address: string): RateLimitHit {
  const key = createHmac("sha256", env().SESSION_SECRET).update(normalizeEmail(address)).digest("base64url").slice(0, 22);
  return { key: `mail-to:${key}`, limit: CUSTOMER_MAIL_DAILY_LIMIT, windowSeconds: DAY_SECONDS };
}
