import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { readForm } from "~/forms/read-form.server";
import { adminAreaMiddleware } from "~/auth/middleware.server";
import { RESET_REQUESTED_MESSAGE, requestPasswordReset, resetRequestsExhausted } from "~/auth/password-reset.server";
import { forgotPasswordSchema } from "~/auth/schemas";
import { clientIpContext } from "~/context";
import { AuthCard, BackToSignIn } from "~/components/admin/auth-card";
import { FieldMessages, FormAlert } from "~/components/form-field";
import { withoutKey } from "~/components/conform";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { failureStatus } from "~/db/client.server";
import { logger } from "~/utils/logger.server";

export const middleware: Route.MiddlewareFunction[] = [adminAreaMiddleware];

export const meta: Route.MetaFunction = () => [
  { title: "Forgot Password | Pacific Crest Handyman" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ url }: Route.LoaderArgs) {
  return { sent: url.searchParams.has("sent"), message: RESET_REQUESTED_MESSAGE };
}

/** Always the same answer, as fast, whether or not the address has an account: the e-mail is queued after it. */
export async function action({ request, context }: Route.ActionArgs) {
  const clientIp = context.get(clientIpContext);
  if (await resetRequestsExhausted(clientIp)) return redirect("/admin/forgot-password?sent=1");
  const read = await readForm(request, forgotPasswordSchema);
  if (!read.ok) return read.response;
  const submission = parseWithZod(read.form, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await requestPasswordReset({ email: submission.value.email, clientIp });
  } catch (error) {
    logger.error({ err: error }, "password reset request failed");
    return data({ result: submission.reply({ formErrors: ["An unexpected error occurred. Please try again."] }) }, { status: failureStatus(error) });
  }
  return redirect("/admin/forgot-password?sent=1");
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  const formError = actionData?.result.error?.[""]?.[0];

  if (loaderData.sent) {
    return (
      <AuthCard title="Check your e-mail">
        <p role="status" className="text-slate-800">
          {loaderData.message}
        </p>
        <p className="mt-2 text-sm text-slate-600">The link works once and expires in one hour.</p>
        <Link to="/admin" className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4">
          Back to sign in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Forgot your password?" description="Enter your admin e-mail address and we'll send you a link to choose a new password.">
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <FormAlert errors={formError ? [formError] : undefined} />
        <div className="grid gap-2">
          <Label htmlFor={fields.email.id}>Email</Label>
          <Input {...withoutKey(getInputProps(fields.email, { type: "email" }))} autoComplete="username" />
          <FieldMessages id={fields.email.errorId} errors={fields.email.errors} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send Reset Link"}
        </Button>
        <BackToSignIn />
      </Form>
    </AuthCard>
  );
}
