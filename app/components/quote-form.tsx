import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { AttributionField } from "~/components/attribution-field";
import { Form, useActionData } from "react-router";
import { bookableServicesIn } from "~/content/site";
import { useLang, useLocalePath, useT } from "~/components/i18n";
import { SMS_CONSENT_FIELD } from "~/leads/sms-consent";
import type { FormFailure } from "~/leads/capture/form-feedback";
import { QUOTE_FORM_ACTION, type QuoteInput } from "~/leads/capture/quote-schema";
import { Field, FieldControl, FormAlert, TextField } from "./form-field";
import { SmsConsentField } from "./booking/sms-consent-field";
import { buttonClass, cx, fieldClass } from "./button-styles";

/** A required one-line field of the quote form, its value kept after a failed submission (pass `key={meta.key}` too). */
function quoteField(meta: FieldMetadata<string | undefined>) {
  return { id: `quote-${meta.name}`, name: meta.name, defaultValue: meta.initialValue, errors: meta.errors, required: true };
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
      <TextField {...quoteField(fields.name)} key={fields.name.key} label={t("field.fullName")} type="text" autoComplete="name" placeholder={t("quoteForm.namePlaceholder")} />
      <TextField {...quoteField(fields.phone)} key={fields.phone.key} label={t("field.phoneNumber")} type="tel" autoComplete="tel" placeholder="(555) 123-4567" />
      <TextField {...quoteField(fields.email)} key={fields.email.key} label={t("field.emailAddress")} type="email" autoComplete="email" placeholder={t("quoteForm.emailPlaceholder")} />
      <TextField
        {...quoteField(fields.service)}
        key={fields.service.key}
        label={t("quoteForm.service")}
        type="text"
        list="quote-service-options"
        placeholder={t("quoteForm.servicePlaceholder")}
      />
      <datalist id="quote-service-options">
        {bookableServicesIn(lang).map((service) => (
          <option key={service.slug} value={service.label} />
        ))}
      </datalist>
      <Field id="quote-description" label={t("quoteForm.details")} errors={fields.description.errors} className="sm:col-span-2">
        <FieldControl>
          <textarea
            className={cx(fieldClass, "min-h-28")}
            name="description"
            key={fields.description.key}
            defaultValue={fields.description.initialValue}
            rows={4}
            placeholder={t("quoteForm.detailsPlaceholder")}
          />
        </FieldControl>
      </Field>
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
