import manifestJson from "./photo-manifest.json";
import { photos, type PhotoEntry, type PhotoManifest } from "./photos";
import type { Person, PictureKey, ServiceSlug } from "./site";

const photoManifest = manifestJson as PhotoManifest;

/**
 * The site's pictures: the company's own photo when `app/content/photos.ts` names one for the key
 * (a `PictureKey`, app/content/site.ts), otherwise a placeholder the page draws as one calm icon
 * on a flat panel of the photo's size (decision 059): room kept for the first photos.
 */
/** Every picture's size: one aspect ratio everywhere, so cards line up. */
export const PICTURE_SIZE = { width: 600, height: 400 } as const;

/** A photo as pages render it, with its AVIF and WebP srcsets. */
export type Photo = {
  kind: "photo";
  src: string;
  /** The fallback's own widths (`400w, 800w`), when it has several. */
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
  sources: { type: "image/avif" | "image/webp"; srcSet: string }[];
};

/** A picture: a photo, or the placeholder for its key until there is one. */
export type Picture = Photo | { kind: "placeholder"; key: PictureKey };

/** A named photo with its built variants (or null when the build has not made them). */
export function photoPicture(entry: PhotoEntry, manifest: PhotoManifest): Photo | null {
  const variants = manifest[entry.file];
  if (!variants) return null;
  return {
    kind: "photo",
    src: variants.fallback,
    alt: entry.alt,
    width: variants.width,
    height: variants.height,
    sources: [
      { type: "image/avif", srcSet: variants.avif },
      { type: "image/webp", srcSet: variants.webp },
    ],
  };
}

/** The picture for a key: the company's photo when it has one, otherwise its placeholder. */
export function resolvePicture(
  key: PictureKey,
  content: { photos: Partial<Record<PictureKey, PhotoEntry>>; manifest: PhotoManifest },
): Picture {
  const entry = content.photos[key];
  const photo = entry ? photoPicture(entry, content.manifest) : null;
  return photo ?? { kind: "placeholder", key };
}

export const picture = (key: PictureKey): Picture => resolvePicture(key, { photos, manifest: photoManifest });

/** A service's or city's "Recent work" photos (empty when it has none). */
export function recentWorkPictures(entries: PhotoEntry[] | undefined, manifest: PhotoManifest = photoManifest): Photo[] {
  return (entries ?? []).flatMap((entry) => photoPicture(entry, manifest) ?? []);
}

/** A service's picture key. */
export const servicePictureKey = (slug: ServiceSlug): PictureKey => `service-${slug}`;

/** A person as the About page shows them: name, role, words and their portrait (a photo of the photos domain, decision 087) when there is one. */
export function personCard(person: Person, photo: Photo | null) {
  return { name: person.name, role: person.role, bio: person.bio, photo };
}
