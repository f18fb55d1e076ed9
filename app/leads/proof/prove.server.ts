import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { LIMITS } from "~/security/limits";
import { clientFingerprint, hitRateLimit, hitRateLimits, refundRateLimit, type RateLimitHit } from "~/security/rate-limit.server";
import { logger } from "~/utils/logger.server";
import { isUuid } from "~/utils/uuid";
import { queueProofLink } from "../messages/messages.server";
import { isCustomerLinkKey } from "./customer-link.server";
import { PROOF_MESSAGES, type ProofForm, type ProofPurpose } from "./proof";

/** The outcome of a proof: the act may go on (and how it was proven), or the refusal to show. */
export type ProofVerdict = { ok: true; by: "digits" | "link"; key: string | null } | { ok: false; status: 403 | 404; message: string };

/** The counters of wrong digits: the client's (an address or IPv6 /64) and the request's own. */
function digitCounters(client: string, leadId: string): RateLimitHit[] {
  return [
    { key: `proof-client:${clientFingerprint(client)}`, ...LIMITS.proofDigitsClient },
    { key: `proof-request:${leadId}`, ...LIMITS.proofDigitsRequest },
  ];
}

/**
 * Whether the sender of a form is the request's customer (decision 074): a signed link's key for
 * this request and purpose, whatever any count says; or the last four digits of the phone on the
 * request. Each try with digits is checked and counted in one statement (a burst of tries cannot
 * all pass the check before any is counted), and a right one is given back, so only wrong tries
 * count. A client past its count gets the wrong-digits message; a request past its own (many
 * strangers' misses) is locked for digits, and its customer is sent a link that still works.
 */
export async function proveCustomer(leadId: string, purpose: ProofPurpose, proof: ProofForm, client: string, now: Date = new Date()): Promise<ProofVerdict> {
  if (!isUuid(leadId)) return { ok: false, status: 404, message: PROOF_MESSAGES.digits };
  if (proof.key) return isCustomerLinkKey(proof.key, leadId, purpose, now) ? { ok: true, by: "link", key: proof.key } : { ok: false, status: 403, message: PROOF_MESSAGES.link };
  const [owner] = await getDb().select({ digits: leads.phoneDigits, erasedAt: leads.erasedAt }).from(leads).where(eq(leads.id, leadId));
  if (!owner || owner.erasedAt) return { ok: false, status: 404, message: PROOF_MESSAGES.digits };
  const counters = digitCounters(client, leadId);
  const [byClient, byRequest] = await hitRateLimits(counters);
  if (!byRequest!.allowed) {
    await sendLockedLink(leadId, purpose, now);
    return { ok: false, status: 403, message: PROOF_MESSAGES.locked };
  }
  const right = owner.digits.length >= 4 && owner.digits.slice(-4) === proof.digits;
  if (!byClient!.allowed || !right) return { ok: false, status: 403, message: PROOF_MESSAGES.digits };
  await Promise.all(counters.map((counter) => refundRateLimit(counter.key, counter.windowSeconds)));
  return { ok: true, by: "digits", key: null };
}

/** Tells the customer of a locked request, once a day, and sends them the link that still works. */
async function sendLockedLink(leadId: string, purpose: ProofPurpose, now: Date) {
  try {
    const once = await hitRateLimit(`proof-locked:${leadId}`, 1, LIMITS.proofDigitsRequest.windowSeconds);
    if (!once.allowed) return;
    await getDb().transaction((tx) => queueProofLink(tx, leadId, purpose, now));
    logger.warn({ leadId, purpose }, "a request's digits were locked after too many wrong tries; its customer was sent a link");
  } catch (error) {
    logger.error({ err: error, leadId }, "sending the customer of a locked request their link failed");
  }
}
