import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, Outlet, redirect, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { readForm } from "~/forms/read-form.server";
import { getAdminGate } from "~/auth/guards.server";
import { clientSignInWait, lockedMessage, signIn } from "~/auth/login.server";
import { adminAreaMiddleware } from "~/auth/middleware.server";
import { endSession } from "~/auth/session.server";
import { loginSchema } from "~/auth/schemas";
import { clientIpContext } from "~/context";
import { failureStatus } from "~/db/client.server";
import { AdminLoading, useEnteringDashboard } from "~/components/admin/admin-loading";
import { DashboardShell } from "~/components/admin/dashboard-shell";
import { LoginScreen } from "~/components/admin/login-screen";
import { adminMeta } from "~/components/admin/meta";
import { NoScriptToast } from "~/components/admin/noscript-toast";
import { unreadTexts } from "~/texting/inbox.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

export const middleware: Route.MiddlewareFunction[] = [adminAreaMiddleware];

/** An action's 429 keeps its Retry-After on the HTTP answer (React Router passes on only cookies by itself). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Admin");

/**
 * The admin area's gate (spec §4), decided on the server on every request. A signed-in account
 * that is not an active admin (deactivated, or a role without access) is signed out and sent
 * home with the 'Access Denied' toast (spec §8).
 */
export async function loader({ request }: Route.LoaderArgs) {
  let gate: Awaited<ReturnType<typeof getAdminGate>>;
  try {
    gate = await getAdminGate(request);
  } catch (error) {
    logger.error({ err: error }, "checking admin access failed");
    throw data({ accessError: true }, { status: 503 });
  }
  if (gate.state === "admin") {
    // The Inbox tab's count (decision 088); a failure to count never keeps the dashboard shut.
    const unread = await unreadTexts().catch((error: unknown) => {
      logger.warn({ err: error }, "counting unread texts failed");
      return 0;
    });
    return { gate: "admin" as const, email: gate.admin.email, unread };
  }
  if (gate.state === "denied") {
    throw await redirectWithToast("/", ACCESS_DENIED_TOAST, { headers: { "Set-Cookie": await endSession(request) } });
  }
  return { gate: "signed-out" as const, email: null, unread: 0 };
}

const ACCESS_DENIED_TOAST = { type: "error", title: "Access Denied", description: "You don't have admin access to this dashboard." } as const;

const INVALID_CREDENTIALS = "Invalid email or password.";

/**
 * Sign in. The only action here: every other admin action lives with its own page and guard.
 * Everything is validated (the page to return to included) before any session is created.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const clientIp = context.get(clientIpContext);
  const wait = await clientSignInWait(request, clientIp).catch((error: unknown) => {
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
  const { email, password, redirectTo = "/admin" } = submission.value;
  try {
    const outcome = await signIn({ email, password, clientIp, request, redirectTo });
    if (outcome.outcome === "signed-in") {
      const headers = new Headers();
      for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
      return redirect(redirectTo, { headers });
    }
    if (outcome.outcome === "second-factor") {
      return redirect("/admin/verify", { headers: { "Set-Cookie": outcome.cookie } });
    }
    const throttled = outcome.outcome === "throttled";
    const description = throttled ? lockedMessage(outcome.retryAfterSeconds) : INVALID_CREDENTIALS;
    return data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        alert: { title: "Login Failed", description },
      },
      { status: throttled ? 429 : 400, headers: throttled ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined },
    );
  } catch (error) {
    logger.error({ err: error }, "sign-in failed unexpectedly");
    return data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        alert: { title: "Error", description: "An unexpected error occurred. Please try again." },
      },
      { status: failureStatus(error) },
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
  return (
    <DashboardShell email={loaderData.email} unread={loaderData.unread}>
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
