import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache";
import type { IncomingMessage } from "node:http";
import { PageCache, pageCacheKey, type Rendered } from "./page-cache";
import { nonceScriptHashes } from "./security";

const NONCE = "bm9uY2Utb2YtdGhlLXJlbmRlcg==";
const HTML = `<html><body><script nonce="${NONCE}">window.a=1</script><script>injected()</script><p>Status</p></body></html>`;

function rendered(overrides: Partial<Rendered> & { until?: string } = {}): Rendered {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", [PAGE_CACHE_HEADER]: overrides.until ?? "never" });
  return { status: 200, headers: overrides.headers ?? headers, body: Buffer.from(HTML), nonce: NONCE, ...overrides };
}

function cache(options: { maxBytes?: number; now?: () => number } = {}) {
  const pages = new PageCache({ maxBytes: options.maxBytes ?? 1_000_000, maxAgeMs: 60_000, policy: { production: false }, now: options.now });
  pages.setLive(true);
  return pages;
}

describe("PageCache", () => {
  it("keeps a 200 with the page's permission, answers it in every encoding, and allows only the render's nonced scripts", () => {
    const pages = cache();
    const entry = pages.keep("k", pages.generation, rendered())!;
    expect(pages.lookup("k")).toBe(entry);
    expect(gunzipSync(pages.body(entry, "gzip")[0]).toString()).toBe(HTML);
    expect(brotliDecompressSync(pages.body(entry, "br, gzip")[0]).toString()).toBe(HTML);
    expect(pages.body(entry, undefined)).toEqual([Buffer.from(HTML), undefined]);
    const policy = entry.headers[entry.headers.indexOf("Content-Security-Policy") + 1]!;
    expect(nonceScriptHashes(HTML, NONCE)).toHaveLength(1);
    expect(policy).toContain(`'${nonceScriptHashes(HTML, NONCE)[0]}'`);
    expect(policy).not.toContain("nonce");
    expect(entry.headers.map((value) => value.toLowerCase())).not.toContain(PAGE_CACHE_HEADER.toLowerCase());
  });

  it("never keeps an error, a response with Set-Cookie, or a page without the permission", () => {
    const pages = cache();
    expect(pages.keep("a", pages.generation, rendered({ status: 404 }))).toBeUndefined();
    const cookie = new Headers({ [PAGE_CACHE_HEADER]: "never", "Set-Cookie": "flash=; Max-Age=0" });
    expect(pages.keep("b", pages.generation, rendered({ headers: cookie }))).toBeUndefined();
    expect(pages.keep("c", pages.generation, rendered({ headers: new Headers() }))).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it("drops every page on a change, and refuses a render that started before it", () => {
    const pages = cache();
    const started = pages.generation;
    pages.keep("a", started, rendered());
    pages.invalidate();
    expect(pages.lookup("a")).toBeUndefined();
    expect(pages.keep("b", started, rendered())).toBeUndefined();
    expect(pages.keep("b", pages.generation, rendered())).toBeDefined();
  });

  it("keeps nothing and answers nothing while the database's announcements are not heard", () => {
    const pages = cache();
    pages.keep("a", pages.generation, rendered());
    pages.setLive(false);
    expect(pages.lookup("a")).toBeUndefined();
    expect(pages.keep("a", pages.generation, rendered())).toBeUndefined();
  });

  it("lets a page go at the time it said it changes, or after the safety limit", () => {
    let now = 1_000_000;
    const pages = cache({ now: () => now });
    pages.keep("soon", pages.generation, rendered({ until: String(now + 5_000) }));
    pages.keep("later", pages.generation, rendered());
    now += 5_000;
    expect(pages.lookup("soon")).toBeUndefined();
    expect(pages.lookup("later")).toBeDefined();
    now += 55_000;
    pages.sweep();
    expect(pages.size).toBe(0);
    expect(pages.keep("past", pages.generation, rendered({ until: String(now) }))).toBeUndefined();
  });

  it("evicts the least recently used pages past its memory", () => {
    const pages = cache({ maxBytes: 400 });
    for (const key of ["a", "b", "c"]) pages.keep(key, pages.generation, rendered());
    pages.lookup("a");
    pages.keep("d", pages.generation, rendered());
    expect(pages.bytes).toBeLessThanOrEqual(400);
    expect(pages.lookup("a")).toBeDefined();
    expect(pages.lookup("b")).toBeUndefined();
  });
});

describe("pageCacheKey", () => {
  const get = (url: string) => ({ method: "GET", url, headers: {} }) as IncomingMessage;

  it("keeps a status page in either language, each under its own URL", async () => {
    expect(await pageCacheKey(get("/status/ABC123"))).toBe("status /status/ABC123");
    expect(await pageCacheKey(get("/es/status/ABC123"))).toBe("status /es/status/ABC123");
  });

  it("keeps a status page's invoice page in either language (payments announce their changes)", async () => {
    expect(await pageCacheKey(get("/status/ABC123/invoice"))).toBe("status /status/ABC123/invoice");
    expect(await pageCacheKey(get("/es/status/ABC123/invoice?checkout=cs_1"))).toBe("status /es/status/ABC123/invoice?checkout=cs_1");
  });

  it("keeps no other public page, nor a status page's other sub-pages", async () => {
    for (const url of ["/es/book", "/es/status", "/es/status/ABC123/review", "/status/ABC123/quote", "/status/ABC123/invoice/pdf", "/esstatus/ABC123"]) expect(await pageCacheKey(get(url))).toBeUndefined();
  });
});
