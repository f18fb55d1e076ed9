import { eq } from "drizzle-orm";
import { MAX_PHOTO_BYTES } from "~/forms/fields";
import { getDb } from "~/db/client.server";
import { leadPhotos } from "~/db/schema";
import { isUuid } from "~/utils/uuid";

export type ImageType = "jpeg" | "png" | "webp" | "heic" | "gif";

/** A photo ready to store: re-encoded, orientation applied, every metadata block (EXIF, GPS, XMP, ICC) removed. */
export type ProcessedPhoto = { contentType: "image/jpeg" | "image/webp"; width: number; height: number; bytes: Buffer };

export type PhotoResult = { ok: true; photo: ProcessedPhoto } | { ok: false; message: string };

export const PHOTO_MESSAGES = {
  tooLarge: "The photo must be 25MB or smaller",
  notAnImage: "This file is not a photo we can read. Please choose a JPEG, PNG, WebP, HEIC or GIF image.",
  tooManyPixels: "This photo is too large to process. Please choose a photo of up to 40 megapixels (12,000 pixels per side).",
  heicUnsupported: "We can't read this HEIC photo. Please choose a JPEG or PNG instead (on iPhone, share the photo as \"Most Compatible\").",
} as const;

/** Stored photos are at most this many pixels on their longest side. */
export const MAX_PHOTO_DIMENSION = 2000;

/** The largest photo a phone camera makes: more pixels, or a longer side, is refused from the header before decoding. */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const MAX_PHOTO_SIDE = 12_000;

type Sharp = typeof import("sharp").default;
let sharpModule: Promise<Sharp> | undefined;

/**
 * sharp, imported on the first photo rather than at start (its native library costs ~0.2 s of
 * CPU to load, decision 024). One decode at a time, on one libvips thread, with no operation
 * cache: ten large photos at once then cost one photo's memory, not ten.
 */
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

let decoding: Promise<unknown> = Promise.resolve();

/** Runs `work` after every photo queued before it: one decode at a time in this process. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work, work);
  decoding = turn.catch(() => undefined);
  return turn;
}

/**
 * A stored image cropped to exactly `width` × `height` around its most interesting part and
 * encoded as JPEG without metadata (a post's image, issue 45 §4): enlarged when the stored image
 * is smaller. One decode at a time, as every photo.
 */
export async function cropJpeg(input: Buffer, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return oneAtATime(() =>
    sharp(input, { failOn: "error", limitInputPixels: MAX_PHOTO_PIXELS })
      .resize({ width, height, fit: "cover", position: "attention" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer(),
  );
}

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** The image type the file's first bytes announce, whatever its name or declared type says. */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 8) === "PNG\r\n\u001a\n") return "png";
  if (bytes.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "gif";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(8, 12))) return "heic";
  return undefined;
}

/**
 * Checks an uploaded photo by its bytes and re-encodes it: rotated upright from its EXIF
 * orientation, shrunk to fit 2000 px, saved as JPEG (WebP when it has transparency) with no
 * metadata, so GPS position and camera details never reach storage. A photo over 40 MP or
 * 12,000 px a side is refused from its header, before any decoding; decodes queue one at a time.
 */
export async function processPhoto(file: Blob): Promise<PhotoResult> {
  return checkedDecode<PhotoResult>(file, reencode);
}

/**
 * The checks every uploaded photo passes before it is decoded (its size, its bytes' type, its
 * pixels and sides read from the header), then `work` on it, one decode at a time in this process.
 */
async function checkedDecode<T extends { ok: boolean }>(file: Blob, work: (sharp: Sharp, input: Buffer) => Promise<T>): Promise<T | { ok: false; message: string }> {
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  const input = Buffer.from(await file.arrayBuffer());
  if (input.length > MAX_PHOTO_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  const type = detectImageType(input);
  if (!type) return { ok: false, message: PHOTO_MESSAGES.notAnImage };
  const sharp = await loadSharp();
  try {
    const { width = 0, height = 0 } = await sharp(input, { failOn: "error" }).metadata();
    if (width * height > MAX_PHOTO_PIXELS || width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) {
      return { ok: false, message: PHOTO_MESSAGES.tooManyPixels };
    }
    return await oneAtATime(() => work(sharp, input));
  } catch {
    return { ok: false, message: type === "heic" ? PHOTO_MESSAGES.heicUnsupported : PHOTO_MESSAGES.notAnImage };
  }
}

async function reencode(sharp: Sharp, input: Buffer): Promise<PhotoResult> {
  const image = sharp(input, { failOn: "error", limitInputPixels: MAX_PHOTO_PIXELS });
  const { hasAlpha } = await image.metadata();
  const pipeline = image
    .rotate()
    .resize({ width: MAX_PHOTO_DIMENSION, height: MAX_PHOTO_DIMENSION, fit: "inside", withoutEnlargement: true });
  const { data, info } = await (hasAlpha ? pipeline.webp({ quality: 82 }) : pipeline.jpeg({ quality: 82, mozjpeg: true }))
    .toBuffer({ resolveWithObject: true });
  return {
    ok: true,
    photo: { contentType: hasAlpha ? "image/webp" : "image/jpeg", width: info.width, height: info.height, bytes: data },
  };
}

export type StoredPhoto = { contentType: string; width: number; height: number; bytes: Buffer; createdAt: Date };

/** A lead's photo for the admin area (never served publicly), or undefined when it has none. */
export async function getLeadPhoto(leadId: string): Promise<StoredPhoto | undefined> {
  if (!isUuid(leadId)) return undefined;
  const [photo] = await getDb()
    .select({
      contentType: leadPhotos.contentType,
      width: leadPhotos.width,
      height: leadPhotos.height,
      bytes: leadPhotos.bytes,
      createdAt: leadPhotos.createdAt,
    })
    .from(leadPhotos)
    .where(eq(leadPhotos.leadId, leadId));
  return photo;
}

/** One encoded size of an image, as the public pages are offered it. */
export type ImageVariant = { format: "avif" | "webp" | "jpeg"; width: number; height: number; bytes: Buffer };

export type VariantsResult = { ok: true; variants: ImageVariant[] } | { ok: false; message: string };

/** The sizes to make of an image: widths (never beyond what the image holds) cropped to one aspect ratio (width / height). */
export type VariantPlan = { widths: readonly number[]; aspect: number };

/**
 * Checks an image as `processPhoto` does (by its bytes, 25 MB, 40 MP and 12,000 px a side from
 * its header before any decoding) and makes every size of `plan` in AVIF, WebP and JPEG: decoded
 * once (one decode at a time in this process), turned upright, cropped to the plan's aspect
 * ratio around its most interesting part, never enlarged; no metadata (EXIF, GPS, XMP, ICC) is
 * written to any of them.
 */
export async function processVariants(file: Blob, plan: VariantPlan): Promise<VariantsResult> {
  return checkedDecode<VariantsResult>(file, (sharp, input) => encodeVariants(sharp, input, plan));
}

async function encodeVariants(sharp: Sharp, input: Buffer, { widths, aspect }: VariantPlan): Promise<VariantsResult> {
  const image = sharp(input, { failOn: "error", limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
  // Upright size: rotate() applies the EXIF orientation only when the pipeline runs, so read it from the metadata.
  const meta = await sharp(input, { failOn: "error", limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
  const swapped = (meta.orientation ?? 1) >= 5;
  const uprightWidth = swapped ? (meta.height ?? 0) : (meta.width ?? 0);
  const uprightHeight = swapped ? (meta.width ?? 0) : (meta.height ?? 0);
  // The widest crop of the plan's ratio the image holds, and the plan's widths that fit in it (at least the smallest).
  const cropWidth = Math.max(1, Math.min(uprightWidth, Math.floor(uprightHeight * aspect)));
  const sorted = [...widths].sort((a, b) => a - b);
  const fitting = sorted.filter((width) => width <= cropWidth);
  const chosen = fitting.length ? fitting : [cropWidth];
  const largest = chosen[chosen.length - 1]!;
  // One decode: the largest size, flattened over white, as raw pixels; every size and format is made from it.
  const { data, info } = await image
    .resize({ width: largest, height: Math.round(largest / aspect), fit: "cover", position: "attention" })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const variants: ImageVariant[] = [];
  for (const width of chosen) {
    const height = Math.round(width / aspect);
    const sized = () => sharp(data, raw).resize({ width, height, fit: "fill" });
    const [avif, webp, jpeg] = [
      await sized().avif({ quality: 50, effort: 2 }).toBuffer(),
      await sized().webp({ quality: 75 }).toBuffer(),
      await sized().jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    ];
    variants.push({ format: "avif", width, height, bytes: avif }, { format: "webp", width, height, bytes: webp }, { format: "jpeg", width, height, bytes: jpeg });
  }
  return { ok: true, variants };
}
