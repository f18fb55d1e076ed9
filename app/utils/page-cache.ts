/**
 * A server-rendered page that the HTTP server may keep and answer again says so with this
 * header, holding the time (ms since the epoch) until which it reads the same with time alone,
 * or `never` when nothing on it changes with time. The server drops the header before the
 * response leaves, and keeps the page only for a 200 without Set-Cookie (decision 027).
 */
export const PAGE_CACHE_HEADER = "X-Page-Cache-Until";

/** A loader's headers that let the server keep its page until `until` (ms since the epoch; Infinity: no time limit). */
export function pageCacheHeaders(until: number): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: Number.isFinite(until) ? String(Math.floor(until)) : "never" };
}

/** For a route's `headers` export: passes on the loader's permission to keep the page, if it gave one. */
export function passPageCacheHeader(loaderHeaders: Headers): Record<string, string> {
  const until = loaderHeaders.get(PAGE_CACHE_HEADER);
  return until ? { [PAGE_CACHE_HEADER]: until } : {};
}

/** The time a page may be kept until, from its header: undefined when it may not be kept. */
export function pageCacheUntil(value: string | null): number | undefined {
  if (value === null) return undefined;
  if (value === "never") return Number.POSITIVE_INFINITY;
  const until = Number(value);
  return Number.isFinite(until) ? until : undefined;
}
