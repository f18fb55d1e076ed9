import { useBusiness } from "~/components/business";
import type * as React from "react";
import { CalendarCheck, CalendarPlus, CheckCircle2, Phone } from "lucide-react";
import { useActionData } from "react-router";
import { buttonClass, cx, fieldClass } from "~/components/button-styles";
import { Field, FieldControl, FormAlert } from "~/components/form-field";
import { WindowChoice } from "~/components/booking/window-choice";
import { CustomerProofField } from "~/components/status/customer-proof-field";
import { withProofKey } from "~/leads/proof/proof";
import type { WindowDay } from "~/schedule/windows";

import { useLocalePath, useMessage, useT } from "~/components/i18n";
import {
  CANCEL_REASON_MAX,
  VISIT_INTENTS,
  type VisitChangeFailure,
  type VisitIntent,
  type VisitSectionView,
} from "~/schedule/visit-changes";

/** A visit form's refusal on a page without the visit section (a request with no visit to change). */
export function VisitRefusal({ className }: { className?: string }) {
  const failure = useActionData<Partial<VisitChangeFailure>>()?.visitChange;
  return failure ? <FormAlert id="visit-error" errors={[failure.message]} className={className} /> : null;
}

/**
 * The status page's visit section (decision 067): the visit, and until the cut-off three plain
 * POST forms (the page is not hydrated, decision 025): confirm it (a visit the office confirmed
 * only, decision 078), move it to an open window, cancel it; each asks for the customer's proof
 * (decision 074). After the
 * cut-off, the office's number. A cancelled visit: what happened, and 'Book again'.
 */
export function VisitChanges({ view, proofKey }: { view: VisitSectionView; proofKey?: string | null }) {
  const business = useBusiness();
  const failure = useActionData<Partial<VisitChangeFailure>>()?.visitChange;
  const t = useT("forms");
  const localePath = useLocalePath();
  const words = useMessage();
  if (view.cancelled)
    return (
      <CancelledVisit
        visit={view.cancelled.visit}
        bookAgain={view.cancelled.bookAgain}
      />
    );
  const visit = view.visit;
  if (!visit) return null;
  const action = withProofKey(localePath(`/status/${view.leadId}?visit`), proofKey);
  const failed = (intent: VisitIntent) =>
    failure &&
    (failure.intent === intent ||
      (failure.intent === null && intent === VISIT_INTENTS.confirm))
      ? failure
      : undefined;
  // Only a visit the office confirmed is the customer's to confirm (decision 078).
  const confirmShown = Boolean(visit.changeUntil) && !visit.confirmedLabel && visit.state === "confirmed";
  // A refusal of a form the section does not show (a stale page's confirm) is said at its top.
  const unshown = failed(VISIT_INTENTS.confirm) && !confirmShown ? failure : undefined;
  return (
    <section
      id="visit"
      aria-labelledby="visit-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="visit-title"
        className="flex items-center gap-2 text-xl font-bold text-slate-900"
      >
        <CalendarCheck aria-hidden="true" className="size-5 text-brand-700" />
        {t("visit.title")}
      </h2>
      <p className="mt-3 text-lg font-semibold text-slate-900">{visit.label}</p>
      <p className="mt-1 text-sm text-slate-700">
        {visit.state === "confirmed"
          ? t("visit.confirmed")
          : t("visit.asked")}
      </p>
      {unshown ? <FormAlert id="visit-error" errors={[unshown.message]} className="mt-3" /> : null}
      {visit.confirmedLabel ? (
        <p className="mt-3 flex items-start gap-2 text-sm font-medium text-green-800">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("visit.youConfirmed", { when: visit.confirmedLabel })}
        </p>
      ) : null}
      {visit.changeUntil ? (
        <>
          <p className="mt-3 text-sm text-slate-700">
            {t(visit.state === "confirmed" ? "visit.until" : "visit.untilRequested", { until: visit.changeUntil })}
          </p>
          {confirmShown ? (
            <VisitForm
              action={action}
              proofKey={proofKey}
              intent={VISIT_INTENTS.confirm}
              busyLabel={t("visit.confirmBusy")}
              label={t("visit.confirmLabel")}
              failure={failed(VISIT_INTENTS.confirm) ? failure : undefined}
              submit={t("visit.confirmSubmit")}
              className="mt-5 grid gap-4 sm:max-w-md"
            />
          ) : null}
          <FoldedVisitForm
            summary={t("visit.move")}
            action={action}
            proofKey={proofKey}
            intent={VISIT_INTENTS.reschedule}
            busyLabel={t("visit.moveBusy")}
            label={t("visit.moveLabel")}
            failure={failed(VISIT_INTENTS.reschedule)}
            submit={t("visit.moveSubmit")}
            className="mt-5"
          >
            <SlotChoices days={visit.days} chosen={failed(VISIT_INTENTS.reschedule)?.slot} />
          </FoldedVisitForm>
          <FoldedVisitForm
            summary={t("visit.cancel")}
            action={action}
            proofKey={proofKey}
            intent={VISIT_INTENTS.cancel}
            busyLabel={t("visit.cancelBusy")}
            label={t("visit.cancelLabel")}
            failure={failed(VISIT_INTENTS.cancel)}
            submit={t("visit.cancelSubmit")}
            destructive
            className="mt-3"
          >
            <Field id="visit-cancel-reason" label={t("visit.reason")} hint={t("visit.reasonHint")}>
              <FieldControl>
                <textarea
                  name="reason"
                  rows={3}
                  maxLength={CANCEL_REASON_MAX}
                  defaultValue={failed(VISIT_INTENTS.cancel)?.reason}
                  className={cx(fieldClass, "min-h-24")}
                />
              </FieldControl>
            </Field>
          </FoldedVisitForm>
        </>
      ) : (
        <p className="mt-4 text-slate-800">
          {t("visit.callToChange")}{" "}
          <a
            href={`tel:${business.contact.phoneE164}`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {business.contact.phone}
          </a>{" "}
          ({words(business.contact.hours.label)}).
        </p>
      )}
    </section>
  );
}

type VisitFormProps = {
  action: string;
  proofKey: string | null | undefined;
  intent: VisitIntent;
  busyLabel: string;
  label: string;
  /** The refusal, when this form's last post was refused. */
  failure: { message: string } | undefined;
  submit: string;
  destructive?: boolean;
  className?: string;
  children?: React.ReactNode;
};

/**
 * One of the visit's three forms: a plain POST with its intent, the refusal's message, its own
 * fields (the children), the customer's proof (one field per form: each form is sent on its own),
 * and its button.
 */
function VisitForm({
  action,
  intent,
  busyLabel,
  label,
  failure,
  submit,
  destructive,
  proofKey,
  className = "grid gap-5 px-4 pb-4 pt-2",
  children,
}: VisitFormProps) {
  return (
    <form method="post" action={action} data-busy-label={busyLabel} aria-label={label} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert id={`${intent}-error`} errors={failure ? [failure.message] : undefined} />
      {children}
      <CustomerProofField idPrefix={intent} proofKey={proofKey} refusedBy={failure ? `${intent}-error` : undefined} />
      <div>
        <button
          type="submit"
          className={buttonClass({ ...(destructive ? { variant: "destructive" as const } : {}), className: "w-full sm:w-auto" })}
        >
          {submit}
        </button>
      </div>
    </form>
  );
}

/** A visit form folded under its summary, open when its last post was refused. */
function FoldedVisitForm({ summary, className, ...form }: VisitFormProps & { summary: string }) {
  return (
    <details open={Boolean(form.failure)} className={cx(className, "rounded-lg border border-slate-200")}>
      <summary className="cursor-pointer rounded-lg px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50">{summary}</summary>
      <VisitForm {...form} />
    </details>
  );
}

/** The open windows of the next days: the one window choice (decision 055), the visit's own and full ones shown but not choosable. */
function SlotChoices({ days, chosen }: { days: WindowDay[]; chosen?: string }) {
  const business = useBusiness();
  const t = useT("forms");
  if (days.length === 0) return <p className="text-sm text-slate-700">{t("visit.noSlots", { phone: business.contact.phone })}</p>;
  return (
    <WindowChoice
      id="visit-slot"
      name="slot"
      days={days}
      defaultValue={chosen}
      noneLabel={t("visit.chooseSlot")}
      required
      hint={t("visit.slotHint")}
    />
  );
}

/** A visit the customer cancelled: what happened, and 'Book again' with the same service. */
function CancelledVisit({
  visit,
  bookAgain,
}: {
  visit: string | null;
  bookAgain: string;
}) {
  const business = useBusiness();
  const t = useT("forms");
  return (
    <section
      id="visit"
      aria-labelledby="visit-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="visit-title" className="text-xl font-bold text-slate-900">
        {t("visit.cancelledTitle")}
      </h2>
      <p className="mt-2 text-slate-800">
        {visit ? t("visit.cancelledOf", { visit }) : t("visit.cancelledVisit")}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={bookAgain}
          className={buttonClass({ className: "w-full sm:w-auto" })}
        >
          <CalendarPlus aria-hidden="true" />
          {t("visit.bookAgain")}
        </a>
        <a
          href={`tel:${business.contact.phoneE164}`}
          className={buttonClass({
            variant: "outline",
            className: "w-full sm:w-auto",
          })}
        >
          <Phone aria-hidden="true" />
          {t("visit.call", { phone: business.contact.phone })}
        </a>
      </div>
    </section>
  );
}
