import type { Database, Transaction } from "~/db/client.server";
import { keyedHash } from "~/security/keyed-hash.server";
import { LIMITS } from "~/security/limits";
import { hitRateLimitsIn, hitRateLimits, type RateLimitHit } from "~/security/rate-limit.server";
import { emailMailbox } from "~/utils/email";

/**
 * The daily counter of messages to a customer's `address` (an e-mail address, or `sms:` and a
 * number), in the shared database. Anyone may type any address into a form, so every message to
 * a customer counts (decision 075): past `LIMITS.customerMessages`, that recipient gets no more
 * of them today. An e-mail address is counted by its mailbox, so `+tag` and case variants share
 * one allowance.
 */
export function mailToLimit(address: string): RateLimitHit {
  return { key: `mail-to:${keyedHash(emailMailbox(address))}`, ...LIMITS.customerMessages };
}

/**
 * Counts one message to each of `addresses` (different mailboxes and numbers) against its daily
 * cap and returns those over it; no statement when there are none. In `db` (the caller's
 * transaction: a change rolled back sends nothing and counts nothing), or else in one statement
 * shared with the counts made at the same time (decision 042).
 */
export async function addressesOverCap(addresses: readonly string[], db?: Database | Transaction): Promise<Set<string>> {
  const hits = addresses.map(mailToLimit);
  const verdicts = db ? await hitRateLimitsIn(db, hits) : await hitRateLimits(hits);
  return new Set(addresses.filter((_, index) => !verdicts[index]!.allowed));
}
