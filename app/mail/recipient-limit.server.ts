import { keyedHash } from "~/security/keyed-hash.server";
import { LIMITS } from "~/security/limits";
import type { RateLimitHit } from "~/security/rate-limit.server";
import { emailMailbox } from "~/utils/email";

/**
 * The daily counter of form-triggered messages to `address` (an e-mail address, or `sms:` and a
 * number), in the shared database. A form sends its confirmation to any address typed into it;
 * past `LIMITS.customerMessages`, that recipient gets no more of them today (the request itself
 * is still stored and the staff still hear of it). An e-mail address is counted by its mailbox,
 * so `+tag` and case variants share one allowance.
 */
export function mailToLimit(address: string): RateLimitHit {
  return { key: `mail-to:${keyedHash(emailMailbox(address))}`, ...LIMITS.customerMessages };
}
