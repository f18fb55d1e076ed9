import { z } from "~/utils/zod";

export const REPLY_MAX = 1000;

export const INBOX_MESSAGES = {
  empty: "Write the reply.",
  tooLong: `A reply holds at most ${REPLY_MAX} characters.`,
  optedOut: "This number replied STOP: no text can be sent to it until the customer texts START.",
  notAPhone: "This number cannot receive texts (not a US phone number).",
  held: "Not sent: this number has had its texts for today (the daily cap). It goes no further.",
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
