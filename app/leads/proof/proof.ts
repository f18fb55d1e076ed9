/**
 * The customer's proof (decision 074): what every act on a request asks for beyond its link,
 * shared by the forms, their schemas and the server. The status link only reads; an act with
 * consequences (a visit's confirmation, move or cancellation, a quote's answer, the visit booked
 * after it, a review) needs the last four digits of the phone number on the request (never shown
 * on any page) or a signed link from a message sent to the customer (`key`).
 */

/** What a signed link is for: each opens only its own acts. */
export const PROOF_PURPOSES = ["visit", "quote", "review"] as const;
export type ProofPurpose = (typeof PROOF_PURPOSES)[number];

/** The form fields a proof is sent in: the digits typed, or the key of the link the page was opened with. */
export const PROOF_FIELDS = { digits: "digits", key: "key" } as const;

/** The longest key a form may carry (a real one is about 30 characters). */
export const PROOF_KEY_MAX = 64;

export const PROOF_MESSAGES = {
  /** One message for wrong digits and for a client's too many tries: it tells a guesser nothing. */
  digits: "Those digits don't match the phone number on this request.",
  digitsFormat: "Please enter the last four digits of your phone number.",
  /** A signed link past its date, or one made for another request or act. */
  link: "The link you opened has expired. Please enter the last four digits of your phone number instead.",
  /** The request's own count of wrong tries is reached: digits wait, the customer's link still works. */
  locked:
    "Too many wrong digits were tried on this request, so digits can't be used for now. If your request has an e-mail address or text messages, we've sent you a link that works; otherwise please call us.",
} as const;

/** The proof a form carries, as read from it. */
export type ProofForm = { digits?: string; key?: string };

/** `path` with a link's key, when there is one: a form's target and where an act done with the key sends the customer back. */
export function withProofKey(path: string, key: string | null | undefined): string {
  if (!key) return path;
  const hash = path.indexOf("#");
  const [base, fragment] = hash === -1 ? [path, ""] : [path.slice(0, hash), path.slice(hash)];
  return `${base}${base.includes("?") ? "&" : "?"}key=${encodeURIComponent(key)}${fragment}`;
}
