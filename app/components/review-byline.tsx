import type { PublicReview } from "~/reviews/public";
import { CheckCircleIcon } from "./icons";
import { serviceLabel } from "~/content/site";
import { formatMonth } from "~/utils/dates";
import { useLang, useT } from "./i18n";

/** Who left a review (the name and city they chose), the job and its month, and that the review is tied to a completed request. */
export function ReviewByline({ review }: { review: PublicReview }) {
  const t = useT("common");
  const lang = useLang();
  return (
    <>
      <span className="block font-semibold text-slate-900">
        {review.firstName}, {review.city}
      </span>
      <span className="block text-sm text-slate-600">
        {review.service ? `${serviceLabel(review.service, lang)}, ` : null}
        <time dateTime={review.jobMonthIso}>{formatMonth(`${review.jobMonthIso}-01`, lang)}</time>
      </span>
      <span className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
        <CheckCircleIcon className="size-4" />
        {t("review.verified")}
      </span>
    </>
  );
}

/** The owner's public reply under a review. */
export function ReviewReply({ reply, by }: { reply: string | null; by: string }) {
  const t = useT("common");
  if (!reply) return null;
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">{t("review.replyFrom", { name: by })}</p>
      <p className="mt-1 whitespace-pre-line">{reply}</p>
    </div>
  );
}
