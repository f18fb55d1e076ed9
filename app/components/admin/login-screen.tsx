import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { loginSchema } from "~/auth/schemas";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { FieldMessages, FormAlert } from "~/components/form-field";
import { AuthCard } from "./auth-card";
import { withoutKey } from "~/components/conform";

export type LoginActionData = {
  result: SubmissionResult<string[]>;
  /** 'Login Failed' (wrong credentials, lockout) or 'Error' (unexpected), with its message. */
  alert?: { title: string; description: string };
};

/** The admin sign-in screen (spec §2): e-mail, password, 'Sign In' / 'Signing in...'. Works without JavaScript. */
export function LoginScreen({ actionData, redirectTo }: { actionData: LoginActionData | undefined; redirectTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin";
  const [form, fields] = useForm({
    id: "admin-login",
    lastResult: actionData?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });

  const alert = actionData?.alert;
  useEffect(() => {
    if (!alert) return;
    let shown: string | number | undefined;
    const id = setTimeout(() => {
      shown = toast.error(alert.title, { description: alert.description });
    }, 0);
    return () => {
      clearTimeout(id);
      // Signed in (or tried again): the old failure is no longer news.
      if (shown !== undefined) toast.dismiss(shown);
    };
  }, [alert]);

  return (
    <AuthCard title="Admin Login" description="Sign in to manage leads and admin users.">
      <Form method="post" action="/admin" {...getFormProps(form)} className="grid gap-5">
        <FormAlert title={alert?.title} errors={alert ? [alert.description] : undefined} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="grid gap-2">
          <Label htmlFor={fields.email.id}>Email</Label>
          <Input {...withoutKey(getInputProps(fields.email, { type: "email" }))} autoComplete="username" />
          <FieldMessages id={fields.email.errorId} errors={fields.email.errors} />
        </div>
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-4">
            <Label htmlFor={fields.password.id}>Password</Label>
            <Link to="/admin/forgot-password" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
              Forgot your password?
            </Link>
          </div>
          <Input {...withoutKey(getInputProps(fields.password, { type: "password" }))} autoComplete="current-password" />
          <FieldMessages id={fields.password.errorId} errors={fields.password.errors} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
      </Form>
    </AuthCard>
  );
}
