import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { getAdminGate } from "~/auth/guards.server";
import { SESSION_COOKIE } from "~/auth/session.server";
import { pathWithoutLang } from "~/content/i18n";
import { logger, logRequest, requestIdOf } from "~/utils/logger.server";
import { PAGE_CACHE_HEADER, pageCacheUntil } from "~/utils/page-cache";
import { FLASH_COOKIE } from "~/utils/toast.server";
import { baselineHeaders, contentSecurityPolicy, nonceScriptHashes, type PolicyOptions } from "./security";

/**
 * Rendered status pages (and their invoices' pages), lead lists and lead pages kept in memory (decision 027). An entry is
 * good until the earliest of: a change announced by the database (every entry goes), the time
 * its page said it reads differently, `maxAgeMs` (a safety limit), or eviction (least recently
 * used first, past `maxBytes`). Only while the database's announcements are heard (`live`) is
 * anything kept or answered.
 */
export type PageCacheOptions = { maxBytes: number; maxAgeMs: number; policy: PolicyOptions; now?: () => number };

type Encoding = "br" | "gzip";

/**
 * `headers` is every header of the answer but the encoding, length and request id, flat (name,
 * value, …). The page is kept gzipped (a sixth of its size), and in brotli once a client asks for
 * it; a client that takes neither (rare: browsers always take gzip) gets it inflated, ~0.1 ms.
 */
type Entry = { key: string; headers: string[]; gzip: Buffer; br?: Buffer; expiresAt: number; bytes: number };

/** What a response of React Router needs to be kept: a 200 with the permission header and no cookie. */
export type Rendered = { status: number; headers: Headers; body: Buffer; nonce: string };

/** Kept pages are compressed once: a better ratio than per-response compression's pays (~0.6 and ~0.3 ms for 38 KB). */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 9;

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #options: PageCacheOptions;
  readonly #now: () => number;
  readonly #rendering = new Map<string, Promise<void>>();
  #bytes = 0;
  #generation = 0;
  #live = false;

  constructor(options: PageCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** Changes since any entry was rendered: every entry goes, and renders started before are not kept. */
  invalidate(): void {
    this.#generation++;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Whether the database's announcements are heard; while they are not, nothing is kept. */
  setLive(live: boolean): void {
    this.#live = live;
    this.invalidate();
  }

  get live(): boolean {
    return this.#live;
  }

  /** Taken when a render starts; `keep` refuses its result if a change was announced meanwhile. */
  get generation(): number {
    return this.#generation;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** A render of `key` under way, if any: requests for the same page wait for it rather than render it too. */
  rendering(key: string): Promise<void> | undefined {
    return this.#rendering.get(key);
  }

  /** Marks a render of `key` as under way; the function returned ends it (once kept, or given up). */
  startRendering(key: string): () => void {
    let finish!: () => void;
    const promise = new Promise<void>((resolve) => (finish = resolve));
    this.#rendering.set(key, promise);
    return () => {
      if (this.#rendering.get(key) === promise) this.#rendering.delete(key);
      finish();
    };
  }

  lookup(key: string): Entry | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  /** Keeps a rendered page when it may be kept; returns the entry, or undefined. */
  keep(key: string, generation: number, rendered: Rendered): Entry | undefined {
    if (!this.#live || generation !== this.#generation) return undefined;
    if (rendered.status !== 200 || rendered.headers.has("set-cookie")) return undefined;
    const until = pageCacheUntil(rendered.headers.get(PAGE_CACHE_HEADER));
    const now = this.#now();
    if (until === undefined || until <= now) return undefined;
    const { policy } = this.#options;
    const hashes = nonceScriptHashes(rendered.body.toString("utf8"), rendered.nonce);
    const headers: string[] = [];
    for (const [name, value] of baselineHeaders(policy)) headers.push(name, value);
    // The page's inline scripts carry the nonce of the render that made it: every later answer
    // allows exactly those scripts by their hashes instead (decision 004's way).
    headers.push("Content-Security-Policy", contentSecurityPolicy({ hashes }, policy));
    for (const [name, value] of rendered.headers) {
      if (!KEPT_HEADERS_SKIP.has(name)) headers.push(name, value);
    }
    headers.push("Vary", "Accept-Encoding");
    const gzip = gzipSync(rendered.body, { level: GZIP_LEVEL });
    const entry: Entry = { key, headers, gzip, expiresAt: Math.min(until, now + this.#options.maxAgeMs), bytes: gzip.length };
    this.#remove(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evict();
    return entry;
  }

  /** The body in the encoding the client takes best, compressed on first use and kept. */
  body(entry: Entry, acceptEncoding: string | undefined): [Buffer, Encoding | undefined] {
    const accept = acceptEncoding ?? "";
    const encoding: Encoding | undefined = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : undefined;
    if (encoding === "gzip") return [entry.gzip, encoding];
    if (encoding === "br") {
      entry.br ??= this.#grow(entry, brotli(gunzipSync(entry.gzip)));
      return [entry.br, encoding];
    }
    return [gunzipSync(entry.gzip), undefined];
  }

  /** Drops entries past their time (a timer calls it, so that an idle server gives the memory back). */
  sweep(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#remove(key);
  }

  /** Counts a variant added to an entry, unless the entry has already gone (evicted as soon as kept). */
  #grow(entry: Entry, variant: Buffer): Buffer {
    if (this.#entries.get(entry.key) !== entry) return variant;
    entry.bytes += variant.length;
    this.#bytes += variant.length;
    this.#evict();
    return variant;
  }

  #remove(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #evict() {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#remove(key);
    }
  }
}

function brotli(raw: Buffer): Buffer {
  return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
}

const KEPT_HEADERS_SKIP = new Set([PAGE_CACHE_HEADER.toLowerCase(), "content-length", "content-encoding", "date", "vary", "set-cookie"]);

/** A status page or its invoice's page, its path without its language (decision 069). */
const STATUS_PAGE = /^\/status\/[^/]+(\/invoice)?$/;
const ADMIN_PAGE = /^\/admin(\/leads\/[^/]+)?\/?$/;

function hasCookie(cookie: string | undefined, name: string): boolean {
  return cookie?.includes(`${name}=`) ?? false;
}

/**
 * The key a request's page is kept under, or undefined when it is not one that is kept: a GET of
 * a status page or its invoice's (`status <url>`), or of the lead list or a lead's page by a signed-in active admin
 * (`admin <id> <role> <url>`), so that no admin or role ever sees a page rendered for another. The
 * admin's session is read from the database on every request, kept page or not: an ended session
 * or a deactivated account gets none. Never while a flash toast is pending, nor for `.data`.
 */
export async function pageCacheKey(req: IncomingMessage): Promise<string | undefined> {
  if (req.method !== "GET") return undefined;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const cookie = req.headers.cookie;
  if (path.endsWith(".data") || hasCookie(cookie, FLASH_COOKIE)) return undefined;
  if (STATUS_PAGE.test(pathWithoutLang(path))) return `status ${url}`;
  if (!ADMIN_PAGE.test(path) || !cookie || !hasCookie(cookie, SESSION_COOKIE)) return undefined;
  const gate = await getAdminGate(new Request(`http://server${url}`, { headers: { cookie } }));
  return gate.state === "admin" ? `admin ${gate.admin.id} ${gate.admin.role} ${url}` : undefined;
}

/** Writes a kept page as the answer, with this request's id. */
export function sendKept(cache: PageCache, entry: Entry, req: IncomingMessage, res: ServerResponse, requestId: string): void {
  const [body, encoding] = cache.body(entry, req.headers["accept-encoding"]);
  const headers = [...entry.headers, "X-Request-Id", requestId, "Content-Length", String(body.length)];
  if (encoding) headers.push("Content-Encoding", encoding);
  res.writeHead(200, headers);
  res.end(body);
}

/**
 * Answers the request from the cache when its page is kept (returns true once answered);
 * otherwise returns the key and generation a render should be kept under (or undefined: not kept).
 */
export async function answerKept(
  cache: PageCache,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ answered: true } | { answered: false; miss?: { key: string; generation: number; done: () => void } }> {
  if (!cache.live) return { answered: false };
  const started = performance.now();
  const generation = cache.generation;
  let key: string | undefined;
  try {
    key = await pageCacheKey(req);
  } catch (error) {
    logger.warn({ err: error }, "page cache: reading the session failed; the page is rendered");
    return { answered: false };
  }
  if (!key) return { answered: false };
  let entry = cache.lookup(key);
  const underWay = entry ? undefined : cache.rendering(key);
  if (underWay) {
    // When a page expires under load, one request renders it and the others wait for it,
    // instead of every open connection rendering the same page at once.
    await underWay;
    entry = cache.lookup(key);
    if (!entry) return { answered: false };
  }
  if (!entry) {
    const done = cache.startRendering(key);
    res.once("close", done);
    return { answered: false, miss: { key, generation, done } };
  }
  const requestId = requestIdOf(req);
  sendKept(cache, entry, req, res, requestId);
  logRequest({ requestId, method: "GET", path: (req.url ?? "/").split("?")[0]!, status: 200, cache: "hit" }, started);
  return { answered: true };
}
