import type { MiddlewareFunction } from "react-router";
import { getSession, renewalCookie } from "./session.server";

/**
 * For every response of the admin area: never indexed, never kept by shared caches or the
 * back button, and the cookie extended after a sliding renewal. The guards in each loader
 * and action still decide who may do what (cross-site posts are refused by the HTTP server).
 */
export const adminAreaMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const session = await getSession(request);
  const response = await next();
  if (!response.headers.get("Cache-Control")?.startsWith("private")) {
    response.headers.set("Cache-Control", "private, no-store");
  }
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  if (session?.renewed) response.headers.append("Set-Cookie", await renewalCookie(session));
  return response;
};
