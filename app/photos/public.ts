import type { Lang } from "~/content/i18n";
import type { Photo } from "~/content/pictures";
import type { PhotoKind, PhotoPurpose, PhotoRole } from "~/db/photo-values";
import { translator } from "~/utils/i18n";

/** A visible photo as every server keeps it (no consent, no customer): what the pages are rendered from. */
export type PublicPhoto = {
  id: string;
  kind: PhotoKind;
  purpose: PhotoPurpose;
  serviceSlug: string | null;
  citySlug: string | null;
  altEn: string;
  altEs: string;
  createdAt: string;
  sizes: { role: PhotoRole; width: number; height: number }[];
};

export type PublicPhotos = { photos: PublicPhoto[] };

/** What the build renders with (it has no database): no photo, so the icon panels stay. */
export const NO_PUBLIC_PHOTOS: PublicPhotos = { photos: [] };

/** A piece of work as a page shows it: one photo, or the before and after of one job side by side. */
export type WorkItem =
  | { id: string; kind: "single"; photo: Photo }
  | { id: string; kind: "before-after"; before: Photo; after: Photo; labels: { before: string; after: string } };

const EXTENSIONS = { avif: "avif", webp: "webp", jpeg: "jpg" } as const;
export type MediaFormat = keyof typeof EXTENSIONS;

/** A file's public name: `<photoId>-<role>-<width>.<ext>` under /media/. */
export function mediaPath(photoId: string, role: PhotoRole, width: number, format: MediaFormat): string {
  return `/media/${photoId}-${role}-${width}.${EXTENSIONS[format]}`;
}

const NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(single|before|after)-(\d{2,4})\.(avif|webp|jpg)$/;

/** A file's name read back, or null for a name no file has. */
export function parseMediaName(name: string): { photoId: string; role: PhotoRole; width: number; format: MediaFormat } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const ext = match[4]!;
  return { photoId: match[1]!, role: match[2] as PhotoRole, width: Number(match[3]), format: ext === "jpg" ? "jpeg" : (ext as MediaFormat) };
}

/** The fallback JPEG's width: the size nearest 800 px (a phone's screen at 2×) the photo has. */
function fallbackWidth(widths: number[]): number {
  return widths.find((width) => width >= 800) ?? widths[widths.length - 1]!;
}

/** One image of a photo as `<picture>` renders it: AVIF and WebP srcsets, a JPEG with its own srcset. */
export function photoImage(photo: PublicPhoto, role: PhotoRole, alt: string): Photo | null {
  const sizes = photo.sizes.filter((size) => size.role === role).sort((a, b) => a.width - b.width);
  if (sizes.length === 0) return null;
  const widths = sizes.map((size) => size.width);
  const srcSet = (format: MediaFormat) => sizes.map((size) => `${mediaPath(photo.id, role, size.width, format)} ${size.width}w`).join(", ");
  const fallback = sizes.find((size) => size.width === fallbackWidth(widths))!;
  return {
    kind: "photo",
    src: mediaPath(photo.id, role, fallback.width, "jpeg"),
    srcSet: srcSet("jpeg"),
    alt,
    width: fallback.width,
    height: fallback.height,
    sources: [
      { type: "image/avif", srcSet: srcSet("avif") },
      { type: "image/webp", srcSet: srcSet("webp") },
    ],
  };
}

/** A photo as a page in `lang` shows it (the alt text in its language), or null when its files are missing. */
export function workItem(photo: PublicPhoto, lang: Lang): WorkItem | null {
  const alt = lang === "es" ? photo.altEs : photo.altEn;
  if (photo.kind === "single") {
    const image = photoImage(photo, "single", alt);
    return image ? { id: photo.id, kind: "single", photo: image } : null;
  }
  const t = translator(lang, "common");
  const labels = { before: t("work.before"), after: t("work.after") };
  const before = photoImage(photo, "before", t("work.labelled", { label: labels.before, alt }));
  const after = photoImage(photo, "after", t("work.labelled", { label: labels.after, alt }));
  return before && after ? { id: photo.id, kind: "before-after", before, after, labels } : null;
}

/** How many pieces of work a page's "Recent work" section shows at most. */
export const RECENT_WORK_LIMIT = 6;

/**
 * The job photos a page shows, newest first, each once: those tagged with the city or service
 * (every job photo for the home page), at most `limit`. A page takes its hero's from the first
 * and its section's from the rest, so no photo is shown twice on one page.
 */
export function pageWork(
  copy: PublicPhotos,
  lang: Lang,
  filter: { citySlug?: string; serviceSlug?: string },
  limit = RECENT_WORK_LIMIT + 1,
  /** Photos the page already shows elsewhere (taken by `pageWork` itself as it picks). */
  seen: Set<string> = new Set(),
): WorkItem[] {
  const items: WorkItem[] = [];
  for (const photo of copy.photos) {
    if (items.length >= limit) break;
    if (photo.purpose !== "job" || seen.has(photo.id)) continue;
    if (filter.citySlug && photo.citySlug !== filter.citySlug) continue;
    if (filter.serviceSlug && photo.serviceSlug !== filter.serviceSlug) continue;
    const item = workItem(photo, lang);
    if (!item) continue;
    seen.add(photo.id);
    items.push(item);
  }
  return items;
}

/** A piece of work as one picture (a card's): the photo, or a pair's after. */
export function workPicture(item: WorkItem): Photo {
  return item.kind === "single" ? item.photo : item.after;
}
