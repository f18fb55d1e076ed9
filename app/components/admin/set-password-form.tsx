import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { acceptInvitationSchema, MAX_ADMIN_NAME_LENGTH, MIN_PASSWORD_LENGTH, newPasswordSchema } from "~/auth/schemas";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { FieldMessages, FormAlert } from "~/components/form-field";
import { withoutKey } from "~/components/conform";

export type SetPasswordActionData = { result: SubmissionResult<string[]> };

/** New password + confirmation, for an invitation (with the admin's name) or a reset link. */
export function SetPasswordForm({
  id,
  email,
  actionData,
  submitLabel,
  busyLabel,
  withName = false,
}: {
  id: string;
  withName?: boolean;
  email: string;
  actionData: SetPasswordActionData | undefined;
  submitLabel: string;
  busyLabel: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const schema = withName ? acceptInvitationSchema : newPasswordSchema;
  const [form, fields] = useForm<{ name?: string; password: string; confirmPassword: string; username?: string }>({
    id,
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const formError = actionData?.result.error?.[""]?.[0];

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <FormAlert errors={formError ? [formError] : undefined} />
      {/* Lets password managers save the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {withName && fields.name ? (
        <div className="grid gap-2">
          <Label htmlFor={fields.name.id}>Your name</Label>
          <Input {...withoutKey(getInputProps(fields.name, { type: "text" }))} autoComplete="name" maxLength={MAX_ADMIN_NAME_LENGTH} />
          <FieldMessages id={fields.name.errorId} errors={fields.name.errors} />
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={fields.password.id}>New password</Label>
        <Input
          {...withoutKey(getInputProps(fields.password, { type: "password" }))}
          autoComplete="new-password"
          aria-describedby={[fields.password.errors ? fields.password.errorId : null, `${id}-hint`].filter(Boolean).join(" ")}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          At least {MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong one.
        </p>
        <FieldMessages id={fields.password.errorId} errors={fields.password.errors} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.confirmPassword.id}>Confirm password</Label>
        <Input {...withoutKey(getInputProps(fields.confirmPassword, { type: "password" }))} autoComplete="new-password" />
        <FieldMessages id={fields.confirmPassword.errorId} errors={fields.confirmPassword.errors} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}
