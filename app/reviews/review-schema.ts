import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { REVIEW_HIDE_REASONS, type ReviewHideReason } from "~/db/review-values";
import { MARKUP, z } from "~/utils/zod";
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


/** Characters nobody sees: zero-width and format characters (joiners, soft hyphen, BOM…) and the blank fillers. */
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0]/gu;
/** Full stops that read as a dot in an address and that NFKC leaves apart (ideographic, Arabic, Syriac). */
const LOOK_ALIKE_DOTS = /[\u3002\u06D4\u0701\u0702]/g;
/** A dot, colon or at sign spelled in brackets: [.], (dot), {punto}, [:], [at], (arroba). */
const BRACKETED = /[[({]\s*(\.|dot|punto|:|at|arroba)\s*[\])}]/giu;
const BRACKETED_AS: Record<string, string> = { ".": ".", dot: ".", punto: ".", ":": ":", at: "@", arroba: "@" };
/** Endings that are no word of English or Spanish prose: after "dot" or "punto" they make an address ("evil dot com"). */
const SPELLED_DOT = /\s+(?:dot|punto)\s+(?=(?:com|net|org|info|biz|io|ru|cn|uk|mx|xyz|online)(?![\p{L}\p{N}]))/giu;
/** The endings most addresses have: an address whatever their case or the spaces around their dot. */
const COMMON_TLDS = new Set(
  "com net org info biz io co ru su cn uk de fr es mx ca au eu us me tv cc ws ly gg to xyz top site online shop store app dev club live pro vip link click icu gov edu".split(" "),
);

/** hxxp:, http :, or any scheme with "//" (started only where no scheme character comes before it: one pass, not one per letter). */
const SCHEME = /\b(?:h(?:tt|xx)ps?|ftp)\s*:|(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\//i;
const WWW = /\bwww\s*\./i;
const EMAIL = /[\p{L}\p{N}._%+-]\s*@\s*[\p{L}\p{N}-]+\s*\.\s*\p{L}{2,}/u;
/**
 * A name, a dot (spaces around it or not) and an ending of two letters or more: what may be an
 * address. The ending is looked ahead at, not taken, so it can be the next match's name
 * ("Great work. evil-refunds.com": "work. evil" is prose, "evil-refunds.com" is not).
 */
const DOMAIN = /(?<![\p{L}\p{N}-])([\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)(\s*)\.(?=(\s*)(\p{L}{2,})(?![\p{L}\p{N}]))/gu;

/**
 * The text as a reader reads it (issue 39 §11): compatibility forms folded (full-width letters
 * and dots, NFKC), invisible characters removed, look-alike and spelled-out dots made dots.
 */
function asRead(value: string): string {
  return value
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(LOOK_ALIKE_DOTS, ".")
    .replace(BRACKETED, (_, sign: string) => BRACKETED_AS[sign.toLowerCase()] ?? sign)
    .replace(SPELLED_DOT, ".");
}

/**
 * Whether `name.ending` reads as an address rather than prose. Written together, any ending of two
 * letters in lower case does (evil-refunds.ru), a capitalised one only when it is a common ending
 * (evil.Com; not a sentence that lost its space, "job.Fast", nor "EE.UU."), and a one-letter name
 * only with a common ending (x.com; not "p.ej."). With a space before the dot, or after it in
 * lower case, only a common ending does ("evil-refunds . com"; not "Great job. Fast").
 */
function readsAsDomain(name: string, before: string, after: string, ending: string): boolean {
  const common = COMMON_TLDS.has(ending.toLowerCase());
  const lower = ending === ending.toLowerCase();
  if (before || after) return common && (before !== "" || lower);
  if (name.length === 1) return common;
  return lower || common;
}

/** A link, a web or e-mail address in any spelling, or markup: a review is plain words about the job. */
export function hasMarkup(value: string): boolean {
  if (MARKUP.test(value)) return true;
  const read = asRead(value);
  if (SCHEME.test(read) || WWW.test(read) || EMAIL.test(read)) return true;
  for (const [, name = "", before = "", after = "", ending = ""] of read.matchAll(DOMAIN)) {
    if (readsAsDomain(name, before, after, ending)) return true;
  }
  return false;
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
