import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { withoutKey } from "~/components/conform";
import { Field, FieldControl, FormAlert } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { reminderSettingsSchema, type ReminderSettings } from "~/payments/reminder-settings";

/** The overdue invoices' reminders (decision 090): after how many days past due, and how many at most. */
export function ReminderSettingsForm({ settings, lastResult }: { settings: ReminderSettings; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: "overdue-reminders",
    lastResult,
    defaultValue: { afterDays: String(settings.afterDays), max: String(settings.max) },
    constraint: getZodConstraint(reminderSettingsSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reminderSettingsSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-4">
      <input type="hidden" name="intent" value="overdue-reminders" />
      <FormAlert errors={form.errors} />
      <Field id={fields.afterDays.id} label="Remind after (days overdue)" required errors={fields.afterDays.errors} hint="Then again as often, by e-mail and, with consent, by text.">
        <FieldControl>
          <Input {...withoutKey(getInputProps(fields.afterDays, { type: "text" }))} inputMode="numeric" className="w-24" />
        </FieldControl>
      </Field>
      <Field id={fields.max.id} label="At most (reminders)" required errors={fields.max.errors} hint="0 sends none.">
        <FieldControl>
          <Input {...withoutKey(getInputProps(fields.max, { type: "text" }))} inputMode="numeric" className="w-24" />
        </FieldControl>
      </Field>
      <Button type="submit" variant="secondary">
        Save Reminders
      </Button>
    </Form>
  );
}
