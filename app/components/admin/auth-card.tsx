import type * as React from "react";
import { Link } from "react-router";
import { company } from "~/content/site";
import { AdminLoading, useEnteringDashboard } from "./admin-loading";
import { NoScriptToast } from "./noscript-toast";

/** The link under the forgot-password and second-step forms, back to the sign-in screen. */
export function BackToSignIn() {
  return (
    <Link to="/admin" className="text-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
      Back to sign in
    </Link>
  );
}

/** The centred card of the sign-in, password and invitation screens. */
export function AuthCard({ title, description, children }: { title: string; description?: React.ReactNode; children: React.ReactNode }) {
  const entering = useEnteringDashboard();
  if (entering) return <AdminLoading label="Loading admin dashboard..." className="min-h-dvh" />;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-md">
        <NoScriptToast />
        <p className="mb-6 text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <Link to="/" className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            {company.name}
          </Link>
        </p>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description ? <div className="mt-2 text-sm text-slate-600">{description}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </main>
  );
}

/** The card of a one-time link (an invitation, a password reset) that is invalid, expired or used: why, and where to go. */
export function LinkNotValid({ title, description, to, label }: { title: string; description: string; to: string; label: string }) {
  return (
    <AuthCard title={title} description={description}>
      <Link to={to} className="font-semibold text-brand-700 underline underline-offset-4">
        {label}
      </Link>
    </AuthCard>
  );
}
