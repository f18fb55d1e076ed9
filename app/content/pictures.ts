import manifestJson from "./photo-manifest.json";
import { photos, type PhotoEntry, type PhotoManifest } from "./photos";
import type { PictureKey } from "./site";

const photoManifest = manifestJson as PhotoManifest;

/**
 * The site's pictures. Each one is an illustration composed from Microsoft's Fluent Emoji
 * (MIT, `npm run pictures` writes public/images/art/*.svg) on the brand's colours, or the
 * company's own photo when `app/content/photos.ts` names one for the same key (a `PictureKey`,
 * app/content/site.ts): the photo then takes the illustration's place.
 */
/** An illustration: a main emoji and two supporting ones (Fluent Emoji names), and what it shows. */
export type Illustration = { art: readonly [string, string, string]; alt: string };

/** Every illustration's size: one aspect ratio everywhere, so cards line up. */
export const ILLUSTRATION_SIZE = { width: 600, height: 400 } as const;

export const illustrations: Record<PictureKey, Illustration> = {
  hero: {
    art: ["house-with-garden", "toolbox", "hammer-and-wrench"],
    alt: "A house with a garden, a toolbox and a hammer and wrench",
  },
  about: {
    art: ["handshake", "house", "check-mark-button"],
    alt: "A handshake in front of a house, with a check mark",
  },
  "step-booking": {
    art: ["mobile-phone-with-arrow", "spiral-calendar", "memo"],
    alt: "A phone sending a booking request, a calendar and a note",
  },
  "step-arrival": {
    art: ["pickup-truck", "alarm-clock", "round-pushpin"],
    alt: "A pickup truck on its way, an alarm clock and a map pin",
  },
  "step-done": {
    art: ["check-mark-button", "glowing-star", "sparkles"],
    alt: "A check mark, a glowing star and sparkles",
  },
  "custom-tasks": {
    art: ["toolbox", "framed-picture", "screwdriver"],
    alt: "A toolbox, a framed picture and a screwdriver",
  },
  "service-tv-mounting": {
    art: ["television", "nut-and-bolt", "straight-ruler"],
    alt: "A television with a bolt and a ruler for mounting it level",
  },
  "service-furniture-assembly": {
    art: ["couch-and-lamp", "screwdriver", "chair"],
    alt: "A couch and lamp, a screwdriver and a chair",
  },
  "service-drywall-repair": {
    art: ["brick", "hammer", "paintbrush"],
    alt: "A wall section, a hammer and a paintbrush",
  },
  "service-home-cleaning": {
    art: ["broom", "sponge", "bubbles"],
    alt: "A broom, a sponge and soap bubbles",
  },
  "service-light-fixture-installation": {
    art: ["light-bulb", "electric-plug", "high-voltage"],
    alt: "A light bulb, an electric plug and a power symbol",
  },
  "service-caulking": {
    art: ["bathtub", "droplet", "sparkles"],
    alt: "A bathtub, a water drop and sparkles for a clean, sealed edge",
  },
  "service-gutter-cleaning": {
    art: ["house", "fallen-leaf", "ladder"],
    alt: "A house, a fallen leaf and a ladder",
  },
  "service-smart-home-setup": {
    art: ["mobile-phone", "speaker-high-volume", "light-bulb"],
    alt: "A phone, a smart speaker and a smart light bulb",
  },
  "service-door-lock-repair": {
    art: ["door", "locked", "old-key"],
    alt: "A door, a padlock and a key",
  },
  "city-pasadena": {
    art: ["rose", "classical-building", "round-pushpin"],
    alt: "A rose and a domed city hall, for Pasadena",
  },
  "city-glendale": {
    art: ["sunrise-over-mountains", "shopping-bags", "round-pushpin"],
    alt: "Sunrise over the Verdugo Mountains and shopping bags, for Glendale",
  },
  "city-santa-monica": {
    art: ["ferris-wheel", "water-wave", "round-pushpin"],
    alt: "A pier Ferris wheel and an ocean wave, for Santa Monica",
  },
  "city-burbank": {
    art: ["clapper-board", "movie-camera", "round-pushpin"],
    alt: "A film clapperboard and a movie camera, for Burbank",
  },
  "city-west-hollywood": {
    art: ["rainbow", "performing-arts", "round-pushpin"],
    alt: "A rainbow and theater masks, for West Hollywood",
  },
  "city-thousand-oaks": {
    art: ["deciduous-tree", "national-park", "round-pushpin"],
    alt: "An oak tree and rolling hills, for Thousand Oaks",
  },
  "city-malibu": {
    art: ["beach-with-umbrella", "dolphin", "round-pushpin"],
    alt: "A beach umbrella and a dolphin, for Malibu",
  },
};

export const illustrationSrc = (key: PictureKey) => `/images/art/${key}.svg`;

/** A picture as pages render it: an illustration, or a photo with its AVIF and WebP srcsets. */
export type Picture = {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources?: { type: "image/avif" | "image/webp"; srcSet: string }[];
};

/** A named photo with its built variants (or null when the build has not made them). */
export function photoPicture(entry: PhotoEntry, manifest: PhotoManifest): Picture | null {
  const variants = manifest[entry.file];
  if (!variants) return null;
  return {
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

/** The picture for a key: the company's photo when it has one, otherwise the illustration. */
export function resolvePicture(
  key: PictureKey,
  content: { photos: Partial<Record<PictureKey, PhotoEntry>>; manifest: PhotoManifest },
): Picture {
  const entry = content.photos[key];
  const photo = entry ? photoPicture(entry, content.manifest) : null;
  return photo ?? { src: illustrationSrc(key), alt: illustrations[key].alt, ...ILLUSTRATION_SIZE };
}

export const picture = (key: PictureKey): Picture => resolvePicture(key, { photos, manifest: photoManifest });

/** A service's or city's "Recent work" photos (empty when it has none). */
export function recentWorkPictures(entries: PhotoEntry[] | undefined, manifest: PhotoManifest = photoManifest): Picture[] {
  return (entries ?? []).flatMap((entry) => photoPicture(entry, manifest) ?? []);
}
