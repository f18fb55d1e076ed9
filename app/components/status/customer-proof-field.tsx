import { CheckCircle2 } from "lucide-react";
import { cx, fieldClass } from "~/components/button-styles";
import { FormField } from "~/components/form-field";
import { useT } from "~/components/i18n";
import { PROOF_FIELDS } from "~/leads/proof/proof";

/**
 * The customer's proof in a form (decision 074), one field for every act: on a page opened from
 * the customer's own message, the link's key (hidden) and a line saying no digits are needed;
 * otherwise the last four digits of the phone number on the request, which no page shows. The
 * server says what is missing or wrong, in the page's language (no browser validation bubble).
 */
export function CustomerProofField({
  idPrefix,
  proofKey,
  errors,
  describedBy,
}: {
  idPrefix: string;
  proofKey: string | null | undefined;
  /** The field's own messages (a form whose messages are not all at its top). */
  errors?: string[];
  /** The form's message the field is described by when the last try was refused. */
  describedBy?: string;
}) {
  const t = useT("forms");
  if (proofKey)
    return (
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <input type="hidden" name={PROOF_FIELDS.key} value={proofKey} />
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
        {t("proof.fromLink")}
      </p>
    );
  const id = `${idPrefix}-digits`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length) || Boolean(describedBy);
  return (
    <FormField label={t("proof.digits")} required htmlFor={id} errorId={errorId} errors={errors} hint={t("proof.digitsHint")} hintId={`${id}-hint`}>
      <div className="w-32">
        <input
          id={id}
          name={PROOF_FIELDS.digits}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-required="true"
          maxLength={4}
          aria-invalid={invalid || undefined}
          aria-describedby={[`${id}-hint`, errors?.length ? errorId : undefined, describedBy].filter(Boolean).join(" ")}
          className={cx(fieldClass, "h-11 font-mono tracking-widest")}
        />
      </div>
    </FormField>
  );
}
