import { data } from "react-router";
import type { Route } from "./+types/accept-invite";
import { acceptInvitation, findInvitation } from "~/auth/invitations.server";
import { adminAreaMiddleware } from "~/auth/middleware.server";
import { setPasswordAction } from "~/auth/set-password.server";
import { AuthCard, LinkNotValid } from "~/components/admin/auth-card";
import { SetPasswordForm } from "~/components/admin/set-password-form";
import { redirectWithToast } from "~/utils/toast.server";

export const middleware: Route.MiddlewareFunction[] = [adminAreaMiddleware];

export const meta: Route.MetaFunction = () => [
  { title: "Accept Invitation | Pacific Crest Handyman" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const invitation = await findInvitation(params.token);
  if (!invitation) return data({ invitation: null }, { status: 404 });
  return { invitation };
}

const EXPIRED = "This invitation link is invalid, expired or already used. Ask a Super Admin to send a new one.";

/** Sets the password, activates the account and signs the new admin in. */
export async function action({ request, params }: Route.ActionArgs) {
  return setPasswordAction(request, {
    expired: EXPIRED,
    failure: "accepting an invitation failed",
    linkValid: async () => Boolean(await findInvitation(params.token)),
    withName: true,
    apply: async (password, name) => {
      const outcome = await acceptInvitation({ token: params.token, password, name, request });
      if (!outcome.ok) return null;
      return redirectWithToast(
        "/admin",
        { type: "success", title: "Welcome!", description: "Your admin account is ready." },
        { headers: { "Set-Cookie": outcome.cookie } },
      );
    },
  });
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation } = loaderData;
  if (!invitation) {
    return <LinkNotValid title="Invitation not valid" description={EXPIRED} to="/admin" label="Go to admin sign in" />;
  }
  return (
    <AuthCard
      title="Accept your invitation"
      description={
        <>
          Your name, and a password for <strong className="text-slate-900">{invitation.email}</strong> ({invitation.role}).
        </>
      }
    >
      <SetPasswordForm
        id="accept-invite"
        email={invitation.email}
        actionData={actionData}
        withName
        submitLabel="Set Password and Sign In"
        busyLabel="Setting password..."
      />
    </AuthCard>
  );
}
