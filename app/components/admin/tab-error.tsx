import { isRouteErrorResponse, Link } from "react-router";

/**
 * A tab's error: a session that ended between two requests (401), an account without the
 * right (403), or anything unexpected, in the tab's own words.
 */
export function TabError({ error, denied, unexpected }: { error: unknown; denied: string; unexpected: string }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status === 401 ? "Your session has ended. Please sign in again." : status === 403 ? denied : unexpected;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{message}</p>
      {status === 401 ? (
        <a href="/admin" className="mt-2 inline-block font-semibold underline underline-offset-4">
          Sign in
        </a>
      ) : null}
    </div>
  );
}

/** A lead's page's error (the lead page and its quote builder): a lead that does not exist (404) with the way back to the list, or the tab's error. */
export function LeadError({ error, unexpected }: { error: unknown; unexpected: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6">
        <p className="font-semibold">{String(error.data)}</p>
        <Link to="/admin" className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4">
          All leads
        </Link>
      </div>
    );
  }
  return <TabError error={error} denied="Access Denied: You don't have admin privileges to view leads." unexpected={unexpected} />;
}
