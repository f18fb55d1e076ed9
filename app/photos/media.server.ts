import { createHash } from "node:crypto";
import { photoFile } from "./photos.server";
import { isPublicPhoto } from "./public-photos.server";
import { parseMediaName } from "./public";

const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;

/** The public files one process keeps in memory, most recently asked first (a page's photos in three formats and sizes fit many times). */
export const MEDIA_CACHE_BYTES = 32 * 1024 * 1024;

type Kept = { bytes: Buffer; etag: string; type: string };
const kept = new Map<string, Kept>();
let keptBytes = 0;

function keep(name: string, file: Kept) {
  if (file.bytes.length > MEDIA_CACHE_BYTES / 4) return;
  kept.set(name, file);
  keptBytes += file.bytes.length;
  for (const [oldest, value] of kept) {
    if (keptBytes <= MEDIA_CACHE_BYTES) break;
    kept.delete(oldest);
    keptBytes -= value.bytes.length;
  }
}

/** Forgets every kept file (a photo removed: its bytes leave memory too; tests). */
export function forgetMedia(photoId?: string): void {
  for (const [name, value] of kept) {
    if (photoId && !name.startsWith(photoId)) continue;
    kept.delete(name);
    keptBytes -= value.bytes.length;
  }
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });

function answer(request: Request, file: Kept, cacheControl: string): Response {
  const headers = { "Content-Type": file.type, ETag: file.etag, "Cache-Control": cacheControl };
  if (request.headers.get("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : new Uint8Array(file.bytes), {
    headers: { ...headers, "Content-Length": String(file.bytes.length) },
  });
}

async function load(name: string): Promise<(Kept & { hidden: boolean }) | undefined> {
  const parsed = parseMediaName(name);
  if (!parsed) return undefined;
  const file = await photoFile(parsed.photoId, parsed.role, parsed.format, parsed.width);
  if (!file) return undefined;
  const etag = `"${createHash("sha256").update(file.bytes).digest("base64url").slice(0, 22)}"`;
  return { bytes: file.bytes, etag, type: CONTENT_TYPES[parsed.format], hidden: file.hidden };
}

/**
 * A public photo file (`/media/<photoId>-<role>-<width>.<ext>`): cached for a year by browsers
 * (its name never names other bytes), from this process's memory or the database. A photo this
 * server does not hold visible (hidden, removed, unknown) answers 404 at once, kept or not.
 */
export async function publicMediaResponse(request: Request, name: string): Promise<Response> {
  const parsed = parseMediaName(name);
  if (!parsed || !isPublicPhoto(parsed.photoId)) return notFound();
  let file = kept.get(name);
  if (file) {
    // Most recently used: to the end of the map's order.
    kept.delete(name);
    kept.set(name, file);
  } else {
    const loaded = await load(name);
    if (!loaded || loaded.hidden) return notFound();
    file = { bytes: loaded.bytes, etag: loaded.etag, type: loaded.type };
    keep(name, file);
  }
  return answer(request, file, "public, max-age=31536000, immutable");
}

/** Any photo's file, hidden ones included, for the admin's list (the caller checks the admin); never kept by a cache. */
export async function adminMediaResponse(request: Request, name: string): Promise<Response> {
  const file = await load(name);
  return file ? answer(request, file, "private, no-store") : notFound();
}
