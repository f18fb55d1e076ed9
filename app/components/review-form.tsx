import { useActionData } from "react-router";
import { Field, FieldControl, FieldMessages, FormAlert, RequiredMark, TextField } from "~/components/form-field";
import { buttonClass, cx, fieldClass, labelClass } from "~/components/button-styles";
import { company } from "~/content/site";
import { CustomerProofField } from "~/components/status/customer-proof-field";
import { REVIEW_TEXT, type ReviewFailure } from "~/reviews/review-schema";
import { useT } from "./i18n";
import { StarIcon } from "./icons";

export type ReviewFormStart = { stars?: number; text: string; firstName: string; city: string };

const STAR_CHOICES = [1, 2, 3, 4, 5] as const;

/**
 * The customer's review of a completed job: 1 to 5 stars, their words, the first name and city
 * to show, their consent to publish, and their proof (decision 074). A plain POST (the status pages are not hydrated,
 * decision 025); a refused form comes back with its messages and every value as typed.
 */
export function ReviewForm({ start, action, editing, proofKey }: { start: ReviewFormStart; action: string; editing: boolean; proofKey: string | null }) {
  const failure = useActionData<ReviewFailure>()?.review;
  const t = useT("forms");
  const typed = failure?.initialValue as Record<string, string | undefined> | undefined;
  const values = typed
    ? { stars: Number(typed.stars) || undefined, text: typed.text ?? "", firstName: typed.firstName ?? "", city: typed.city ?? "", consent: typed.consent === "on" }
    : { ...start, consent: editing };
  const formErrors = failure?.error?.[""] ?? undefined;
  const fieldErrors = (name: string) => failure?.error?.[name] ?? undefined;
  /** A one-line field's id, name, value and messages. */
  const line = (name: "firstName" | "city", id: string) => ({ id, name, defaultValue: values[name], errors: fieldErrors(name), required: true });
  return (
    <form method="post" action={action} data-busy-label={t("review.busy")} className="grid gap-6" aria-describedby={formErrors ? "review-error" : undefined}>
      <FormAlert id="review-error" errors={formErrors} />
      <fieldset aria-describedby={fieldErrors("stars") ? "review-stars-error" : undefined}>
        <legend className={labelClass}>
          {t("review.rating")}
          <RequiredMark />
        </legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {STAR_CHOICES.map((stars) => (
            <label
              key={stars}
              className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input type="radio" name="stars" value={stars} required defaultChecked={values.stars === stars} className="sr-only" />
              <StarIcon className="size-5" />
              {stars === 1 ? t("review.star", { count: stars }) : t("review.stars", { count: stars })}
            </label>
          ))}
        </div>
        <div className="mt-2">
          <FieldMessages id="review-stars-error" errors={fieldErrors("stars")} />
        </div>
      </fieldset>
      <Field id="review-text" label={t("review.text")} required errors={fieldErrors("text")} hint={t("review.textHint", { min: REVIEW_TEXT.min, max: REVIEW_TEXT.max.toLocaleString("en-US") })}>
        <FieldControl>
          <textarea name="text" required maxLength={REVIEW_TEXT.max} rows={6} defaultValue={values.text} className={cx(fieldClass, "min-h-36 py-2")} />
        </FieldControl>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...line("firstName", "review-first-name")} type="text" label={t("review.firstName")} maxLength={40} autoComplete="given-name" />
        <TextField {...line("city", "review-city")} type="text" label={t("review.city")} maxLength={60} autoComplete="address-level2" />
      </div>
      <div className="grid gap-2">
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="consent"
            required
            defaultChecked={values.consent}
            aria-describedby={fieldErrors("consent") ? "review-consent-error" : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span>
            {t("review.consent", { company: company.name })}
            <RequiredMark />
          </span>
        </label>
        <FieldMessages id="review-consent-error" errors={fieldErrors("consent")} />
      </div>
      <CustomerProofField idPrefix="review" proofKey={proofKey} errors={fieldErrors("digits")} />
      <div>
        <button type="submit" className={buttonClass({ variant: "default", size: "lg", className: "w-full sm:w-auto" })}>
          {editing ? t("review.save") : t("review.send")}
        </button>
      </div>
    </form>
  );
}
