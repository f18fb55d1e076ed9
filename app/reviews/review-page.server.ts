import { data, type RouterContextProvider } from "react-router";
import { clientIpContext } from "~/context";
import { FORM_MESSAGES } from "~/forms/fields";
import { FormRefusedError, readFormData } from "~/forms/form-data.server";
import { clientFingerprint, hitRateLimit, rateLimitReached } from "~/security/rate-limit.server";
import { withProofKey } from "~/leads/proof/proof";
import { proveCustomer } from "~/leads/proof/prove.server";
import { logger } from "~/utils/logger.server";
import { localePath, requestLang } from "~/utils/i18n";
import { redirectWithToast } from "~/utils/toast.server";
import { REVIEW_MESSAGES, reviewSchema, validateReview, type ReviewFailure } from "./review-schema";
import { saveReview } from "./reviews.server";

/** Reviews sent per client and window: a customer who corrects theirs a few times, not a flood. */
export const REVIEW_RATE_LIMIT = { limit: 10, windowSeconds: 3600 } as const;

export const REVIEW_TOASTS = {
  sent: { title: "Thank you for your review", description: "Our office reads every review and publishes it, whatever its rating." },
  failed: "Your review could not be saved. Please try again in a moment.",
} as const;

type ActionArgs = { request: Request; params: { requestId?: string }; context: Readonly<RouterContextProvider> };

/**
 * The review form's POST (/status/:id/review): counted per client before the body is read,
 * checked by the one schema (values kept on error), proven to come from the customer (decision
 * 074), saved with the staff's alert, then
 * post/redirect/get to the same page with a toast.
 */
export async function reviewAction({ request, params, context }: ActionArgs) {
  const id = (params.requestId ?? "").trim();
  const refused = (status: number, message: string) =>
    data<ReviewFailure>({ review: { status: "error", error: { "": [message] } } }, { status });
  const key = `review:${clientFingerprint(context.get(clientIpContext))}`;
  try {
    const { allowed } = await rateLimitReached(key, REVIEW_RATE_LIMIT.limit, REVIEW_RATE_LIMIT.windowSeconds);
    if (!allowed) return refused(429, FORM_MESSAGES.tooManyRequests);
  } catch (error) {
    logger.error({ err: error }, "review page: checking the rate limit failed");
    return refused(503, REVIEW_TOASTS.failed);
  }
  let form: FormData;
  try {
    form = await readFormData(request, reviewSchema);
  } catch (error) {
    if (error instanceof FormRefusedError) return refused(error.status, FORM_MESSAGES.notAForm);
    throw error;
  }
  const submission = validateReview(form);
  if (submission.status !== "success") return data<ReviewFailure>({ review: submission.reply() }, { status: 400 });
  try {
    const verdict = await hitRateLimit(key, REVIEW_RATE_LIMIT.limit, REVIEW_RATE_LIMIT.windowSeconds);
    if (!verdict.allowed) return data<ReviewFailure>({ review: submission.reply({ formErrors: [FORM_MESSAGES.tooManyRequests] }) }, { status: 429 });
    const proof = await proveCustomer(id, "review", submission.value, context.get(clientIpContext));
    if (!proof.ok) return data<ReviewFailure>({ review: submission.reply({ fieldErrors: { digits: [proof.message] } }) }, { status: proof.status });
    const saved = await saveReview(id, submission.value);
    if (!saved.ok) {
      const [status, message] =
        saved.reason === "not_found" ? [404, "We couldn't find this request."] : saved.reason === "not_completed" ? [409, REVIEW_MESSAGES.notCompleted] : [409, REVIEW_MESSAGES.editClosed];
      return data<ReviewFailure>({ review: submission.reply({ formErrors: [message] }) }, { status });
    }
    logger.info({ leadId: id, edited: saved.edited }, "customer review saved");
  } catch (error) {
    logger.error({ err: error }, "review page: saving the review failed");
    return data<ReviewFailure>({ review: submission.reply({ formErrors: [REVIEW_TOASTS.failed] }) }, { status: 503 });
  }
  return redirectWithToast(withProofKey(localePath(requestLang(request), `/status/${id}/review`), submission.value.key), { type: "success", ...REVIEW_TOASTS.sent });
}
