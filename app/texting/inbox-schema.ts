import { z } from "~/utils/zod";

export const REPLY_MAX = 1000;

export const INBOX_MESSAGES = {
  empty: "Write the reply.",
  tooLong: `A reply holds at most ${REPLY_MAX} characters.`,
  optedOut: "This number replied STOP: no text can be sent to it until the customer texts START.",
  notAPhone: "This number cannot receive texts (not a US phone number).",
  held: "Not sent: this number has had its texts for today (the daily cap). It goes no further.",
  noConsent: "This customer has not agreed to texts and has not texted us: call or e-mail instead.",
} as const;

/** The reply form of a thread (`/admin/inbox/:phone`). */
export const replySchema = z.object({
  body: z
    .string({ error: INBOX_MESSAGES.empty })
    .trim()
    .min(1, INBOX_MESSAGES.empty)
    .max(REPLY_MAX, INBOX_MESSAGES.tooLong),
});

/** A thread's key in its URL: a phone number's digits (`phoneDigits`), 10 to 15 of them. */
export const threadPhoneSchema = z.string().regex(/^\d{10,15}$/);

/** The lead page's "Text the customer" form: the same reply, with the form's intent. */
export const leadTextSchema = replySchema.extend({ intent: z.literal("text") });

/** The message a refused text gets, on the thread and on the lead's page alike. */
export function refusalMessage(reason: "opted-out" | "not-a-phone" | "no-consent"): string {
  return reason === "opted-out" ? INBOX_MESSAGES.optedOut : reason === "no-consent" ? INBOX_MESSAGES.noConsent : INBOX_MESSAGES.notAPhone;
}
