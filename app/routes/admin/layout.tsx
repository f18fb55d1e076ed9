import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, Outlet, redirect, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { readForm } from "~/admin/forms.server";
import { getAdminGate } from "~/auth/guards.server";
import { clientSignInWait, lockedMessage, signIn } from "~/auth/login.server";
import { adminAreaMiddleware } from "~/auth/middleware.server";
import { loginSchema } from "~/auth/schemas";
import { clientIpContext } from "~/context";
import { AccessDenied } from "~/components/admin/access-denied";
import { AdminLoading, useEnteringDashboard } from "~/components/admin/admin-loading";
import { DashboardShell } from "~/components/admin/dashboard-shell";
import { LoginScreen } from "~/components/admin/login-screen";
import { adminMeta } from "~/components/admin/meta";
import { NoScriptToast } from "~/components/admin/noscript-toast";
import { logger } from "~/utils/logger.server";

export const middleware: Route.MiddlewareFunction[] = [adminAreaMiddleware];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Admin");

/** The admin area's gate (spec §4), decided on the server on every request. */
export async function loader({ request }: Route.LoaderArgs) {
  let gate: Awaited<ReturnType<typeof getAdminGate>>;
  try {
    gate = await getAdminGate(request);
  } catch (error) {
    logger.error({ err: error }, "checking admin access failed");
    throw data({ accessError: true }, { status: 503 });
  }
  if (gate.state === "admin") {
    return { gate: "admin" as const, email: gate.admin.email };
  }
  if (gate.state === "denied") return { gate: "denied" as const, email: gate.email };
  return { gate: "signed-out" as const, email: null };
}

/** Where to go after signing in: back to the admin page the form was on, nowhere else. */
function safeRedirect(target: string | undefined): string {
  if (!target || !/^\/admin(?:[/?]|$)/.test(target) || target.startsWith("//") || target.includes("\\")) return "/admin";
  return target;
}

const INVALID_CREDENTIALS = "Invalid email or password.";

/** Sign in. The only action here: every other admin action lives with its own page and guard. */
export async function action({ request, context }: Route.ActionArgs) {
  const clientIp = context.get(clientIpContext);
  const wait = await clientSignInWait(clientIp).catch((error: unknown) => {
    logger.error({ err: error }, "checking the sign-in limit failed");
    return 0;
  });
  if (wait > 0) {
    return data(
      { result: { status: "error" as const, error: {} }, alert: { title: "Login Failed", description: lockedMessage(wait) } },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const read = await readForm(request, loginSchema);
  if (!read.ok) return read.response;
  const submission = parseWithZod(read.form, { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  try {
    const outcome = await signIn({ email, password, clientIp, request });
    if (outcome.ok) {
      return redirect(safeRedirect(redirectTo), { headers: { "Set-Cookie": outcome.cookie } });
    }
    const locked = outcome.reason === "locked";
    const description = locked ? lockedMessage(outcome.retryAfterSeconds) : INVALID_CREDENTIALS;
    return data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        alert: { title: "Login Failed", description },
      },
      { status: locked ? 429 : 400, headers: locked ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined },
    );
  } catch (error) {
    logger.error({ err: error }, "sign-in failed unexpectedly");
    return data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        alert: { title: "Error", description: "An unexpected error occurred. Please try again." },
      },
      { status: 500 },
    );
  }
}

export default function AdminLayout({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const entering = useEnteringDashboard();

  if (entering && loaderData.gate !== "admin") return <AdminLoading label="Loading admin dashboard..." className="min-h-dvh" />;
  if (loaderData.gate === "signed-out") {
    return <LoginScreen actionData={actionData} redirectTo={location.pathname + location.search} />;
  }
  if (loaderData.gate === "denied") return <AccessDenied email={loaderData.email} />;
  return (
    <DashboardShell email={loaderData.email}>
      <NoScriptToast />
      <Outlet />
    </DashboardShell>
  );
}

/** 'Access Error' when the access check itself failed (spec §8); 'Error' for anything else. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const accessError = isRouteErrorResponse(error) && error.status === 503;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{accessError ? "Access Error" : "Error"}</h1>
      <p className="max-w-md text-slate-700">
        {accessError
          ? "Unable to verify admin access. Please contact support."
          : "An error occurred while loading the admin dashboard."}
      </p>
      <a href="/admin" className="font-semibold text-brand-700 underline underline-offset-4">
        Try again
      </a>
    </main>
  );
}
