import type { ShownReview } from "~/utils/reviews";

/** Who left a review, where they live, when and where it was left. */
export function ReviewByline({ review }: { review: ShownReview }) {
  return (
    <>
      <span className="block font-semibold text-slate-900">{review.firstName}</span>
      <span className="block text-sm text-slate-600">
        {review.city} · {review.source} review,{" "}
        <time dateTime={review.date}>{review.dateLabel}</time>
      </span>
    </>
  );
}
