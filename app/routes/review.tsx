import { ArrowLeft, CheckCircle2, ExternalLink } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/review";
import { buttonClass } from "~/components/button-styles";
import { ReviewForm } from "~/components/review-form";
import { withoutBookingBar } from "~/components/mobile-cta-bar";
import { staticPageHandle } from "~/components/static-page";
import { company } from "~/content/site";
import { formatLongDate } from "~/utils/dates";
import { loadReviewPage } from "~/reviews/reviews.server";
import { reviewAction } from "~/reviews/review-page.server";
import { REVIEW_MESSAGES } from "~/reviews/review-schema";

/** Like the status page: anyone with the link can open it, so it stays out of search engines and shared caches. */
export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

/** Not hydrated (decision 025): the form is a plain POST, a toast is server-rendered HTML. */
export const handle = { ...staticPageHandle, ...withoutBookingBar };

export const meta: Route.MetaFunction = () => [
  { title: `Review Your Job | ${company.name}` },
  { name: "description", content: `Tell other homeowners how your ${company.name} job went.` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadReviewPage(params.requestId);
  if (!page.found) return data(page, { status: 404 });
  const { written, ...rest } = page;
  return { ...rest, written: written && { ...written, editableUntilLabel: formatLongDate(new Date(written.editableUntil)) } };
}

export async function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

const STATUS_WORDS = {
  waiting: "Our office will read it soon and publish it on our website, whatever its rating.",
  published: "It is published on our website.",
  hidden: "Our office did not publish it, for its content (never for its rating). Call us if you'd like to talk about it.",
} as const;

export default function Review({ loaderData, params }: Route.ComponentProps) {
  const statusPath = `/status/${params.requestId}`;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white pb-20 pt-24 md:pt-32">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Your review</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">How did we do?</h1>
        {!loaderData.found ? (
          <p className="mt-6 text-lg text-slate-700">We couldn't find this request. Please use the link from your e-mail.</p>
        ) : !loaderData.completed ? (
          <p className="mt-6 text-lg text-slate-700">{REVIEW_MESSAGES.notCompleted}</p>
        ) : (
          <>
            <p className="mt-3 text-lg text-slate-700">
              {loaderData.service} job{loaderData.reference ? ` (ref. ${loaderData.reference})` : ""}. Every customer is asked the
              same way, and every review about the job is published, whatever its rating.
            </p>
            {loaderData.written ? (
              <div role="status" className="mt-8 rounded-xl border border-green-200 bg-green-50 p-6 text-slate-800">
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
                  Thank you: we have your review ({loaderData.written.stars} out of 5 stars).
                </p>
                <p className="mt-2 text-sm">{STATUS_WORDS[loaderData.written.status]}</p>
                {loaderData.editable ? (
                  <p className="mt-2 text-sm">You can change it below until {loaderData.written.editableUntilLabel}.</p>
                ) : (
                  <p className="mt-2 text-sm">{REVIEW_MESSAGES.editClosed}</p>
                )}
                {loaderData.googleReviewUrl ? (
                  <p className="mt-4 text-sm">
                    You may also post your review on our Google profile:{" "}
                    <a
                      href={loaderData.googleReviewUrl}
                      rel="noopener"
                      className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600"
                    >
                      Review {company.name} on Google
                      <ExternalLink aria-hidden="true" className="size-4" />
                    </a>
                  </p>
                ) : null}
              </div>
            ) : null}
            {loaderData.editable ? (
              <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                <ReviewForm start={loaderData.values} action={`${statusPath}/review`} editing={Boolean(loaderData.written)} />
              </div>
            ) : null}
          </>
        )}
        <a href={statusPath} className={buttonClass({ variant: "outline", size: "lg", className: "mt-10" })}>
          <ArrowLeft aria-hidden="true" />
          Back to your request
        </a>
      </div>
    </section>
  );
}
