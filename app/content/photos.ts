import type { CitySlug, PictureKey, ServiceSlug } from "./site";

/** One of the company's own photos: a JPEG or PNG file in content/photos/ and what it shows. */
export type PhotoEntry = { file: string; alt: string };

/** A photo's entry in app/content/photo-manifest.json (written by the build): its size and variants. */
export type PhotoVariants = { width: number; height: number; avif: string; webp: string; fallback: string };
export type PhotoManifest = Record<string, PhotoVariants>;

/**
 * Photos that replace an illustration: the key is the picture's (e.g. "hero",
 * "service-tv-mounting", "city-pasadena"). Empty until the company has photos of its own.
 */
export const photos: Partial<Record<PictureKey, PhotoEntry>> = {};

/** The "Recent work" section of a service or city page: shown only when it has photos. */
export const recentWork: {
  services: Partial<Record<ServiceSlug, PhotoEntry[]>>;
  cities: Partial<Record<CitySlug, PhotoEntry[]>>;
} = { services: {}, cities: {} };

/** Every photo file the content names, once each (the build makes variants of these). */
export function namedPhotos(): PhotoEntry[] {
  const all = [
    ...Object.values(photos),
    ...Object.values(recentWork.services).flat(),
    ...Object.values(recentWork.cities).flat(),
  ].filter((entry): entry is PhotoEntry => Boolean(entry));
  return [...new Map(all.map((entry) => [entry.file, entry])).values()];
}
