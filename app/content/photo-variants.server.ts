import { mkdir } from "node:fs/promises";
import path from "node:path";
// Run by `npm run build` (scripts/build-photos.ts) only; the server never loads this file.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import sharp from "sharp";
import type { PhotoEntry, PhotoManifest } from "./photos";

/** The widths a photo is offered at (never wider than the original). */
export const PHOTO_WIDTHS = [480, 800, 1200] as const;


const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 10_000;

/**
 * Makes AVIF and WebP variants of each named photo (rotated upright, metadata dropped) in
 * `outDir`, one photo at a time, and returns their manifest. `publicPath` is the URL folder
 * that serves `outDir`.
 */
export async function buildPhotoVariants(options: {
  entries: PhotoEntry[];
  sourceDir: string;
  outDir: string;
  publicPath: string;
}): Promise<PhotoManifest> {
  await mkdir(options.outDir, { recursive: true });
  const manifest: PhotoManifest = {};
  for (const entry of options.entries) {
    if (!/\.(jpe?g|png)$/i.test(entry.file) || entry.file.includes("/")) {
      throw new Error(`Photo "${entry.file}": name a .jpg, .jpeg or .png file directly in content/photos/`);
    }
    const source = path.join(options.sourceDir, entry.file);
    const upright = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { data, info } = await upright.toBuffer({ resolveWithObject: true });
    if (info.width > MAX_SIDE || info.height > MAX_SIDE) throw new Error(`Photo "${entry.file}" is too large`);
    const base = path.basename(entry.file, path.extname(entry.file));
    const widths = [...new Set(PHOTO_WIDTHS.map((width) => Math.min(width, info.width)))];
    const srcsets: Record<"avif" | "webp", string[]> = { avif: [], webp: [] };
    for (const width of widths) {
      const resized = sharp(data).resize({ width, withoutEnlargement: true });
      for (const format of ["avif", "webp"] as const) {
        const name = `${base}-${width}.${format}`;
        const encoded = format === "avif" ? resized.clone().avif({ quality: 55 }) : resized.clone().webp({ quality: 75 });
        await encoded.toFile(path.join(options.outDir, name));
        srcsets[format].push(`${options.publicPath}/${name} ${width}w`);
      }
    }
    const middle = widths[Math.min(1, widths.length - 1)] ?? info.width;
    manifest[entry.file] = {
      width: info.width,
      height: info.height,
      avif: srcsets.avif.join(", "),
      webp: srcsets.webp.join(", "),
      fallback: `${options.publicPath}/${base}-${middle}.webp`,
    };
  }
  return manifest;
}
