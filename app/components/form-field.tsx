import type * as React from "react";
import { cx, labelClass } from "~/components/button-styles";
import { useMessage } from "~/components/i18n";

/** The star after a required field's label; the input itself carries aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}

type FormFieldProps = {
  label: React.ReactNode;
  htmlFor: string;
  labelId?: string;
  required?: boolean;
  errorId: string;
  errors?: string[];
  hint?: React.ReactNode;
  hintId?: string;
  className?: string;
  children: React.ReactNode;
};

/** A label, the control, an optional hint and the field's messages, wired by ids. */
export function FormField({
  label,
  htmlFor,
  labelId,
  required,
  errorId,
  errors,
  hint,
  hintId,
  className,
  children,
}: FormFieldProps) {
  return (
    <div className={cx("grid content-start gap-2", className)}>
      <label htmlFor={htmlFor} id={labelId} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldMessages id={errorId} errors={errors} />
    </div>
  );
}

/**
 * A field's messages under its control, at the id the control's aria-describedby names; always
 * in the page (empty when there are none) so that a screen reader announces them as they come.
 * The schema's English words are shown in the page's language.
 */
export function FieldMessages({ id, errors }: { id: string; errors?: string[] }) {
  const message = useMessage();
  return (
    <div id={id} className="text-sm font-medium text-red-700" aria-live="polite">
      {[...new Set(errors)].map((english) => (
        <p key={english}>{message(english)}</p>
      ))}
    </div>
  );
}

/**
 * A form's own messages (rate limit, database down, fix the fields, sign-in failed), on the public
 * forms and in the admin alike, shown without JavaScript too; `title` (a failure toast's title)
 * above them, in the page's language. Nothing is shown without messages.
 */
export function FormAlert({ id, errors, title, className }: { id?: string; errors?: readonly string[]; title?: string; className?: string }) {
  const message = useMessage();
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className={cx("rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800", className)}
    >
      {title ? <p className="font-semibold">{message(title)}</p> : null}
      {errors.map((english) => (
        <p key={english}>{message(english)}</p>
      ))}
    </div>
  );
}
