import { createHmac } from "node:crypto";
import { hitRateLimit } from "~/security/rate-limit.server";
import { env } from "~/utils/env.server";

/**
 * Form-triggered e-mails per recipient address and day. A form sends its confirmation to any
 * address typed into it; past this count, that address gets no more of them today (the
 * request itself is still stored and the staff still hear of it).
 */
export const CUSTOMER_MAIL_DAILY_LIMIT = 5;

const DAY_SECONDS = 24 * 60 * 60;

/** Counts one e-mail to `address` in the shared database counter and says whether it may go out. */
export async function allowMailTo(address: string): Promise<boolean> {
  const key = createHmac("sha256", env().SESSION_SECRET).update(address.trim().toLowerCase()).digest("base64url").slice(0, 22);
  const verdict = await hitRateLimit(`mail-to:${key}`, CUSTOMER_MAIL_DAILY_LIMIT, DAY_SECONDS);
  return verdict.allowed;
}
