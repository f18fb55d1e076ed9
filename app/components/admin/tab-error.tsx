import { isRouteErrorResponse } from "react-router";

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
