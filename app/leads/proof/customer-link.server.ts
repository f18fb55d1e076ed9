import { timingSafeEqual } from "node:crypto";
import { keyedHash } from "~/security/keyed-hash.server";
import { isUuid } from "~/utils/uuid";
import { PROOF_KEY_MAX, type ProofPurpose } from "./proof";

/**
 * Signed links (decision 074): a key that proves its holder received a message sent to the
 * request's own e-mail address or phone. It names one request and one purpose, and expires; it
 * is `<purpose letter><expiry in base-36 seconds>.<keyed hash>`, about 30 characters, short
 * enough for a text message. Nothing is stored: the keyed hash (SESSION_SECRET) is the proof.
 */

const LETTER: Record<ProofPurpose, string> = { visit: "v", quote: "q", review: "r" };

/** How long a message's link keeps working, by purpose: a visit's notices, a quote's validity, a review's invitation. */
export const LINK_LIFETIME_DAYS: Record<ProofPurpose, number> = { visit: 30, quote: 45, review: 90 };

const DAY_SECONDS = 86_400;

function signature(leadId: string, purpose: ProofPurpose, expiry: string): string {
  return keyedHash(`customer-link:${leadId.toLowerCase()}:${purpose}:${expiry}`);
}

/** The key of a link to the request's page for `purpose`, valid for that purpose's lifetime from `now`. */
export function customerLinkKey(leadId: string, purpose: ProofPurpose, now: Date = new Date()): string {
  const expiry = (Math.floor(now.getTime() / 1000) + LINK_LIFETIME_DAYS[purpose] * DAY_SECONDS).toString(36);
  return `${LETTER[purpose]}${expiry}.${signature(leadId, purpose, expiry)}`;
}

/** Whether `key` is a link's key for this request and purpose that has not expired. */
export function isCustomerLinkKey(key: unknown, leadId: string, purpose: ProofPurpose, now: Date = new Date()): key is string {
  if (typeof key !== "string" || key.length > PROOF_KEY_MAX || !isUuid(leadId)) return false;
  const match = /^([a-z])([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/.exec(key);
  if (!match || match[1] !== LETTER[purpose]) return false;
  const expiry = match[2]!;
  if (Number.parseInt(expiry, 36) * 1000 <= now.getTime()) return false;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(signature(leadId, purpose, expiry));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The key a page was opened with (`?key=`), when it is a valid one for this request and purpose; null otherwise. */
export function customerLinkKeyOf(request: Request, leadId: string | undefined, purpose: ProofPurpose, now: Date = new Date()): string | null {
  const key = new URL(request.url).searchParams.get("key");
  return leadId && isCustomerLinkKey(key, leadId, purpose, now) ? key : null;
}
