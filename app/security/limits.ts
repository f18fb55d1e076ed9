/** How many hits a counter may take in a sliding window of `windowSeconds` (decision 035). */
export type Limit = { readonly limit: number; readonly windowSeconds: number };

const MINUTES = 60;
const HOURS = 60 * MINUTES;

/**
 * Every rate limit of the site, in one place (counted in `rate_limits` by
 * `app/security/rate-limit.server.ts`). A client is an IPv4 address or an IPv6 /64
 * (`clientKey`); an account is a normalized e-mail address; a recipient is a mailbox.
 */
export const LIMITS = {
  /** Leads stored from the booking and quote forms, per client. */
  leadForm: { limit: 5, windowSeconds: 10 * MINUTES },
  /** Status look-ups (reference code and phone), per client: plenty for a mistyping customer, far too few to guess codes. */
  statusLookup: { limit: 10, windowSeconds: 10 * MINUTES },
  /** 'No one contacted me' reports, per client: enough for a person, too few to flood the staff with e-mail. */
  noContact: { limit: 5, windowSeconds: 10 * MINUTES },
  /** A quote's answers (approve, decline, changes) and the visit booked after, per client: a customer's few, not a flood of staff alerts. */
  quoteAnswer: { limit: 10, windowSeconds: 10 * MINUTES },
  /** Card payments started from the invoice page (each asks Stripe for a Checkout page), per client (decision 086). */
  invoicePay: { limit: 10, windowSeconds: 10 * MINUTES },
  /**
   * Wrong phone digits given as the customer's proof (decision 074), per client (an address or
   * IPv6 /64): a customer who mistypes has several tries, a guesser few. Only wrong tries count.
   */
  proofDigitsClient: { limit: 10, windowSeconds: HOURS },
  /**
   * Wrong digits on one request from all clients together: guessing 4 digits (10,000) stays out
   * of reach (20 a day). Once reached, digits are refused on that request, but the signed link
   * sent to its customer still works, so strangers' misses cannot lock the customer out.
   */
  proofDigitsRequest: { limit: 20, windowSeconds: 24 * HOURS },
  /** A customer's moves of their visit from the status page, per request (decision 075): a change of plans, not a flood of notices and staff alerts. */
  visitMovesRequest: { limit: 3, windowSeconds: 24 * HOURS },
  /** Sign-in attempts from one client, across accounts (decision 012). */
  signInClient: { limit: 20, windowSeconds: 15 * MINUTES },
  /** Sign-in attempts from one client on one account (existing or not). */
  signInPair: { limit: 5, windowSeconds: 15 * MINUTES },
  /** Sign-in attempts on one account from all untrusted clients together: caps guessing spread over many addresses. */
  signInAccount: { limit: 50, windowSeconds: 15 * MINUTES },
  /** Sign-in attempts from one browser that has signed in to the account (its device cookie). */
  signInDevice: { limit: 10, windowSeconds: 15 * MINUTES },
  /** Second-step codes (authenticator or recovery) on one account from all untrusted browsers together (decision 013). */
  secondFactorAccount: { limit: 10, windowSeconds: 15 * MINUTES },
  /** Second-step codes from one browser that has signed in to the account. */
  secondFactorDevice: { limit: 10, windowSeconds: 15 * MINUTES },
  /** Password reset requests, per client. */
  resetClient: { limit: 5, windowSeconds: HOURS },
  /** Password reset requests, per account. */
  resetAccount: { limit: 3, windowSeconds: HOURS },
  /** The staff's alerts of a customer's review, new or changed, per review (decision 075): each change is in the Reviews tab anyway. */
  reviewAlert: { limit: 1, windowSeconds: HOURS },
  /** The SMS bot's "someone will answer" to one number, and the staff's e-mail about it (decision 088). */
  textBotHandOff: { limit: 1, windowSeconds: HOURS },
  /** The staff's e-mail about texts from a number no request has, a "New lead from text", per number (decision 088). */
  textNewLeadAlert: { limit: 1, windowSeconds: HOURS },
  /** Every message to a customer (confirmations, notices, quotes, reminders), per recipient mailbox or phone and day (decision 075). */
  customerMessages: { limit: 5, windowSeconds: 24 * HOURS },
} as const satisfies Record<string, Limit>;
