import { randomInt } from "node:crypto";

/**
 * A request's reference code, e.g. PC-7K4Q9X: what the customer reads out on the phone and
 * types, with their phone number, to find their status page again. It is not a secret (the
 * status page's URL keeps its random UUID); it only has to be short, unique and hard to misread.
 */

/** Digits and capital letters without the ones mistaken for another: 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const REFERENCE_ALPHABET = "34679ACDEFGHJKMNPQRTUVWXY";
export const REFERENCE_PREFIX = "PC";
export const REFERENCE_LENGTH = 6;

/** Two to four letters, a dash, four to eight characters of the alphabet. */
export const REFERENCE_PATTERN = new RegExp(`^[A-Z]{2,4}-[${REFERENCE_ALPHABET}]{4,8}$`);

/** A new random code; `pick` chooses an index below its argument (tests pass their own). */
export function generateReference(pick: (below: number) => number = randomInt): string {
  let body = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) body += REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)];
  return `${REFERENCE_PREFIX}-${body}`;
}

const BODY = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/**
 * A code as typed (any case, spaces, our prefix with or without the dash, or without it at all)
 * in its stored form, or undefined if it cannot be one.
 */
export function normalizeReference(input: string): string | undefined {
  let code = input.toUpperCase().replace(/\s/g, "");
  if (BODY.test(code)) code = `${REFERENCE_PREFIX}-${code}`;
  else if (!code.includes("-") && code.startsWith(REFERENCE_PREFIX)) code = `${REFERENCE_PREFIX}-${code.slice(REFERENCE_PREFIX.length)}`;
  return REFERENCE_PATTERN.test(code) ? code : undefined;
}
