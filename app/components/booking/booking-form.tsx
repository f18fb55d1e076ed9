import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { AttributionField } from "~/components/attribution-field";
import { useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { buttonClass, cx, fieldClass } from "~/components/button-styles";
import { ChevronDownIcon } from "~/components/icons";
import { StatusLoadingNotice, useLoadingStatusPage } from "~/components/status/loading-notice";
import { bookableServices } from "~/content/site";
import { FORM_MESSAGES, HONEYPOT_FIELD, type FormFailure } from "~/leads/form-feedback";
import { showErrorToast } from "./error-toast";
import { FormAlert, FormField } from "./form-field";
import { PreferredDateField } from "./preferred-date-field";
import { SmsConsentField } from "./sms-consent-field";
import { useLazyValidator } from "./use-lazy-validation";

const loadValidation = () => import("~/leads/booking-schema").then((module) => module.validateBooking);

/** Ids of a field's hint and message elements, for aria-describedby. */
function describedBy(...ids: (string | false | undefined)[]) {
  return ids.filter(Boolean).join(" ") || undefined;
}

/**
 * The booking form: a real multipart POST to /book that works before JavaScript loads; once
 * it runs, the same schema checks each field as the visitor leaves it.
 */
export function BookingForm({ defaultService }: { defaultService?: string }) {
  const actionData = useActionData<FormFailure>();
  const navigation = useNavigation();
  const loadingStatus = useLoadingStatusPage();
  const busy = loadingStatus || (navigation.state === "submitting" && navigation.formAction?.split("?")[0] === "/book");
  const [hasPhoto, setHasPhoto] = useState(false);
  // The schema and the calendar load when the visitor starts on the form, not with the page.
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  const { validate, ready } = useLazyValidator(loadValidation, engaged);
  // Fields the visitor left before the schema arrived are checked as soon as it does.
  const left = useRef(new Set<string>());

  const [form, fields] = useForm({
    id: "booking",
    defaultValue: defaultService ? { serviceType: defaultService } : undefined,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => validate(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (actionData?.toast) showErrorToast(actionData.toast);
  }, [actionData]);

  useEffect(() => {
    if (!ready) return;
    for (const name of left.current) form.validate({ name });
    left.current.clear();
  }, [ready, form]);

  const photoNote = actionData?.photoDropped && !hasPhoto ? FORM_MESSAGES.choosePhotoAgain : undefined;
  const { fullName, phoneNumber, emailAddress, streetAddress, zipCode, serviceType, preferredDate, issueDescription, photo, smsConsent } =
    fields;

  return (
    <div className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <StatusLoadingNotice />
      <Form
        method="post"
        action="/book"
        encType="multipart/form-data"
        {...getFormProps(form)}
        aria-describedby={form.errors ? form.errorId : undefined}
        onFocus={engage}
        onPointerOver={engaged ? undefined : engage}
        onBlur={(event) => {
          const name = event.target.getAttribute("name");
          if (!ready && name && name !== HONEYPOT_FIELD) left.current.add(name);
        }}
      >
        <fieldset disabled={busy} className="grid min-w-0 gap-6">
          <legend className="sr-only">Service request details</legend>
          <FormAlert id={form.errorId} errors={form.errors} />
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField label="Full Name" required htmlFor={fullName.id} errorId={fullName.errorId} errors={fullName.errors}>
              <input
                {...getInputProps(fullName, { type: "text" })}
                key={fullName.key}
                autoComplete="name"
                placeholder="John Smith"
                aria-required="true"
                className={cx(fieldClass, "h-11")}
              />
            </FormField>
            <FormField
              label="Phone Number"
              required
              htmlFor={phoneNumber.id}
              errorId={phoneNumber.errorId}
              errors={phoneNumber.errors}
            >
              <input
                {...getInputProps(phoneNumber, { type: "tel" })}
                key={phoneNumber.key}
                autoComplete="tel"
                placeholder="(555) 123-4567"
                aria-required="true"
                className={cx(fieldClass, "h-11")}
              />
            </FormField>
            <FormField
              label="Email Address"
              htmlFor={emailAddress.id}
              errorId={emailAddress.errorId}
              errors={emailAddress.errors}
              className="sm:col-span-2"
            >
              <input
                {...getInputProps(emailAddress, { type: "email" })}
                key={emailAddress.key}
                autoComplete="email"
                placeholder="john@example.com"
                className={cx(fieldClass, "h-11")}
              />
            </FormField>
            <FormField
              label="Street Address"
              required
              htmlFor={streetAddress.id}
              errorId={streetAddress.errorId}
              errors={streetAddress.errors}
              className="sm:col-span-2"
            >
              <input
                {...getInputProps(streetAddress, { type: "text" })}
                key={streetAddress.key}
                autoComplete="street-address"
                placeholder="123 Main St, Los Angeles, CA"
                aria-required="true"
                className={cx(fieldClass, "h-11")}
              />
            </FormField>
            <FormField label="ZIP Code" required htmlFor={zipCode.id} errorId={zipCode.errorId} errors={zipCode.errors}>
              <input
                {...getInputProps(zipCode, { type: "text" })}
                key={zipCode.key}
                autoComplete="postal-code"
                inputMode="numeric"
                placeholder="90001"
                aria-required="true"
                className={cx(fieldClass, "h-11")}
              />
            </FormField>
            <FormField
              label="Select Service"
              required
              htmlFor={serviceType.id}
              errorId={serviceType.errorId}
              errors={serviceType.errors}
            >
              <div className="relative">
                <select
                  {...getSelectProps(serviceType)}
                  key={serviceType.key}
                  aria-required="true"
                  className={cx(fieldClass, "h-11 appearance-none pr-10")}
                >
                  <option value="">Choose a service</option>
                  {bookableServices.map((service) => (
                    <option key={service.value} value={service.value}>
                      {service.label}
                    </option>
                  ))}
                </select>
                <ChevronDownIcon
                  className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600"
                />
              </div>
            </FormField>
            <FormField
              label="Preferred Date"
              htmlFor={preferredDate.id}
              labelId={`${preferredDate.id}-label`}
              errorId={preferredDate.errorId}
              errors={preferredDate.errors}
            >
              <PreferredDateField
                enhance={engaged}
                meta={preferredDate}
                labelId={`${preferredDate.id}-label`}
                describedBy={preferredDate.errorId}
                disabled={busy}
              />
            </FormField>
            <FormField
              label="Issue Description"
              htmlFor={issueDescription.id}
              errorId={issueDescription.errorId}
              errors={issueDescription.errors}
              className="sm:col-span-2"
            >
              <textarea
                {...getTextareaProps(issueDescription)}
                key={issueDescription.key}
                rows={4}
                className={cx(fieldClass, "min-h-28")}
                placeholder="Tell us what needs to be done: sizes, materials, anything we should know."
              />
            </FormField>
            <FormField
              label="Photo"
              htmlFor={photo.id}
              errorId={photo.errorId}
              errors={[...(photo.errors ?? []), ...(photoNote ? [photoNote] : [])]}
              hint="Max 5MB"
              hintId={`${photo.id}-hint`}
              className="sm:col-span-2"
            >
              <input
                {...getInputProps(photo, { type: "file" })}
                key={photo.key}
                accept="image/*"
                aria-describedby={describedBy(`${photo.id}-hint`, photo.errorId)}
                onChange={(event) => setHasPhoto(Boolean(event.currentTarget.files?.length))}
                className={cx(fieldClass, "py-2.5 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-semibold")}
              />
            </FormField>
          </div>
          <SmsConsentField
            id="booking-sms-consent"
            name={smsConsent.name}
            key={smsConsent.key}
            defaultChecked={smsConsent.initialValue === "on"}
          />
          <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
            <label htmlFor="booking-website">Website</label>
            <input id="booking-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <AttributionField />
          <div>
            <button type="submit" className={buttonClass({ variant: "accent", size: "lg", className: "w-full sm:w-auto" })}>
              {busy ? "Submitting..." : "Request Service"}
            </button>
            <p className="mt-3 text-sm text-slate-600">
              Fields marked * are required. We'll contact you within 24 hours.
            </p>
          </div>
        </fieldset>
      </Form>
    </div>
  );
}
