import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { formatShortDateTime } from "~/utils/dates";
import { pageOf, readForm } from "~/forms/read-form.server";
import { requireAdmin } from "~/auth/guards.server";
import { accountSchema, MAX_ADMIN_NAME_LENGTH } from "~/auth/schemas";
import { setAdminName } from "~/auth/account-name.server";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import { endOtherSessions, endSessionOf, getSession, listSessions } from "~/auth/session.server";
import { beginTwoFactorSetup, confirmTwoFactorSetup, twoFactorStatus } from "~/auth/two-factor.server";
import { describeBrowser } from "~/auth/user-agent";
import { FieldMessages, FormAlert } from "~/components/form-field";
import { withoutKey } from "~/components/conform";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Your Account");

/** The signed-in admin's own account: two-factor sign-in and active sessions. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const session = await getSession(request);
  const [twoFactor, sessions] = await Promise.all([twoFactorStatus(admin.id), listSessions(admin.id, session!.id)]);
  return {
    email: admin.email,
    name: admin.name ?? null,
    isSuperAdmin: admin.isSuperAdmin,
    twoFactor,
    sessions: sessions.map((row) => ({
      id: row.id,
      current: row.current,
      browser: describeBrowser(row.userAgent),
      created: formatShortDateTime(row.createdAt),
      createdIso: row.createdAt.toISOString(),
      lastSeen: formatShortDateTime(row.lastSeenAt),
      lastSeenIso: row.lastSeenAt.toISOString(),
    })),
  };
}

const confirmSchema = accountSchema.options[1];
const nameSchema = accountSchema.options[4];

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const session = (await getSession(request))!;
  const read = await readForm(request, accountSchema.options);
  if (!read.ok) return data({ result: read.response.data.result, recoveryCodes: null, confirm: null }, { status: read.response.init?.status ?? 400 });
  const submission = parseWithZod(read.form, { schema: accountSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), recoveryCodes: null, confirm: null }, { status: 400 });
  const page = pageOf(url);
  const value = submission.value;
  try {
    switch (value.intent) {
      case "start-two-factor":
        await beginTwoFactorSetup(admin.id);
        return redirect(page);
      case "confirm-two-factor": {
        const confirmed = await confirmTwoFactorSetup(admin.id, value.code);
        if (!confirmed.ok) {
          return data(
            { result: submission.reply({ fieldErrors: { code: ["That code is not valid. Check the time on your phone and try again."] } }), recoveryCodes: null, confirm: null },
            { status: 400 },
          );
        }
        return { result: submission.reply({ resetForm: true }), recoveryCodes: confirmed.recoveryCodes, confirm: null };
      }
      case "end-session": {
        const ended = value.sessionId !== session.id && (await endSessionOf(admin.id, value.sessionId));
        return redirectWithToast(page, ended ? { type: "success", title: "Session ended." } : { type: "error", title: "That session had already ended." });
      }
      case "end-other-sessions": {
        if (!value.confirm) {
          const others = (await listSessions(admin.id, session.id)).filter((row) => !row.current).length;
          const confirm = {
            question: `Sign out of ${others} other ${others === 1 ? "session" : "sessions"}?`,
            detail: "Every browser signed in to your account but this one is signed out and must sign in again.",
            label: "Sign Out Everywhere Else",
            fields: { intent: "end-other-sessions" },
          };
          return { result: submission.reply(), recoveryCodes: null, confirm };
        }
        const count = await endOtherSessions(admin.id, session.id);
        return redirectWithToast(page, { type: "success", title: `Signed out of ${count} other ${count === 1 ? "session" : "sessions"}.` });
      }
      case "name":
        await setAdminName(admin.id, value.name);
        return redirectWithToast(page, { type: "success", title: "Your name is saved." });
    }
  } catch (error) {
    logger.error({ err: error, intent: value.intent }, "account action failed");
    return redirectWithToast(page, { type: "error", title: "An unexpected error occurred. Please try again." });
  }
}

/** The name the dashboard shows for this admin (assignment, history, notes). */
function NameForm({ name, lastResult }: { name: string | null; lastResult: Route.ComponentProps["actionData"] }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "name";
  const [form, fields] = useForm({
    id: "account-name",
    lastResult: lastResult?.result,
    defaultValue: { name: name ?? "" },
    constraint: getZodConstraint(nameSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: nameSchema }),
  });
  return (
    <section aria-labelledby="name-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 id="name-heading" className="text-lg font-semibold text-slate-900">
        Your name
      </h3>
      <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="name" />
        <div className="grid grow gap-2">
          <Label htmlFor={fields.name.id}>Name shown to the team</Label>
          <Input {...withoutKey(getInputProps(fields.name, { type: "text" }))} autoComplete="name" maxLength={MAX_ADMIN_NAME_LENGTH} />
          <FieldMessages id={fields.name.errorId} errors={fields.name.errors} />
        </div>
        <Button type="submit" disabled={busy}>
          Save Name
        </Button>
      </Form>
    </section>
  );
}

function ConfirmTwoFactorForm({ lastResult }: { lastResult: Route.ComponentProps["actionData"] }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "confirm-two-factor",
    lastResult: lastResult?.result,
    constraint: getZodConstraint(confirmSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: confirmSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-sm gap-3">
      <input type="hidden" name="intent" value="confirm-two-factor" />
      <Label htmlFor={fields.code.id}>Code from the app</Label>
      <Input {...withoutKey(getInputProps(fields.code, { type: "text" }))} inputMode="numeric" autoComplete="one-time-code" spellCheck={false} />
      <FieldMessages id={fields.code.errorId} errors={fields.code.errors} />
      <Button type="submit" disabled={navigation.state === "submitting"}>
        Turn On Two-Factor Sign-In
      </Button>
    </Form>
  );
}

function TwoFactorSection({ loaderData, actionData }: Route.ComponentProps) {
  const { twoFactor, isSuperAdmin } = loaderData;
  if (actionData?.recoveryCodes) {
    return (
      <div className="grid gap-3" role="status">
        <p className="font-semibold text-green-800">Two-factor sign-in is on.</p>
        <p className="text-sm text-slate-700">
          Save these recovery codes somewhere safe (each works once, if you lose your phone). They are shown only now.
        </p>
        <ul aria-label="Recovery codes" className="grid max-w-sm grid-cols-2 gap-2 font-mono text-sm">
          {actionData.recoveryCodes.map((code) => (
            <li key={code} className="rounded border border-slate-200 bg-slate-50 px-2 py-1">
              {code}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (twoFactor.state === "on") {
    return (
      <div className="grid gap-2">
        <p>
          <Badge variant="success">On</Badge> Signing in asks for a code from your authenticator app.
        </p>
        <p className="text-sm text-slate-700">{twoFactor.recoveryCodesLeft} of 10 recovery codes left.</p>
        <p className="text-sm text-slate-700">
          Lost your phone? Use a recovery code, or ask a Super Admin to reset your two-factor sign-in from Admin Users.
        </p>
      </div>
    );
  }
  if (twoFactor.state === "setting-up") {
    return (
      <div className="grid gap-4">
        <ol className="grid list-decimal gap-2 pl-5 text-sm text-slate-800">
          <li>
            In your authenticator app, add an account with this key (time-based):{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all" data-testid="totp-secret">
              {twoFactor.secret}
            </code>
          </li>
          <li>
            Or open this setup link on the phone:{" "}
            <a href={twoFactor.uri} className="break-all text-brand-700 underline underline-offset-4">
              {twoFactor.uri}
            </a>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <ConfirmTwoFactorForm lastResult={actionData} />
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        Off: your password alone opens the dashboard.{" "}
        {isSuperAdmin ? "As a Super Admin, please turn it on." : "Turn it on to protect customers' details."}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="start-two-factor" />
        <Button type="submit" variant="secondary">
          Set Up Two-Factor Sign-In
        </Button>
      </Form>
    </div>
  );
}

export default function Account(props: Route.ComponentProps) {
  const { loaderData, actionData } = props;
  const formError = actionData?.result.error?.[""]?.[0];
  const others = loaderData.sessions.filter((row) => !row.current).length;
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Your Account</h2>
        <p className="mt-1 text-sm text-slate-700">{loaderData.email}</p>
      </div>
      <FormAlert errors={formError ? [formError] : undefined} />
      {actionData?.confirm ? <ConfirmPanel step={actionData.confirm} /> : null}
      <NameForm name={loaderData.name} lastResult={actionData?.confirm ? undefined : actionData} />
      <section aria-labelledby="two-factor-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 id="two-factor-heading" className="text-lg font-semibold text-slate-900">
          Two-factor sign-in
        </h3>
        <TwoFactorSection {...props} />
      </section>
      <section aria-labelledby="sessions-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="sessions-heading" className="text-lg font-semibold text-slate-900">
            Active sessions
          </h3>
          {others > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="end-other-sessions" />
              <Button type="submit" variant="outline" size="sm">
                Sign Out Everywhere Else
              </Button>
            </Form>
          ) : null}
        </div>
        {/* Focusable, so keyboard users can scroll the table sideways on a phone. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Sessions table, scrolls sideways">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Your active sessions, most recently used first</caption>
            <thead className="text-xs tracking-wide text-slate-700 uppercase">
              <tr>
                {["Browser", "Signed in", "Last seen", "Actions"].map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loaderData.sessions.map((row) => (
                <tr key={row.id} className="border-t border-slate-200">
                  <td className="py-2 pr-4">{row.browser}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={row.createdIso}>{row.created}</time>
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={row.lastSeenIso}>{row.lastSeen}</time>
                  </td>
                  <td className="py-2 pr-4">
                    {row.current ? (
                      <span className="text-slate-600">This browser</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="end-session" />
                        <input type="hidden" name="sessionId" value={row.id} />
                        <Button type="submit" size="sm" variant="outline" aria-label={`End session: ${row.browser}, signed in ${row.created}`}>
                          End Session
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="You don't have admin access to this dashboard." unexpected="An unexpected error occurred while loading your account." />;
}

