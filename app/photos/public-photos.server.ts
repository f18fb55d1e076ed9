import { LANGS, localePath, type Lang } from "~/content/i18n";
import type { Photo } from "~/content/pictures";
import { activeAreas, serviceNav } from "~/content/site";
import { listPhotos } from "./photos.server";
import { NO_PUBLIC_PHOTOS, photoImage, type PublicPhotos } from "./public";

/**
 * The visible photos the marketing pages show (decision 085, as the reviews of decision 057):
 * those pages are pre-rendered at build time, where there is no database, so they are built with
 * none (the icon panels stay). Each app server reads the visible photos' details (never their
 * bytes) at start and whenever the database announces a photo change, keeps them here and renders
 * the pages that show them again (server/live-pages.ts); loaders read this copy and never query.
 */
let current: PublicPhotos = NO_PUBLIC_PHOTOS;

export function publicPhotos(): PublicPhotos {
  return current;
}

/** Whether a photo is visible on the pages, as this server last read them: its files are public only then. */
export function isPublicPhoto(photoId: string): boolean {
  return current.photos.some((photo) => photo.id === photoId);
}

/**
 * A visible photo as a page renders it (for a portrait, the About page: the business profile),
 * with its alt text in `lang`; null when it is hidden, removed or unknown. A pair gives its after.
 */
export function photoById(id: string, lang: Lang): Photo | null {
  const photo = current.photos.find((candidate) => candidate.id === id);
  if (!photo) return null;
  const alt = lang === "es" ? photo.altEs : photo.altEn;
  return photoImage(photo, photo.kind === "single" ? "single" : "after", alt);
}

/** The pages that show photos: the home page, every service page and every city page, and About (the portraits), in every language. */
export function photoPagePaths(): string[] {
  const paths = ["/", "/about", ...serviceNav.map((service) => `/services/${service.slug}`), ...activeAreas.map((area) => `/locations/${area.slug}`)];
  return LANGS.flatMap((lang) => paths.map((path) => localePath(lang, path)));
}

/** Reads the visible photos (two queries) and keeps them; true when what the pages show has changed. */
export async function refreshPublicPhotos(): Promise<boolean> {
  const rows = await listPhotos({ visibleOnly: true });
  const next: PublicPhotos = {
    photos: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      purpose: row.purpose,
      serviceSlug: row.serviceSlug,
      citySlug: row.citySlug,
      altEn: row.altEn,
      altEs: row.altEs,
      createdAt: row.createdAt,
      sizes: row.sizes,
    })),
  };
  const changed = JSON.stringify(next) !== JSON.stringify(current);
  current = next;
  return changed;
}
