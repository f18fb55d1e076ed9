import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { withoutKey } from "~/components/conform";
import { Field, FieldControl, FormAlert } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { REMINDER_SETTINGS_SCHEMAS, type ReminderKind, type ReminderSettings } from "~/payments/reminder-settings";

const LABELS: Record<ReminderKind, { afterDays: string; hint: string }> = {
  overdue: { afterDays: "Remind after (days overdue)", hint: "Then again as often, by e-mail and, with consent, by text." },
  deposit: { afterDays: "Remind after (days since approval)", hint: "Until paid or waived, then as often; e-mail and, with consent, text." },
};

/** A customer reminder's settings: an overdue invoice's (decision 090) or an unpaid deposit's (decision 089 addendum): after how many days, and how many at most. */
export function ReminderSettingsForm({ kind, settings, lastResult }: { kind: ReminderKind; settings: ReminderSettings; lastResult: SubmissionResult<string[]> | undefined }) {
  const schema = REMINDER_SETTINGS_SCHEMAS[kind];
  const [form, fields] = useForm({
    id: `${kind}-reminders`,
    lastResult,
    defaultValue: { afterDays: String(settings.afterDays), max: String(settings.max) },
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-4">
      <input type="hidden" name="intent" value={`${kind}-reminders`} />
      <FormAlert errors={form.errors} />
      <Field id={fields.afterDays.id} label={LABELS[kind].afterDays} required errors={fields.afterDays.errors} hint={LABELS[kind].hint}>
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
