import { parseWithZod } from "@conform-to/zod/v4";
import { MessageSquareQuoteIcon, StarIcon } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/reviews";
import { requireAdmin } from "~/auth/guards.server";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { readForm } from "~/forms/read-form.server";
import { HIDE_REASON_LABELS, REPLY_MAX, REVIEW_ADMIN_SCHEMAS, REVIEW_HIDE_REASONS, reviewAdminSchema, type ReviewStatus } from "~/reviews/review-schema";
import { hideReview, listReviews, publishReview, replyToReview } from "~/reviews/reviews.server";
import { formatMonth, formatNumericDate } from "~/utils/dates";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Reviews");

/** Every admin, checked here on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const { reviews, counts } = await listReviews();
  return {
    isSuperAdmin: admin.isSuperAdmin,
    counts,
    reviews: reviews.map((review) => ({
      ...review,
      jobMonth: formatMonth(review.jobDate),
      written: formatNumericDate(new Date(review.createdAt)),
    })),
  };
}

type ActionFailure = { reviewId?: string; errors: string[] };

/**
 * Publish (any rating), hide for a content reason (recorded), or the owner's reply (Super Admin
 * only). Every admin's loader and action is guarded on the server.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readForm(request, REVIEW_ADMIN_SCHEMAS);
  if (!read.ok) return data<ActionFailure>({ errors: read.response.data.result.error?.[""] ?? [] }, { status: read.response.init?.status ?? 400 });
  const submission = parseWithZod(read.form, { schema: reviewAdminSchema });
  const reviewId = String(read.form.get("reviewId") ?? "");
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flat().filter((message): message is string => Boolean(message));
    return data<ActionFailure>({ reviewId, errors }, { status: 400 });
  }
  const value = submission.value;
  if (value.intent === "reply" && !admin.isSuperAdmin) {
    return data<ActionFailure>({ reviewId, errors: ["Only the owner (a Super Admin) may reply to a review."] }, { status: 403 });
  }
  try {
    const done =
      value.intent === "publish"
        ? await publishReview(value.reviewId, admin.email)
        : value.intent === "hide"
          ? await hideReview(value.reviewId, value.reason, admin.email)
          : await replyToReview(value.reviewId, value.reply);
    if (!done) return data<ActionFailure>({ reviewId, errors: ["This review no longer exists."] }, { status: 404 });
  } catch (error) {
    logger.error({ err: error, reviewId }, "changing a review failed");
    return data<ActionFailure>({ reviewId, errors: ["An unexpected error occurred while updating the review."] }, { status: 500 });
  }
  const title =
    value.intent === "publish"
      ? "Review published. It shows on the website within a minute."
      : value.intent === "hide"
        ? `Review hidden (${HIDE_REASON_LABELS[value.reason]}). It leaves the website within a minute.`
        : value.reply
          ? "Reply saved."
          : "Reply removed.";
  return redirectWithToast("/admin/reviews", { type: "success", title });
}

const STATUS_BADGE: Record<ReviewStatus, { label: string; variant: "warning" | "success" | "secondary" }> = {
  waiting: { label: "Waiting", variant: "warning" },
  published: { label: "Published", variant: "success" },
  hidden: { label: "Hidden", variant: "secondary" },
};

type ReviewItem = Route.ComponentProps["loaderData"]["reviews"][number];

function ReviewCard({ review, isSuperAdmin, failure }: { review: ReviewItem; isSuperAdmin: boolean; failure?: ActionFailure }) {
  const badge = STATUS_BADGE[review.status];
  const errors = failure?.reviewId === review.id ? failure.errors : undefined;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={`review-${review.id}`}>
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={`review-${review.id}`} className="font-semibold text-slate-900">
          {review.firstName}, {review.city}
        </h3>
        <span className="inline-flex items-center gap-1 text-sm font-medium text-slate-800">
          <StarIcon aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
          {review.stars} out of 5
        </span>
        <Badge variant={badge.variant}>{badge.label}</Badge>
        {review.hiddenReason ? <span className="text-sm text-slate-700">Reason: {HIDE_REASON_LABELS[review.hiddenReason]}</span> : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {review.service}, {review.jobMonth} · written {review.written} ·{" "}
        <Link to={`/admin/leads/${review.leadId}`} className="font-medium text-brand-700 underline underline-offset-2">
          Request {review.reference ?? "without reference"}
        </Link>
        {review.moderatedBy ? ` · ${review.status === "hidden" ? "hidden" : "published"} by ${review.moderatedBy}` : null}
      </p>
      <blockquote className="mt-3 whitespace-pre-line text-slate-800">“{review.text}”</blockquote>
      {review.reply ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-semibold">Public reply:</span> {review.reply}
        </p>
      ) : null}
      {errors?.length ? (
        <div role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end gap-4">
        {review.status === "published" ? null : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="reviewId" value={review.id} />
            <Button type="submit" size="sm" aria-label={`Publish the review of ${review.firstName}, ${review.city}`}>
              Publish
            </Button>
          </Form>
        )}
        {review.status === "hidden" ? null : (
          <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="hide" />
            <input type="hidden" name="reviewId" value={review.id} />
            <div className="grid gap-1">
              <label htmlFor={`hide-reason-${review.id}`} className="text-sm font-medium text-slate-800">
                Hide for a content reason
              </label>
              <NativeSelect id={`hide-reason-${review.id}`} name="reason" required defaultValue="" className="h-9 w-56 text-sm">
                <option value="" disabled>
                  Choose a reason
                </option>
                {REVIEW_HIDE_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {HIDE_REASON_LABELS[reason]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" size="sm" variant="outline" aria-label={`Hide the review of ${review.firstName}, ${review.city}`}>
              Hide
            </Button>
          </Form>
        )}
      </div>
      {isSuperAdmin ? (
        <Form method="post" preventScrollReset className="mt-4 grid gap-2">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="reviewId" value={review.id} />
          <label htmlFor={`reply-${review.id}`} className="text-sm font-medium text-slate-800">
            Public reply (shown under the review; leave empty to remove it)
          </label>
          <textarea
            id={`reply-${review.id}`}
            name="reply"
            rows={2}
            maxLength={REPLY_MAX}
            defaultValue={review.reply ?? ""}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          />
          <div>
            <Button type="submit" size="sm" variant="secondary">
              Save reply
            </Button>
          </div>
        </Form>
      ) : null}
    </li>
  );
}

export default function ReviewsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, reviews, isSuperAdmin } = loaderData;
  return (
    <section aria-labelledby="reviews-heading" className="grid gap-6">
      <div>
        <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
          Reviews
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          Customers of completed requests write these from their review link. Publish every review about the job,
          whatever its rating; hide one only for its content (personal data, abuse, off-topic, not about the job).
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[
          ["Waiting", counts.waiting],
          ["Published", counts.published],
          ["Hidden", counts.hidden],
          ["Average of the published", counts.averagePublished === null ? "None yet" : `${counts.averagePublished.toFixed(1)} out of 5`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {actionData && !actionData.reviewId && actionData.errors.length ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          {actionData.errors.join(" ")}
        </div>
      ) : null}
      {reviews.length ? (
        <ul className="grid gap-4">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} isSuperAdmin={isSuperAdmin} failure={actionData} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
          <MessageSquareQuoteIcon className="size-10 text-brand-600" aria-hidden="true" />
          <p className="text-slate-700">No reviews yet. Every completed request's customer is invited to write one.</p>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Access Denied" unexpected="An error occurred while loading the reviews." />;
}
