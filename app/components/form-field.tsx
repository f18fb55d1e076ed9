import type * as React from "react";
import { cloneElement, createContext, useContext } from "react";
import { cx, fieldClass, labelClass } from "~/components/button-styles";
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

type FieldProps = {
  /** The control's id; its hint is at `${id}-hint`, its messages at `${id}-error` (conform's ids too). */
  id: string;
  label: React.ReactNode;
  required?: boolean;
  hint?: React.ReactNode;
  errors?: string[];
  /** The id of a form's refusal that is about this field: the control is invalid and described by it too. */
  refusedBy?: string;
  className?: string;
  /** The control, in a `FieldControl` (with what surrounds it: a chevron, a calendar, a datalist). */
  children: React.ReactNode;
};

type ControlProps = {
  id: string;
  "aria-required"?: "true";
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

const FieldContext = createContext<ControlProps | null>(null);

/**
 * One field of any form, public or admin: its label (with the required mark), the control, an
 * optional hint and its messages (in the page's language), wired by ids. The control inside takes
 * its id, aria-required, aria-invalid and aria-describedby from here through `FieldControl` (or
 * `useFieldControl` in a control of its own); the caller gives it its name, value and look.
 */
export function Field({ id, label, required, hint, errors, refusedBy, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length) || Boolean(refusedBy);
  const control: ControlProps = {
    id,
    "aria-required": required ? "true" : undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": [hintId, errors?.length ? errorId : undefined, refusedBy].filter(Boolean).join(" ") || undefined,
  };
  return (
    <FieldContext.Provider value={control}>
      <div className={cx("grid content-start gap-2", className)}>
        <label htmlFor={id} className={labelClass}>
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
    </FieldContext.Provider>
  );
}

/** The id and aria attributes of the control of the `Field` around it. */
export function useFieldControl(): ControlProps {
  const control = useContext(FieldContext);
  if (!control) throw new Error("A field's control is rendered outside its Field.");
  return control;
}

/** Gives the one input, select or textarea inside a `Field` its id and aria attributes (shadcn's FormControl). */
export function FieldControl({ children }: { children: React.ReactElement<ControlProps> }) {
  return cloneElement(children, useFieldControl());
}

type TextFieldProps = Omit<FieldProps, "children"> &
  Omit<React.ComponentProps<"input">, "id" | "className" | "required"> & {
    /** The input's own classes after the site's field look. */
    controlClassName?: string;
  };

/**
 * A one-line field (text, e-mail, phone, date): a `Field` around the site's input; the other props
 * are the input's. A required one is required of the browser too (a form with `noValidate` leaves it to the server).
 */
export function TextField({ id, label, required, hint, errors, refusedBy, className, controlClassName, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} errors={errors} refusedBy={refusedBy} className={className}>
      <FieldControl>
        <input {...input} required={required} className={cx(fieldClass, "h-11", controlClassName)} />
      </FieldControl>
    </Field>
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
