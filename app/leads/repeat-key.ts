import { createHash } from "node:crypto";
import { normalizeEmail } from "~/utils/email";
import { phoneDigits } from "~/utils/phone";

/**
 * The same request sent again (a second tap on a slow phone, Back and Send after the booking went
 * through, a browser retrying a POST) must not become a second lead, a second staff alert and a
 * second confirmation. A lead from a public form keeps two keys: its content hashed with the
 * 10-minute slot it arrived in, and with the slot shifted by 5 minutes. Each has a unique index,
 * so two submissions of the same content less than REPEAT_GUARANTEED_SECONDS apart share a key
 * (their arrivals cannot straddle a boundary of both slots) and the second is refused by the
 * database itself, even when both arrive at once; the site answers it with the first lead.
 * Submissions more than REPEAT_SLOT_SECONDS apart are always two leads.
 */
export const REPEAT_SLOT_SECONDS = 600;
export const REPEAT_GUARANTEED_SECONDS = REPEAT_SLOT_SECONDS / 2;

/** What makes two submissions the same request: every field the customer filled in, as stored. */
export type RepeatContent = {
  source: string;
  name: string;
  phone: string;
  email: string;
  service: string;
  description: string;
  streetAddress: string | null;
  zipCode: string | null;
  preferredDate: string | null;
  /** The stored photo's size in bytes (a photo is processed the same way each time), 0 without one. */
  photoBytes: number;
};

export type RepeatKeys = { repeatKey: string; repeatKeyShifted: string };

export function repeatKeys(content: RepeatContent, at: Date = new Date()): RepeatKeys {
  const digest = createHash("sha256")
    .update(
      JSON.stringify([
        content.source,
        content.name.trim().toLowerCase(),
        phoneDigits(content.phone),
        normalizeEmail(content.email),
        content.service,
        content.description.trim(),
        content.streetAddress?.trim().toLowerCase() ?? "",
        content.zipCode ?? "",
        content.preferredDate ?? "",
        content.photoBytes,
      ]),
    )
    .digest("base64url");
  const seconds = Math.floor(at.getTime() / 1000);
  const slot = Math.floor(seconds / REPEAT_SLOT_SECONDS);
  const shifted = Math.floor((seconds + REPEAT_GUARANTEED_SECONDS) / REPEAT_SLOT_SECONDS);
  return { repeatKey: `${digest}.${slot}`, repeatKeyShifted: `${digest}.${shifted}` };
}
