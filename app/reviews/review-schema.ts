import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { REVIEW_HIDE_REASONS, type ReviewHideReason } from "~/db/review-values";
import { z } from "~/utils/zod";
import { proofShape, requireProof } from "~/leads/proof/proof-schema";

export { REVIEW_HIDE_REASONS, REVIEW_STATUSES, type ReviewHideReason, type ReviewStatus } from "~/db/review-values";

export const REVIEW_TEXT = { min: 20, max: 1_000 } as const;

/** How long after writing it the customer may still change their review. */
export const REVIEW_EDIT_DAYS = 30;

export const REVIEW_MESSAGES = {
  stars: "Please choose from 1 to 5 stars",
  textShort: `Please write at least ${REVIEW_TEXT.min} characters about the job`,
  textLong: `Please keep your review under ${REVIEW_TEXT.max.toLocaleString("en-US")} characters`,
  markup: "Please write plain text: no links, web addresses, e-mail addresses or HTML",
  firstName: "Please enter the first name to show with your review",
  city: "Please enter the city to show with your review",
  consent: "Please agree to the publication of your review, or leave the page without sending it",
  notCompleted: "Only a completed request can be reviewed. We'll invite you once the job is done.",
  editClosed: `A review can be changed for ${REVIEW_EDIT_DAYS} days after it was written. Call us if something needs changing.`,
} as const;

/** A link, a web or e-mail address, or markup: a review is plain words about the job. */
const MARKUP = /<[a-z!/?]|&[a-z#0-9]+;|\[[^\]]*\]\(|(?:https?|ftp):|\bwww\.|\b[\w.+-]+@[\w-]+\.[a-z]{2,}|\b[a-z0-9-]+\.(?:com|net|org|io|co|us|info|biz|ly|me|app|xyz|site|online|shop)\b/i;

export function hasMarkup(value: string): boolean {
  return MARKUP.test(value);
}

const plain = (schema: z.ZodString) => schema.refine((value) => !hasMarkup(value), REVIEW_MESSAGES.markup);

/** The customer's review form (/status/:id/review). */
export const reviewSchema = z.object({
  stars: z.coerce
    .number({ error: REVIEW_MESSAGES.stars })
    .int(REVIEW_MESSAGES.stars)
    .min(1, REVIEW_MESSAGES.stars)
    .max(5, REVIEW_MESSAGES.stars),
  text: plain(
    z
      .string({ error: REVIEW_MESSAGES.textShort })
      .trim()
      .min(REVIEW_TEXT.min, REVIEW_MESSAGES.textShort)
      .max(REVIEW_TEXT.max, REVIEW_MESSAGES.textLong),
  ),
  firstName: plain(z.string({ error: REVIEW_MESSAGES.firstName }).trim().min(1, REVIEW_MESSAGES.firstName).max(40, REVIEW_MESSAGES.firstName)),
  city: plain(z.string({ error: REVIEW_MESSAGES.city }).trim().min(1, REVIEW_MESSAGES.city).max(60, REVIEW_MESSAGES.city)),
  consent: z.literal("on", { error: REVIEW_MESSAGES.consent }),
  /** Writing or replacing a review needs the customer's proof (decision 074). */
  ...proofShape,
}).superRefine(requireProof);

export type ReviewValues = z.infer<typeof reviewSchema>;

export function validateReview(formData: FormData) {
  return parseWithZod(formData, { schema: reviewSchema });
}

/** The review action's answer when it does not redirect: the messages and the typed values. */
export type ReviewFailure = { review: SubmissionResult<string[]> };

/** The words the office picks a hiding reason from. */
export const HIDE_REASON_LABELS: Record<ReviewHideReason, string> = {
  "personal-data": "Personal data",
  abuse: "Abuse",
  "off-topic": "Off-topic",
  "not-about-the-job": "Not about the job",
};

export const REPLY_MAX = 1_000;

/** The Reviews tab's forms: publish, hide with a content reason, the owner's reply. */
export const publishReviewSchema = z.object({ intent: z.literal("publish"), reviewId: z.uuid() });
export const hideReviewSchema = z.object({
  intent: z.literal("hide"),
  reviewId: z.uuid(),
  reason: z.enum(REVIEW_HIDE_REASONS, { error: "Choose why the review is hidden: personal data, abuse, off-topic or not about the job" }),
});
export const replyReviewSchema = z.object({
  intent: z.literal("reply"),
  reviewId: z.uuid(),
  reply: plain(z.string().trim().max(REPLY_MAX, `Please keep the reply under ${REPLY_MAX.toLocaleString("en-US")} characters`)),
});
export const REVIEW_ADMIN_SCHEMAS = [publishReviewSchema, hideReviewSchema, replyReviewSchema] as const;
export const reviewAdminSchema = z.discriminatedUnion("intent", [publishReviewSchema, hideReviewSchema, replyReviewSchema]);
