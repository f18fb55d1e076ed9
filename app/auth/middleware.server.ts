import type { MiddlewareFunction } from "react-router";
import { getSession, renewalCookie } from "./session.server";

/** A form post from another site: refused before any action runs (SameSite=Lax is the first line). */
function isCrossSite(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/**
 * For every response of the admin area: never indexed, never cached by shared caches or the
 * back button, and the cookie extended after a sliding renewal. The guards in each loader
 * and action still decide who may do what.
 */
export const adminAreaMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (isCrossSite(request)) {
    return new Response("Cross-site form posts are not accepted.", { status: 403, headers: { "Cache-Control": "no-store" } });
  }
  const session = await getSession(request);
  const response = await next();
  if (!response.headers.get("Cache-Control")?.startsWith("private")) {
    response.headers.set("Cache-Control", "private, no-store");
  }
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  if (session?.renewed) response.headers.append("Set-Cookie", await renewalCookie(session));
  return response;
};
