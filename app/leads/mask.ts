import { phoneDigits } from "~/utils/phone";

/**
 * The status page is open to anyone with its link, so it shows the customer's details only
 * in part: enough for the customer to recognise them, too little to be useful to anyone else.
 */

const DOT = "•";

/** The first word of a name: "Jane Smith" → "Jane". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/**
 * A phone number on file, with no digit shown: its last four are the customer's proof on every
 * act (decision 074), so no public page may show any of them, and the rest tell a stranger nothing
 * the customer needs. "(818) 555-0142" → "(•••) •••-••••"; nothing for no number.
 */
export function maskPhone(phone: string): string {
  return phoneDigits(phone).length === 0 ? "" : `(${DOT.repeat(3)}) ${DOT.repeat(3)}-${DOT.repeat(4)}`;
}

/** The first letter of the mailbox and the whole domain: "anna@example.com" → "a•••@example.com". */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 1) return trimmed ? DOT.repeat(3) : "";
  return `${trimmed[0]}${DOT.repeat(3)}${trimmed.slice(at)}`;
}

/** A street address with its numbers hidden: "1234 Oak Ave, Apt 5" → "•••• Oak Ave, Apt •". */
export function maskStreetAddress(address: string): string {
  return address.trim().replace(/\d/g, DOT);
}
