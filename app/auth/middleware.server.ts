import type { MiddlewareFunction } from "react-router";

/**
 * For every response of the admin area: never indexed, never kept by shared caches or the
 * back button. The guards in each loader and action still decide who may do what (cross-site posts are refused by the HTTP server).
 */
export const adminAreaMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  if (!response.headers.get("Cache-Control")?.startsWith("private")) {
    response.headers.set("Cache-Control", "private, no-store");
  }
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};
