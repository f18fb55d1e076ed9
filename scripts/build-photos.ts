/**
 * Part of `npm run build`: makes AVIF and WebP variants of the company's photos named in
 * app/content/photos.ts (files in content/photos/) into public/photos/, and writes their sizes
 * to app/content/photo-manifest.json.
 */
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { namedPhotos } from "../app/content/photos";
import { buildPhotoVariants } from "../app/content/photo-variants.server";

const outDir = path.resolve("public/photos");
await rm(outDir, { recursive: true, force: true });
const entries = namedPhotos();
const manifest = entries.length
  ? await buildPhotoVariants({ entries, sourceDir: path.resolve("content/photos"), outDir, publicPath: "/photos" })
  : {};
await writeFile(path.resolve("app/content/photo-manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Photos: ${entries.length} processed`);
