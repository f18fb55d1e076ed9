import { CheckCircle2 } from "lucide-react";
import { cx, fieldClass } from "~/components/button-styles";
import { Field, FieldControl } from "~/components/form-field";
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
  refusedBy,
}: {
  idPrefix: string;
  proofKey: string | null | undefined;
  /** The field's own messages (a form whose messages are not all at its top). */
  errors?: string[];
  /** The form's message the field is described by (and invalid with) when the last try was refused. */
  refusedBy?: string;
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
  return (
    <Field id={`${idPrefix}-digits`} label={t("proof.digits")} required errors={errors} refusedBy={refusedBy} hint={t("proof.digitsHint")}>
      <div className="w-32">
        <FieldControl>
          <input
            name={PROOF_FIELDS.digits}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            className={cx(fieldClass, "h-11 font-mono tracking-widest")}
          />
        </FieldControl>
      </div>
    </Field>
  );
}
