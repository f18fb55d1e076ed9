import { serviceArea } from "~/content/site";
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { FORM_MESSAGES, HONEYPOT_FIELD, PHOTO_HINT_MEGABYTES } from "~/forms/fields";
import { AttributionField } from "~/components/attribution-field";
import { textFieldOf } from "~/components/conform";
import { useActionData } from "react-router";
import { buttonClass, cx, fieldClass } from "~/components/button-styles";
import { ChevronDownIcon } from "~/components/icons";
import { StatusLoadingNotice } from "~/components/status/loading-notice";
import { ServiceOptions } from "~/components/service-options";
import type { BookingInput } from "~/leads/capture/booking-schema";
import { PREFERRED_DATE_WINDOW } from "~/utils/dates";
import type { FormFailure } from "~/leads/capture/form-feedback";
import { Field, FieldControl, FormAlert, TextField } from "~/components/form-field";
import { useLang, useLocalePath, useT } from "~/components/i18n";
import { frequencyLabel, VISIT_FREQUENCIES } from "~/leads/visit";
import type { DayRoom, WindowDay } from "~/schedule/windows";
import { SmsConsentField } from "./sms-consent-field";
import { useBusiness } from "~/components/business";
import { zipServed } from "~/business/profile";
import { priceText } from "~/content/prices";
import { DateCalendar } from "./date-calendar";
import { WindowChoice } from "./window-choice";

/**
 * The booking form: a plain multipart POST to /book (the page is not hydrated, decision 025).
 * The server checks the one schema and answers with the spec's messages beside the fields and
 * the values kept (a browser never sends a chosen file again: the photo field says so). The form
 * keeps `novalidate` so that every message is the spec's, all in one answer. /site.js shows
 * 'Submitting...', disables the fields and shows 'Loading your request details...' while it is sent.
 */
export function BookingForm({ defaultService, windows, days, confirmsAtOnce }: { defaultService?: string; windows: WindowDay[]; days: DayRoom[]; confirmsAtOnce: boolean }) {
  const actionData = useActionData<FormFailure>();
  const [form, fields] = useForm<BookingInput>({
    id: "booking",
    defaultValue: defaultService ? { serviceType: defaultService } : undefined,
    lastResult: actionData?.result,
  });

  const t = useT("forms");
  const localePath = useLocalePath();
  const lang = useLang();
  const photoNote = actionData?.photoDropped ? FORM_MESSAGES.choosePhotoAgain : undefined;
  const { fullName, phoneNumber, emailAddress, streetAddress, zipCode, serviceType, preferredDate, frequency, visit, issueDescription, photo, smsConsent } =
    fields;
  // A ZIP outside the active areas is told so before the request is sent; it may still be sent (issue 42 §1).
  const { servedZips, prices } = useBusiness();
  // The chosen service's published price, when the owner publishes one (issue 42 §3).
  const chosenPrice = prices[serviceType.value as keyof typeof prices];
  const outsideArea = zipServed(zipCode.value ?? "", servedZips) === false;

  return (
    <div className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <form
        method="post"
        action={localePath("/book")}
        encType="multipart/form-data"
        data-busy-label={t("book.busy")}
        data-reset-on-return=""
        {...getFormProps(form)}
        aria-describedby={form.errors ? form.errorId : undefined}
      >
        <StatusLoadingNotice />
        <fieldset className="grid min-w-0 gap-6">
          <legend className="sr-only">{t("book.legend")}</legend>
          <FormAlert id={form.errorId} errors={form.errors} title={actionData?.toast?.title} />
          <div className="grid gap-6 sm:grid-cols-2">
            {/* What and when come first: a phone shows the time choice on the form's first screen (issue 40 §1). */}
            <Field
              id={serviceType.id}
              label={t("field.selectService")}
              required
              errors={serviceType.errors}
              hint={chosenPrice ? t("book.servicePrice", { price: priceText(chosenPrice, lang) }) : undefined}
            >
              <div className="relative">
                <FieldControl>
                  <select {...getSelectProps(serviceType)} key={serviceType.key} className={cx(fieldClass, "h-11 appearance-none pr-10")}>
                    <option value="">{t("field.chooseService")}</option>
                    <ServiceOptions />
                  </select>
                </FieldControl>
                <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600" />
              </div>
            </Field>
            <Field id={preferredDate.id} label={t("field.preferredDate")} errors={preferredDate.errors}>
              <div className="date-field">
                <FieldControl>
                  <input
                    {...getInputProps(preferredDate, { type: "date" })}
                    key={preferredDate.key}
                    data-min-days={PREFERRED_DATE_WINDOW.firstDay}
                    data-max-months={PREFERRED_DATE_WINDOW.monthsAhead}
                    className={cx(fieldClass, "h-11")}
                  />
                </FieldControl>
                <DateCalendar inputId={preferredDate.id} days={days} />
              </div>
            </Field>
            <WindowChoice
              id={visit.id}
              name={visit.name}
              key={visit.key}
              days={windows}
              defaultValue={visit.initialValue}
              errors={visit.errors}
              noneLabel={t("book.windowNone")}
              hint={t(confirmsAtOnce ? "book.windowHintConfirmed" : "book.windowHint")}
              followsDate={preferredDate.id}
              className="sm:col-span-2"
            />
            <div data-repeat-field="">
              <Field id={frequency.id} label={t("field.frequency")} errors={frequency.errors} hint={t("field.frequencyHint")}>
                <div className="relative">
                  <FieldControl>
                    <select
                      {...getSelectProps(frequency)}
                      key={frequency.key}
                      defaultValue={frequency.initialValue ?? "once"}
                      className={cx(fieldClass, "h-11 appearance-none pr-10")}
                    >
                      {VISIT_FREQUENCIES.map((value) => (
                        <option key={value} value={value}>
                          {frequencyLabel(value, lang)}
                        </option>
                      ))}
                    </select>
                  </FieldControl>
                  <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600" />
                </div>
              </Field>
            </div>
            <TextField {...textFieldOf(fullName)} key={fullName.key} label={t("field.fullName")} required autoComplete="name" placeholder={t("book.namePlaceholder")} />
            <TextField {...textFieldOf(phoneNumber, "tel")} key={phoneNumber.key} label={t("field.phoneNumber")} required autoComplete="tel" placeholder="(555) 123-4567" />
            <TextField {...textFieldOf(emailAddress, "email")} key={emailAddress.key} label={t("field.emailAddress")} autoComplete="email" placeholder={t("book.emailPlaceholder")} className="sm:col-span-2" />
            <TextField {...textFieldOf(streetAddress)} key={streetAddress.key} label={t("field.streetAddress")} required autoComplete="street-address" placeholder={`${serviceArea.addressExample.street}, ${serviceArea.addressExample.area}, CA`} className="sm:col-span-2" />
            <TextField
              {...textFieldOf(zipCode)}
              key={zipCode.key}
              label={t("field.zipCode")}
              required
              autoComplete="postal-code"
              inputMode="numeric"
              placeholder={serviceArea.addressExample.zip}
              hint={outsideArea ? <span role="status">{t("book.outsideArea", { zip: zipCode.value ?? "" })}</span> : undefined}
            />
            <Field id={issueDescription.id} label={t("field.issueDescription")} errors={issueDescription.errors} className="sm:col-span-2">
              <FieldControl>
                <textarea
                  {...getTextareaProps(issueDescription)}
                  key={issueDescription.key}
                  rows={4}
                  className={cx(fieldClass, "min-h-28")}
                  placeholder={t("book.descriptionPlaceholder")}
                />
              </FieldControl>
            </Field>
            <Field
              id={photo.id}
              label={t("field.photo")}
              errors={[...(photo.errors ?? []), ...(photoNote ? [photoNote] : [])]}
              hint={t("field.photoHint", { megabytes: PHOTO_HINT_MEGABYTES })}
              className="sm:col-span-2"
            >
              <div className="file-field">
                <FieldControl>
                  <input
                    {...getInputProps(photo, { type: "file" })}
                    key={photo.key}
                    accept="image/*"
                    data-shrink="2000"
                    className={cx(fieldClass, "py-2.5 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-semibold")}
                  />
                </FieldControl>
                <span className="file-field-face" hidden aria-hidden="true">
                  <span className="file-field-button">{t("field.photoChoose")}</span>
                  <span data-file-none={t("field.photoNone")} className="min-w-0 truncate">
                    {t("field.photoNone")}
                  </span>
                </span>
              </div>
            </Field>
          </div>
          <SmsConsentField
            id="booking-sms-consent"
            name={smsConsent.name}
            key={smsConsent.key}
            defaultChecked={smsConsent.initialValue === "on"}
          />
          <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
            <label htmlFor="booking-website">{t("field.website")}</label>
            <input id="booking-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <AttributionField />
          <script src="/booking.js" defer />
          <div>
            <button type="submit" className={buttonClass({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}>
              {t("book.submit")}
            </button>
            <p className="mt-3 text-sm text-slate-600">{t("book.footnote")}</p>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
