import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { AttributionField } from "~/components/attribution-field";
import { Form, useActionData } from "react-router";
import { bookableServicesIn } from "~/content/site";
import { useLang, useLocalePath, useT } from "~/components/i18n";
import { SMS_CONSENT_FIELD } from "~/leads/sms-consent";
import type { FormFailure } from "~/leads/capture/form-feedback";
import { QUOTE_FORM_ACTION, type QuoteInput } from "~/leads/capture/quote-schema";
import { FormAlert, FormField } from "./form-field";
import { SmsConsentField } from "./booking/sms-consent-field";
import { buttonClass, cx, fieldClass } from "./button-styles";

/** The attributes that tie a field to its message, and the value kept after a failed submission (pass `key={meta.key}` too). */
function fieldProps(meta: FieldMetadata<string | undefined>, errorId: string) {
  return {
    defaultValue: meta.initialValue,
    "aria-invalid": meta.errors ? true : undefined,
    "aria-describedby": meta.errors ? errorId : undefined,
  };
}

/** One required one-line field of the quote form, with its label and messages; `children` follow the input (a datalist). */
function QuoteField({
  label,
  meta,
  children,
  ...input
}: {
  label: string;
  meta: FieldMetadata<string | undefined>;
  type: "text" | "tel" | "email";
  autoComplete?: string;
  list?: string;
  placeholder: string;
  children?: React.ReactNode;
}) {
  const id = `quote-${meta.name}`;
  return (
    <FormField label={label} htmlFor={id} required errorId={`${id}-error`} errors={meta.errors}>
      <input className={cx(fieldClass, "h-11")} id={id} name={meta.name} key={meta.key} {...fieldProps(meta, `${id}-error`)} {...input} required />
      {children}
    </FormField>
  );
}

/**
 * The home page's free-quote form (plain fields styled like ui/input and ui/label).
 * The home page is not hydrated (decision 025): this is a plain POST form, checked by the browser
 * (required fields, tel and email types) and then by the server's schema, whose answer shows the
 * spec's messages beside the fields with the visitor's values kept. `website` is a honeypot.
 * Success redirects back here with a toast. A Spanish page's form posts to the Spanish page.
 */
export function QuoteForm() {
  const t = useT("forms");
  const lang = useLang();
  const localePath = useLocalePath();
  const actionData = useActionData<FormFailure>();
  const [form, fields] = useForm<QuoteInput>({
    id: "quote-form",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    defaultNoValidate: false,
  });

  return (
    <Form
      method="post"
      // The home page is not hydrated (decision 025): a refused quote comes back as a new page,
      // which opens at the form and its messages rather than at the top, 9,000 px above.
      action={localePath(QUOTE_FORM_ACTION)}
      {...getFormProps(form)}
      aria-describedby={form.errors ? form.errorId : undefined}
      className="grid gap-5 sm:grid-cols-2"
    >
      <FormAlert id={form.errorId} errors={form.errors} className="sm:col-span-2" />
      <QuoteField label={t("field.fullName")} meta={fields.name} type="text" autoComplete="name" placeholder={t("quoteForm.namePlaceholder")} />
      <QuoteField label={t("field.phoneNumber")} meta={fields.phone} type="tel" autoComplete="tel" placeholder="(555) 123-4567" />
      <QuoteField label={t("field.emailAddress")} meta={fields.email} type="email" autoComplete="email" placeholder={t("quoteForm.emailPlaceholder")} />
      <QuoteField label={t("quoteForm.service")} meta={fields.service} type="text" list="quote-service-options" placeholder={t("quoteForm.servicePlaceholder")}>
        <datalist id="quote-service-options">
          {bookableServicesIn(lang).map((service) => (
            <option key={service.slug} value={service.label} />
          ))}
        </datalist>
      </QuoteField>
      <FormField label={t("quoteForm.details")} htmlFor="quote-description" errorId="quote-description-error" errors={fields.description.errors} className="sm:col-span-2">
        <textarea
          className={cx(fieldClass, "min-h-28")}
          id="quote-description"
          name="description"
          key={fields.description.key}
          {...fieldProps(fields.description, "quote-description-error")}
          rows={4}
          placeholder={t("quoteForm.detailsPlaceholder")}
        />
      </FormField>
      <SmsConsentField
        id="quote-sms-consent"
        className="sm:col-span-2"
        name={SMS_CONSENT_FIELD}
        key={fields.smsConsent.key}
        defaultChecked={fields.smsConsent.initialValue === "on"}
      />
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor="quote-website">{t("field.website")}</label>
        <input id="quote-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <AttributionField />
      <div className="sm:col-span-2">
        <button
          type="submit"
          className={buttonClass({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}
        >
          {t("quoteForm.submit")}
        </button>
        <p className="mt-3 text-sm text-slate-600">{t("quoteForm.footnote")}</p>
      </div>
    </Form>
  );
}
