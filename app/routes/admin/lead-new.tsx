import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/lead-new";
import { readForm } from "~/forms/read-form.server";
import { requireAdmin } from "~/auth/guards.server";
import { AllLeadsLink } from "~/components/admin/all-leads-link";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { cx, fieldClass } from "~/components/button-styles";
import { Field, FieldControl, FormAlert, TextField } from "~/components/form-field";
import { textFieldOf } from "~/components/conform";
import { Button } from "~/components/ui/button";
import { ServiceOptions } from "~/components/service-options";
import { phoneLeadSchema, type PhoneLeadInput } from "~/leads/capture/booking-schema";
import { preferredDateWindow } from "~/utils/dates";
import { z } from "~/utils/zod";
import { createPhoneLead } from "~/leads/capture/phone-lead.server";
import { ARRIVAL_WINDOWS, arrivalWindowLabel } from "~/leads/visit";
import { bookVisit } from "~/flows/book-visit.server";
import { LanguageOptions } from "~/components/admin/language-options";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "New Lead");

/** A lead from a text (the Inbox's "Create a lead", decision 088): its phone and message given in the address, checked, never trusted further. */
const prefillSchema = z.object({ phone: z.string().max(40).optional().catch(undefined), message: z.string().max(1000).optional().catch(undefined) });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = new URL(request.url).searchParams;
  const prefill = prefillSchema.parse({ phone: query.get("phone") ?? undefined, message: query.get("message") ?? undefined });
  return { dates: preferredDateWindow(), prefill: { phoneNumber: prefill.phone, issueDescription: prefill.message } };
}

/** Stores the lead the office took on the phone (with its visit's place, when a window is chosen) and opens its page. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readForm(request, phoneLeadSchema);
  if (!read.ok) return read.response;
  return createPhoneLead(read.form, admin, (lead) => bookVisit(lead, "staff"));
}

const control = cx(fieldClass, "h-11");

export default function NewLead({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<PhoneLeadInput>({
    id: "new-lead",
    lastResult: actionData?.result,
    defaultValue: loaderData.prefill,
    constraint: getZodConstraint(phoneLeadSchema),
    shouldValidate: "onBlur",
    // A message goes as soon as its field is put right, not when it is left: the form does not
    // shrink under the pointer on its way to Save Lead.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: phoneLeadSchema }),
  });
  const { fullName, phoneNumber, emailAddress, streetAddress, zipCode, serviceType, preferredDate, arrivalWindow, language, issueDescription } = fields;
  return (
    <div className="grid gap-4">
      <AllLeadsLink />
      <section aria-labelledby="new-lead-heading" className="grid max-w-3xl gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div>
          <h2 id="new-lead-heading" className="text-xl font-bold text-slate-900">
            New Lead
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            A request taken on the phone. Only the name, phone number and service are needed; the customer gets the usual
            confirmation, in their language, when you give an e-mail address.
          </p>
        </div>
        <Form method="post" {...getFormProps(form)} aria-describedby={form.errors ? form.errorId : undefined} className="grid gap-5 sm:grid-cols-2">
          <FormAlert id={form.errorId} errors={form.errors} className="sm:col-span-2" />
          <TextField {...textFieldOf(fullName)} key={fullName.key} label="Full Name" required autoComplete="off" />
          <TextField {...textFieldOf(phoneNumber, "tel")} key={phoneNumber.key} label="Phone Number" required autoComplete="off" />
          <TextField {...textFieldOf(emailAddress, "email")} key={emailAddress.key} label="Email Address" autoComplete="off" />
          <Field id={serviceType.id} label="Service" required errors={serviceType.errors}>
            <FieldControl>
              <select {...getSelectProps(serviceType)} key={serviceType.key} className={control}>
                <option value="">Choose a service</option>
                <ServiceOptions />
              </select>
            </FieldControl>
          </Field>
          <TextField {...textFieldOf(streetAddress)} key={streetAddress.key} label="Street Address" autoComplete="off" />
          <TextField {...textFieldOf(zipCode)} key={zipCode.key} label="ZIP Code" inputMode="numeric" autoComplete="off" />
          <TextField
            {...textFieldOf(preferredDate, "date")}
            key={preferredDate.key}
            label="Preferred Date"
            min={loaderData.dates.min}
            max={loaderData.dates.max}
          />
          <Field id={arrivalWindow.id} label="Arrival Window" hint="Agreed on the phone: the visit on the preferred date, its place taken now." errors={arrivalWindow.errors}>
            <FieldControl>
              <select {...getSelectProps(arrivalWindow)} key={arrivalWindow.key} className={control}>
                <option value="">No visit yet</option>
                {ARRIVAL_WINDOWS.map((window) => (
                  <option key={window} value={window}>
                    {arrivalWindowLabel(window)}
                  </option>
                ))}
              </select>
            </FieldControl>
          </Field>
          <Field id={language.id} label="Language" errors={language.errors}>
            <FieldControl>
              <select {...getSelectProps(language)} key={language.key} defaultValue={language.initialValue ?? "en"} className={control}>
                <LanguageOptions />
              </select>
            </FieldControl>
          </Field>
          <Field id={issueDescription.id} label="What the customer needs" errors={issueDescription.errors} className="sm:col-span-2">
            <FieldControl>
              <textarea {...getTextareaProps(issueDescription)} key={issueDescription.key} rows={4} className={cx(fieldClass, "py-2")} />
            </FieldControl>
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save Lead"}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Access Denied: You don't have admin privileges to enter leads." unexpected="An unexpected error occurred while showing the form." />;
}
