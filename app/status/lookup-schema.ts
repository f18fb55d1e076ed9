import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "~/utils/zod";

/** One message whichever half is wrong: the form must not tell a guesser which one matched. */
export const LOOKUP_MESSAGES = {
  notFound: "We couldn't find a request with that reference code and phone number. Please check both and try again.",
  reference: "Please enter your reference code",
  phone: "Please enter the phone number you gave us",
} as const;

/** The status page's look-up: a reference code and the phone number given with the request. */
export const lookupSchema = z.object({
  reference: z.string({ error: LOOKUP_MESSAGES.reference }).trim().min(1, LOOKUP_MESSAGES.reference).max(20, LOOKUP_MESSAGES.notFound),
  phone: z.string({ error: LOOKUP_MESSAGES.phone }).trim().min(1, LOOKUP_MESSAGES.phone).max(30, LOOKUP_MESSAGES.notFound),
});

export function validateLookup(formData: FormData) {
  return parseWithZod(formData, { schema: lookupSchema });
}

/** The look-up action's answer when it does not redirect: the message and the typed values. */
export type LookupFailure = { lookup: SubmissionResult<string[]> };
