import { SparklesIcon } from "lucide-react";
import { card } from "~/components/admin/lead/lead-parts";
import { SIZE_LABELS, SOURCE_LABELS, URGENCY_LABELS, VERDICT_LABELS, type Triage, type TriageDetails } from "~/ai/triage";

/** A lead's triage as its page shows it (app/ai/triage.server.ts's, with its time in words). */
export type TriageCardView = (Omit<Triage, "details"> & { details: TriageDetails | null; at: string }) | "pending" | null;

/**
 * The lead page's triage (decision 091): what the built-in rules or the model think of the
 * request, and who said it. Advice only: it changes nothing on the lead. The customer's own words
 * stay in the Request card, as they wrote them.
 */
export function TriageCard({ triage }: { triage: TriageCardView }) {
  return (
    <section aria-labelledby="triage-heading" className={card}>
      <h2 id="triage-heading" className="flex items-center gap-2 font-bold text-slate-900">
        <SparklesIcon className="size-4 text-brand-600" aria-hidden="true" />
        Triage
      </h2>
      {triage === null ? (
        <p className="text-sm text-slate-700">This request came in before the triage existed.</p>
      ) : triage === "pending" ? (
        <p className="text-sm text-slate-700">Being triaged: refresh in a few seconds.</p>
      ) : (
        <>
          <p className="flex flex-wrap gap-2 text-sm">
            <b className={triage.verdict === "likely-spam" ? "rounded bg-red-100 px-2 text-red-900" : "rounded bg-green-100 px-2 text-green-900"}>{VERDICT_LABELS[triage.verdict]}</b>
            <b className={triage.urgency === "urgent" ? "rounded bg-amber-100 px-2 text-amber-900" : "rounded bg-slate-100 px-2 text-slate-800"}>{URGENCY_LABELS[triage.urgency]}</b>
            <b className="rounded bg-slate-100 px-2 text-slate-800">{SIZE_LABELS[triage.size]}</b>
            {triage.outOfArea ? <b className="rounded bg-amber-100 px-2 text-amber-900">ZIP outside the areas served</b> : null}
          </p>
          {triage.details ? (
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="font-medium text-slate-700">Why</dt>
                <dd>
                  <ul className="list-disc pl-5">
                    {triage.details.reasons.map((reason) => (
                      <li key={reason} className="break-words">{reason}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              {triage.details.urgencyReason ? (
                <div>
                  <dt className="font-medium text-slate-700">Urgency</dt>
                  <dd className="break-words">{triage.details.urgencyReason}</dd>
                </div>
              ) : null}
              <div>
                <dt className="font-medium text-slate-700">Price-book items</dt>
                <dd>{triage.details.priceItems.length ? triage.details.priceItems.map((item) => item.name).join(", ") : "None matched"}</dd>
              </div>
              {triage.details.questions.length ? (
                <div>
                  <dt className="font-medium text-slate-700">Ask the customer</dt>
                  <dd>
                    <ul className="list-disc pl-5">
                      {triage.details.questions.map((question) => (
                        <li key={question} className="break-words">{question}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <p className="text-xs text-slate-600">
            By {SOURCE_LABELS[triage.source]}, {triage.at}. Advice only: it never rejects or prioritises a request.
            {triage.note ? ` ${triage.note}` : ""}
          </p>
        </>
      )}
    </section>
  );
}
