import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/schedule-settings";
import { readForm } from "~/forms/read-form.server";
import { requireSuperAdmin } from "~/auth/guards.server";
import { FieldMessages, FormAlert } from "~/components/form-field";
import { withoutKey } from "~/components/conform";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatCalendarDate, WEEKDAYS } from "~/utils/dates";
import { ARRIVAL_WINDOWS, arrivalWindowLabel } from "~/leads/visit";
import { businessToday, shiftDate } from "~/schedule/clock";
import {
  addClosureSchema,
  clockTime,
  hourLabel,
  removeClosureSchema,
  SCHEDULE_MESSAGES,
  settingsFormSchema,
  settingsFromForm,
  settingsPageSchema,

  windowField,
} from "~/schedule/settings";
import { addClosure, getScheduleSettings, listClosures, removeClosure, saveScheduleSettings } from "~/schedule/settings.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Schedule settings");

const PAGE = "/admin/schedule/settings";

/** Super Admins only, checked here and in the action. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireSuperAdmin(request);
  const today = businessToday(new Date());
  const [settings, closures] = await Promise.all([getScheduleSettings(), listClosures(today, shiftDate(today, 800))]);
  return {
    today,
    settings,
    closures: closures.map((closure) => ({
      id: closure.id,
      date: closure.date,
      label: `${formatCalendarDate(closure.date)}: ${closure.window ? arrivalWindowLabel(closure.window) : "whole day"}`,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireSuperAdmin(request);
  const read = await readForm(request, [settingsFormSchema, addClosureSchema, removeClosureSchema]);
  if (!read.ok) return read.response;
  const submission = parseWithZod(read.form, { schema: settingsPageSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  try {
    switch (value.intent) {
      case "save":
        await saveScheduleSettings(settingsFromForm(value), admin.email);
        return redirectWithToast(PAGE, { type: "success", title: "Schedule settings saved." });
      case "add-closure": {
        if (value.date < businessToday(new Date())) {
          return data({ result: submission.reply({ fieldErrors: { date: [SCHEDULE_MESSAGES.pastDate] } }) }, { status: 400 });
        }
        await addClosure(value.date, value.window || null, admin.email);
        const what = value.window ? arrivalWindowLabel(value.window) : "the whole day";
        return redirectWithToast(PAGE, { type: "success", title: `Closed ${what} on ${formatCalendarDate(value.date)}.` });
      }
      case "remove-closure": {
        const removed = await removeClosure(value.closureId);
        return redirectWithToast(PAGE, removed ? { type: "success", title: "Open again." } : { type: "error", title: "That closure was already removed." });
      }
    }
  } catch (error) {
    logger.error({ err: error, intent: value.intent }, "saving schedule settings failed");
    return redirectWithToast(PAGE, { type: "error", title: "An unexpected error occurred. Please try again." });
  }
}

const checkboxClass = "size-5 rounded border-slate-400 accent-brand-700";

function SettingsForm({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { settings } = loaderData;
  const defaultValue: Record<string, string> = {
    intent: "save",
    opensAt: clockTime(settings.opensAt),
    closesAt: clockTime(settings.closesAt),
    visitsPerWindow: String(settings.visitsPerWindow),
    minNoticeHours: String(settings.minNoticeMinutes / 60),
    monthsAhead: String(settings.monthsAhead),
    changeCutoffHours: String(settings.changeCutoffHours),
    reminderHour: String(settings.reminderHour),
  };
  for (const day of WEEKDAYS) if (settings.workingDays.includes(day.iso)) defaultValue[day.name] = "on";
  for (const window of settings.windows) defaultValue[windowField(window)] = "on";
  if (settings.confirmOnlineBookings) defaultValue.confirmOnlineBookings = "on";
  const lastResult = actionData?.result.initialValue?.intent === "save" || actionData?.result.initialValue === undefined ? actionData?.result : undefined;
  const [form, fields] = useForm({
    id: "schedule-settings",
    lastResult,
    defaultValue,
    constraint: getZodConstraint(settingsFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsFormSchema }),
  });
  const field = (name: string) => fields[name]!;
  const number = (name: "visitsPerWindow" | "minNoticeHours" | "monthsAhead" | "changeCutoffHours", label: string, hint: string) => (
    <div className="grid content-start gap-2">
      <Label htmlFor={field(name).id}>{label}</Label>
      <Input {...withoutKey(getInputProps(field(name), { type: "number", ariaDescribedBy: `${field(name).id}-hint` }))} inputMode="numeric" className="max-w-32" />
      <p id={`${field(name).id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <FieldMessages id={field(name).errorId} errors={field(name).errors} />
    </div>
  );
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-6">
      <input type="hidden" name="intent" value="save" />
      <FormAlert errors={form.errors} />
      <fieldset className="grid gap-3" aria-describedby={field("monday").errorId}>
        <legend className="text-base font-semibold text-slate-900">Working days</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {WEEKDAYS.map((day) => (
            <label key={day.name} className="flex items-center gap-2 text-sm text-slate-800">
              <input {...withoutKey(getInputProps(field(day.name), { type: "checkbox" }))} aria-describedby={undefined} className={checkboxClass} />
              {day.label}
            </label>
          ))}
        </div>
        <FieldMessages id={field("monday").errorId} errors={field("monday").errors} />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="text-base font-semibold text-slate-900">Working hours (Los Angeles time)</legend>
        <div className="flex flex-wrap gap-4">
          {(["opensAt", "closesAt"] as const).map((name) => (
            <div key={name} className="grid content-start gap-2">
              <Label htmlFor={field(name).id}>{name === "opensAt" ? "Opens at" : "Closes at"}</Label>
              <Input {...withoutKey(getInputProps(field(name), { type: "time" }))} step={1800} className="w-36" />
              <FieldMessages id={field(name).errorId} errors={field(name).errors} />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-3" aria-describedby={`${field(windowField(ARRIVAL_WINDOWS[0])).errorId} windows-hint`}>
        <legend className="text-base font-semibold text-slate-900">Arrival windows customers may book</legend>
        <p id="windows-hint" className="text-sm text-slate-600">
          A window outside the working hours is not offered.
        </p>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {ARRIVAL_WINDOWS.map((window) => (
            <label key={window} className="flex items-center gap-2 text-sm text-slate-800">
              <input {...withoutKey(getInputProps(field(windowField(window)), { type: "checkbox" }))} aria-describedby={undefined} className={checkboxClass} />
              {arrivalWindowLabel(window)}
            </label>
          ))}
        </div>
        <FieldMessages id={field(windowField(ARRIVAL_WINDOWS[0])).errorId} errors={field(windowField(ARRIVAL_WINDOWS[0])).errors} />
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        {number("visitsPerWindow", "Visits per window", "How many visits each arrival window can take.")}
        {number("minNoticeHours", "Earliest booking (hours from now)", "A customer may book a window that starts at least this many hours from now.")}
        {number("monthsAhead", "Latest booking (months ahead)", "How far ahead a customer may book.")}
        {number("changeCutoffHours", "Customer changes (hours before the window)", "Until then a customer may confirm, reschedule or cancel; after it, they call.")}
        <div className="grid content-start gap-2">
          <Label htmlFor={field("reminderHour").id}>Reminder hour</Label>
          <div className="max-w-40">
            <NativeSelect {...withoutKey(getSelectProps(field("reminderHour"), { ariaDescribedBy: "reminder-hint" }))}>
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <p id="reminder-hint" className="text-sm text-slate-600">
            Reminders go out at this hour (Los Angeles time) the day before a confirmed visit, or on an earlier day when that would be
            within an hour of the customer-changes cut-off, so the reminder&apos;s link still lets the customer confirm, move or cancel.
            With a 24-hour cut-off, visits are reminded two days before.
          </p>
          <FieldMessages id={field("reminderHour").errorId} errors={field("reminderHour").errors} />
        </div>
      </div>
      <div className="grid gap-2">
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <input {...withoutKey(getInputProps(field("confirmOnlineBookings"), { type: "checkbox" }))} aria-describedby="confirm-online-hint" className={checkboxClass} />
          Confirm online bookings at once
        </label>
        <p id="confirm-online-hint" className="text-sm text-slate-600">
          On: a window a customer chooses on the booking page or after approving a quote is confirmed as the request is stored (the request is
          Approved, the customer is sent the confirmed time and its calendar file). Off: it is held as requested until someone approves it.
        </p>
      </div>
      <div>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          Save Settings
        </Button>
      </div>
    </Form>
  );
}

function ClosuresSection({ loaderData, actionData }: Route.ComponentProps) {
  const lastResult = actionData?.result.initialValue?.intent === "add-closure" ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: "add-closure",
    lastResult,
    constraint: getZodConstraint(addClosureSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addClosureSchema }),
  });
  return (
    <div className="grid gap-4">
      {loaderData.closures.length > 0 ? (
        <ul className="grid gap-2" aria-label="Closed dates and windows">
          {loaderData.closures.map((closure) => (
            <li key={closure.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm">
              <span>{closure.label}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-closure" />
                <input type="hidden" name="closureId" value={closure.id} />
                <Button type="submit" size="sm" variant="outline" aria-label={`Open again: ${closure.label}`}>
                  Open Again
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">No closed dates ahead.</p>
      )}
      <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="add-closure" />
        <div className="grid content-start gap-2">
          <Label htmlFor={fields.date.id}>Date</Label>
          <Input {...withoutKey(getInputProps(fields.date, { type: "date" }))} min={loaderData.today} className="w-44" />
          <FieldMessages id={fields.date.errorId} errors={fields.date.errors} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={fields.window.id}>Closed</Label>
          <div className="w-44">
            <NativeSelect {...withoutKey(getSelectProps(fields.window))}>
              <option value="">Whole day</option>
              {ARRIVAL_WINDOWS.map((window) => (
                <option key={window} value={window}>
                  {arrivalWindowLabel(window)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FieldMessages id={fields.window.errorId} errors={fields.window.errors} />
        </div>
        <Button type="submit" variant="secondary" className="mb-[1.625rem]">
          Close
        </Button>
      </Form>
    </div>
  );
}

export default function ScheduleSettings(props: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">Schedule settings</h2>
        <Link to="/admin/schedule" className="text-sm font-medium text-brand-700 underline underline-offset-4">
          Back to the schedule
        </Link>
      </div>
      <section aria-labelledby="capacity-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 id="capacity-heading" className="text-lg font-semibold text-slate-900">
          Capacity
        </h3>
        <SettingsForm {...props} />
      </section>
      <section aria-labelledby="closures-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 id="closures-heading" className="text-lg font-semibold text-slate-900">
          Closed dates and windows
        </h3>
        <ClosuresSection {...props} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Only Super Admins can change the schedule settings." unexpected="An unexpected error occurred while loading the schedule settings." />;
}
