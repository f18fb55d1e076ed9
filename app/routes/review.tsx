import { ArrowLeft, CheckCircle2, ExternalLink } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/review";
import { buttonClass } from "~/components/button-styles";
import { ReviewForm } from "~/components/review-form";
import { customerFormPageMeta, customerPageHandle, customerPageHeaders } from "~/components/status/customer-page";
import { company } from "~/content/site";
import { formatLongDate } from "~/utils/dates";
import { loadReviewPage } from "~/reviews/reviews.server";
import { reviewAction } from "~/reviews/review-page.server";
import { customerLinkKeyOf } from "~/leads/proof/customer-link.server";
import { withProofKey } from "~/leads/proof/proof";
import { REVIEW_MESSAGES } from "~/reviews/review-schema";
import { useLocalePath, useMessage, useT } from "~/components/i18n";
import { requestLang } from "~/utils/i18n";

export function headers() {
  return customerPageHeaders;
}

/** Not hydrated (decision 025): the form is a plain POST, a toast is server-rendered HTML. */
export const handle = customerPageHandle;

export const meta: Route.MetaFunction = customerFormPageMeta("review");

export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const page = await loadReviewPage(params.requestId, new Date(), lang);
  if (!page.found) return data(page, { status: 404 });
  const { written, ...rest } = page;
  // The key of the customer's own link (decision 074): the review needs no digits then.
  const proofKey = customerLinkKeyOf(request, params.requestId, "review");
  return { ...rest, proofKey, written: written && { ...written, editableUntilLabel: formatLongDate(new Date(written.editableUntil), lang) } };
}

export async function action(args: Route.ActionArgs) {
  return reviewAction(args);
}

export default function Review({ loaderData, params }: Route.ComponentProps) {
  const t = useT("forms");
  const message = useMessage();
  const statusPath = useLocalePath()(`/status/${params.requestId}`);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white pb-20 pt-24 md:pt-32">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t("review.eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t("review.title")}</h1>
        {!loaderData.found ? (
          <p className="mt-6 text-lg text-slate-700">{t("review.notFound")}</p>
        ) : !loaderData.completed ? (
          <p className="mt-6 text-lg text-slate-700">{message(REVIEW_MESSAGES.notCompleted)}</p>
        ) : (
          <>
            <p className="mt-3 text-lg text-slate-700">
              {t("review.intro", {
                service: loaderData.service,
                reference: loaderData.reference ? t("review.reference", { reference: loaderData.reference }) : "",
              })}
            </p>
            {loaderData.written ? (
              <div role="status" className="mt-8 rounded-xl border border-green-200 bg-green-50 p-6 text-slate-800">
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
                  {t("review.thanks", { stars: loaderData.written.stars })}
                </p>
                <p className="mt-2 text-sm">{t(`review.${loaderData.written.status}`)}</p>
                {loaderData.editable ? (
                  <p className="mt-2 text-sm">{t("review.editUntil", { until: loaderData.written.editableUntilLabel })}</p>
                ) : (
                  <p className="mt-2 text-sm">{message(REVIEW_MESSAGES.editClosed)}</p>
                )}
                {loaderData.googleReviewUrl ? (
                  <p className="mt-4 text-sm">
                    {t("review.google")}{" "}
                    <a
                      href={loaderData.googleReviewUrl}
                      rel="noopener"
                      className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600"
                    >
                      {t("review.googleLink", { company: company.name })}
                      <ExternalLink aria-hidden="true" className="size-4" />
                    </a>
                  </p>
                ) : null}
              </div>
            ) : null}
            {loaderData.editable ? (
              <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
                <ReviewForm
                  start={loaderData.values}
                  action={withProofKey(`${statusPath}/review`, loaderData.proofKey)}
                  editing={Boolean(loaderData.written)}
                  proofKey={loaderData.proofKey}
                />
              </div>
            ) : null}
          </>
        )}
        <a href={statusPath} className={buttonClass({ variant: "outline", size: "lg", className: "mt-10" })}>
          <ArrowLeft aria-hidden="true" />
          {t("review.back")}
        </a>
      </div>
    </section>
  );
}
