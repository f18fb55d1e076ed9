import { data } from "react-router";
import type { Route } from "./+types/reset-password";
import { adminAreaMiddleware } from "~/auth/middleware.server";
import { findPasswordReset, resetPassword } from "~/auth/password-reset.server";
import { setPasswordAction } from "~/auth/set-password.server";
import { AuthCard, LinkNotValid } from "~/components/admin/auth-card";
import { SetPasswordForm } from "~/components/admin/set-password-form";
import { redirectWithToast } from "~/utils/toast.server";

export const middleware: Route.MiddlewareFunction[] = [adminAreaMiddleware];

export const meta: Route.MetaFunction = () => [
  { title: "Choose a New Password | Pacific Crest Handyman" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const reset = await findPasswordReset(params.token);
  if (!reset) return data({ email: null }, { status: 404 });
  return { email: reset.email };
}

const EXPIRED = "This reset link is invalid, expired or already used. Request a new one.";

/** Sets the new password and signs that admin out everywhere; they then sign in with it. */
export async function action({ request, params }: Route.ActionArgs) {
  return setPasswordAction(request, {
    expired: EXPIRED,
    failure: "password reset failed",
    linkValid: async () => Boolean(await findPasswordReset(params.token)),
    apply: async (password) =>
      (await resetPassword({ token: params.token, password }))
        ? redirectWithToast("/admin", { type: "success", title: "Password updated", description: "Sign in with your new password." })
        : null,
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { email } = loaderData;
  if (!email) {
    return <LinkNotValid title="Reset link not valid" description={EXPIRED} to="/admin/forgot-password" label="Request a new reset link" />;
  }
  return (
    <AuthCard
      title="Choose a new password"
      description={
        <>
          For <strong className="text-slate-900">{email}</strong>. Every device signed in to this account will be signed out.
        </>
      }
    >
      <SetPasswordForm id="reset-password" email={email} actionData={actionData} submitLabel="Set New Password" busyLabel="Saving..." />
    </AuthCard>
  );
}
