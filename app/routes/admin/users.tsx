import { parseWithZod } from "@conform-to/zod/v4";
import { LockIcon, UserPlusIcon } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import type { Route } from "./+types/users";
import { listAdminUsers, resetSecondFactor, setAdminActive, setAdminRole } from "~/admins/admin-users.server";
import { formatNumericDate } from "~/utils/dates";
import { readForm } from "~/forms/read-form.server";
import { roleBadgeVariant } from "~/auth/roles";
import { inviteSchema, roleChangeSchema, toggleAdminSchema } from "~/admins/schemas";
import { requireSuperAdmin } from "~/auth/guards.server";
import { inviteAdmin } from "~/auth/invitations.server";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import { InviteDialog } from "~/components/admin/invite-dialog";
import type { ConfirmStep } from "~/forms/confirm";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { failureStatus } from "~/db/client.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { TabHeader } from "~/components/admin/tab-header";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Admin Users");

/** Super Admins only, checked here on the server; everyone else gets 403 and 'Access Restricted'. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireSuperAdmin(request);
  const users = await listAdminUsers();
  return {
    me: admin.id,
    inviteOpen: url.searchParams.has("invite"),
    users: users.map((user) => ({ ...user, created: formatNumericDate(user.createdAt), createdIso: user.createdAt.toISOString() })),
  };
}

/**
 * Deactivate, a role change and Reset 2FA ask first (decision 060): without `confirm=1` the
 * answer is the question, naming the admin and what will happen; nothing changes.
 */
async function confirmStep(form: FormData, actorId: string): Promise<ConfirmStep | undefined> {
  const intent = form.get("intent");
  if (form.get("confirm") === "1" || (intent !== "deactivate" && intent !== "set-role" && intent !== "reset-two-factor")) return undefined;
  // Your own account, or one that does not exist: refused at once, nothing to ask.
  const target = (await listAdminUsers()).find((user) => user.id === form.get("adminId") && user.id !== actorId);
  if (!target) return undefined;
  const who = target.name ? `${target.name} (${target.email})` : target.email;
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  if (intent === "deactivate") {
    return { question: `Deactivate ${who}?`, detail: "They are signed out everywhere and cannot sign in until a Super Admin activates them again.", label: "Deactivate", fields };
  }
  if (intent === "reset-two-factor") {
    return { question: `Reset two-factor sign-in of ${who}?`, detail: "Their authenticator and recovery codes stop working and they are signed out everywhere; they sign in with the password alone and can set it up again.", label: "Reset 2FA", fields };
  }
  const role = String(form.get("role"));
  return {
    question: `Make ${who} ${role === "Super Admin" ? "a Super Admin" : "an Ops Admin"}?`,
    detail: role === "Super Admin" ? "They can then manage admin users, settings and erasure." : "They lose access to admin users, settings and erasure.",
    label: `Make ${role}`,
    fields,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireSuperAdmin(request);
  const read = await readForm(request, [inviteSchema, toggleAdminSchema, roleChangeSchema]);
  if (!read.ok) return read.response;
  const formData = read.form;
  const asked = await confirmStep(formData, admin.id);
  if (asked) return { confirm: asked };

  if (formData.get("intent") === "invite") {
    const submission = parseWithZod(formData, { schema: inviteSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    try {
      const outcome = await inviteAdmin({ email: submission.value.email, role: submission.value.role, invitedBy: admin });
      if (!outcome.ok) {
        return data({ result: submission.reply({ formErrors: [`Failed to invite admin: ${outcome.message}`] }) }, { status: 409 });
      }
      return redirectWithToast("/admin/users", { type: "success", title: `Invitation sent to ${outcome.email}` });
    } catch (error) {
      logger.error({ err: error }, "inviting an admin failed");
      return data(
        { result: submission.reply({ formErrors: ["An unexpected error occurred while sending the invitation."] }) },
        { status: failureStatus(error) },
      );
    }
  }

  if (formData.get("intent") === "set-role") {
    const change = roleChangeSchema.safeParse(Object.fromEntries(formData));
    if (!change.success) return redirectWithToast("/admin/users", { type: "error", title: "Failed to change the role: the request was incomplete." });
    try {
      const outcome = await setAdminRole({ actor: admin, adminId: change.data.adminId, role: change.data.role });
      if (!outcome.ok) return redirectWithToast("/admin/users", { type: "error", title: `Failed to change the role: ${outcome.message}` });
      return redirectWithToast("/admin/users", { type: "success", title: `Role changed to ${change.data.role}.` });
    } catch (error) {
      logger.error({ err: error, adminId: change.data.adminId }, "changing an admin's role failed");
      return redirectWithToast("/admin/users", { type: "error", title: "An unexpected error occurred while updating the user." });
    }
  }

  const parsed = toggleAdminSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return redirectWithToast("/admin/users", { type: "error", title: "Failed to update user status: the request was incomplete." });
  }
  const { intent, adminId } = parsed.data;
  if (intent === "reset-two-factor") {
    try {
      const outcome = await resetSecondFactor({ actor: admin, adminId });
      if (!outcome.ok) return redirectWithToast("/admin/users", { type: "error", title: `Failed to reset two-factor sign-in: ${outcome.message}` });
      return redirectWithToast("/admin/users", {
        type: "success",
        title: "Two-factor sign-in reset.",
        description: "That admin now signs in with the password alone and can set it up again.",
      });
    } catch (error) {
      logger.error({ err: error, adminId }, "resetting a second factor failed");
      return redirectWithToast("/admin/users", { type: "error", title: "An unexpected error occurred while updating the user." });
    }
  }
  try {
    const outcome = await setAdminActive({ actor: admin, adminId, active: intent === "activate" });
    if (!outcome.ok) return redirectWithToast("/admin/users", { type: "error", title: `Failed to update user status: ${outcome.message}` });
    return redirectWithToast("/admin/users", {
      type: "success",
      title: intent === "activate" ? "User activated successfully." : "User deactivated successfully.",
    });
  } catch (error) {
    logger.error({ err: error, adminId }, "updating an admin failed");
    return redirectWithToast("/admin/users", { type: "error", title: "An unexpected error occurred while updating the user." });
  }
}

function ToggleButton({ id, email, active }: { id: string; email: string; active: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("adminId") === id;
  const intent = active ? "deactivate" : "activate";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="adminId" value={id} />
      <Button type="submit" size="sm" variant={active ? "outline" : "secondary"} disabled={busy} aria-label={`${active ? "Deactivate" : "Activate"} ${email}`}>
        {active ? "Deactivate" : "Activate"}
      </Button>
    </Form>
  );
}

/** Gives the admin the other of the two roles. */
function RoleButton({ id, email, role }: { id: string; email: string; role: string }) {
  const other = role === "Super Admin" ? "Ops Admin" : "Super Admin";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="set-role" />
      <input type="hidden" name="adminId" value={id} />
      <input type="hidden" name="role" value={other} />
      <Button type="submit" size="sm" variant="ghost" aria-label={`Make ${other}: ${email}`}>
        Make {other}
      </Button>
    </Form>
  );
}

function ResetTwoFactorButton({ id, email }: { id: string; email: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="reset-two-factor" />
      <input type="hidden" name="adminId" value={id} />
      <Button type="submit" size="sm" variant="ghost" aria-label={`Reset 2FA of ${email}`}>
        Reset 2FA
      </Button>
    </Form>
  );
}

const statusVariant = { Active: "success", "Pending invitation": "warning", Inactive: "secondary" } as const;

export default function AdminUsersTab({ loaderData, actionData }: Route.ComponentProps) {
  const { users, me, inviteOpen } = loaderData;
  return (
    <section aria-labelledby="users-heading" className="grid gap-5">
      <TabHeader id="users-heading" title="Admin Users" description="Invite administrators, set their role and turn their access on or off.">
        <Button asChild>
          <Link to="?invite=1" preventScrollReset>
            <UserPlusIcon aria-hidden="true" />
            Invite Admin
          </Link>
        </Button>
      </TabHeader>

      {actionData && "confirm" in actionData ? <ConfirmPanel step={actionData.confirm} /> : null}

      {users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center text-slate-700">No admin users found.</p>
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white shadow-sm md:overflow-x-auto">
          <table className="w-full text-left text-sm max-md:block md:min-w-[40rem]">
            <caption className="sr-only">Admin users, newest first</caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase max-md:sr-only">
              <tr>
                {["Email", "Role", "Status", "Created", "Actions"].map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-md:block">
              {users.map((user) => (
                <tr
                  key={user.id}
                  className="border-t border-slate-200 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:px-4 max-md:py-3 max-md:first:border-t-0 max-md:[&>td]:p-0"
                >
                  <td className="px-4 py-3 font-medium break-words text-slate-900 max-md:w-full">
                    {user.email}
                    {user.name ? <span className="block font-normal text-slate-700">{user.name}</span> : null}
                  </td>
                  <td className="px-4 py-3">
                    <Badge variant={roleBadgeVariant(user.role)} className="whitespace-nowrap">
                      {user.role}
                    </Badge>
                  </td>
                  <td className="px-4 py-3">
                    <Badge variant={statusVariant[user.status]} className="whitespace-nowrap">
                      {user.status}
                    </Badge>
                    {user.status === "Pending invitation" ? (
                      <p className="mt-1 text-xs text-slate-600">
                        {user.isActive ? "Activated: gets access once the invitation is accepted." : "Not activated."}
                      </p>
                    ) : null}
                    {user.hasSecondFactor ? <p className="mt-1 text-xs text-slate-600">Two-factor sign-in on</p> : null}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={user.createdIso}>{user.created}</time>
                  </td>
                  <td className="px-4 py-3">
                    {user.id === me ? (
                      <span className="text-slate-600">You</span>
                    ) : (
                      <div className="flex flex-wrap gap-2">
                        <ToggleButton id={user.id} email={user.email} active={user.isActive} />
                        <RoleButton id={user.id} email={user.email} role={user.role} />
                        {user.hasSecondFactor ? <ResetTwoFactorButton id={user.id} email={user.email} /> : null}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <InviteDialog open={inviteOpen} actionData={actionData && "result" in actionData ? actionData : undefined} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-14 text-center">
        <LockIcon className="size-10 text-slate-500" aria-hidden="true" />
        <h2 className="text-xl font-bold text-slate-900">Access Restricted</h2>
        <p className="text-slate-700">Only Super Admins can manage admin users.</p>
      </div>
    );
  }
  return <TabError error={error} denied="" unexpected="An unexpected error occurred while fetching admin users." />;
}
