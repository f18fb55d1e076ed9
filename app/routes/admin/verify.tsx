import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/verify";
import { readForm } from "~/forms/read-form.server";
import { lockedMessage } from "~/auth/login.server";
import { adminAreaMiddleware } from "~/auth/middleware.server";
import { secondFactorSchema } from "~/auth/schemas";
import { findPendingSignIn, verifySecondFactor } from "~/auth/two-factor.server";
import { AuthCard, BackToSignIn } from "~/components/admin/auth-card";
import { FieldMessages, FormAlert } from "~/components/form-field";
import { failureStatus } from "~/db/client.server";
import { withoutKey } from "~/components/conform";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

export const middleware: Route.MiddlewareFunction[] = [adminAreaMiddleware];

/** An action's 429 keeps its Retry-After on the HTTP answer (React Router passes on only cookies by itself). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export const meta: Route.MetaFunction = () => [
  { title: "Two-Factor Sign-In | Pacific Crest Handyman" },
  { name: "robots", content: "noindex, nofollow" },
];

const EXPIRED_TOAST = { type: "error", title: "Sign-in expired", description: "Please sign in again." } as const;

/** The second step of signing in; without a pending sign-in there is nothing to confirm. */
export async function loader({ request }: Route.LoaderArgs) {
  const pending = await findPendingSignIn(request);
  if (!pending) throw redirect("/admin");
  return { email: pending.email };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request, secondFactorSchema);
  if (!read.ok) return read.response;
  const submission = parseWithZod(read.form, { schema: secondFactorSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["code"] }) }, { status: 400 });
  try {
    const outcome = await verifySecondFactor({ request, code: submission.value.code });
    switch (outcome.outcome) {
      case "signed-in": {
        const headers = new Headers();
        for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
        return redirect(outcome.redirectTo, { headers });
      }
      case "expired":
        return redirectWithToast("/admin", EXPIRED_TOAST, { headers: { "Set-Cookie": outcome.cookie } });
      case "throttled":
        return data(
          { result: submission.reply({ formErrors: [lockedMessage(outcome.retryAfterSeconds)], hideFields: ["code"] }) },
          { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
        );
      case "invalid":
        return data({ result: submission.reply({ formErrors: ["That code is not valid."], hideFields: ["code"] }) }, { status: 400 });
    }
  } catch (error) {
    logger.error({ err: error }, "second factor check failed unexpectedly");
    return data(
      { result: submission.reply({ formErrors: ["An unexpected error occurred. Please try again."], hideFields: ["code"] }) },
      { status: failureStatus(error) },
    );
  }
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "second-factor",
    lastResult: actionData?.result,
    constraint: getZodConstraint(secondFactorSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: secondFactorSchema }),
  });
  const formError = actionData?.result.error?.[""]?.[0];
  return (
    <AuthCard
      title="Two-factor sign-in"
      description={
        <>
          Signing in as <strong className="text-slate-900">{loaderData.email}</strong>. Enter the 6-digit code from your authenticator
          app, or one of your recovery codes.
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <FormAlert errors={formError ? [formError] : undefined} />
        <div className="grid gap-2">
          <Label htmlFor={fields.code.id}>Code</Label>
          <Input {...withoutKey(getInputProps(fields.code, { type: "text" }))} autoComplete="one-time-code" autoFocus spellCheck={false} />
          <FieldMessages id={fields.code.errorId} errors={fields.code.errors} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Verifying..." : "Verify"}
        </Button>
        <BackToSignIn />
      </Form>
    </AuthCard>
  );
}
