/**
 * Writes the site's illustrations (public/images/art/*.svg): for each entry of
 * app/content/pictures.ts, three Fluent Emoji (Microsoft, MIT, from the npm package
 * @iconify-json/fluent-emoji) composed on the brand's colours. Run `npm run pictures` after
 * changing an entry and commit the files; nothing is fetched at run time.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ILLUSTRATION_SIZE, illustrations } from "../app/content/pictures";
import type { PictureKey } from "../app/content/site";

const require = createRequire(import.meta.url);
const outDir = path.resolve("public/images/art");

type IconSet = { icons: Record<string, { body: string }>; width?: number; height?: number };
const iconSet = JSON.parse(readFileSync(require.resolve("@iconify-json/fluent-emoji/icons.json"), "utf8")) as IconSet;

const brand = { 50: "#eff6ff", 100: "#dbeafe", 500: "#1d6fe0", 900: "#0b2a55", accent: "#fbbf24" };

/** One emoji's SVG body with its ids made unique within the picture, and numbers shortened. */
function emoji(name: string, prefix: string): string {
  const icon = iconSet.icons[name];
  if (!icon) throw new Error(`No Fluent Emoji named "${name}"`);
  return icon.body
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`)
    .replace(/(\d+\.\d{2})\d+/g, "$1");
}

function place(name: string, prefix: string, x: number, y: number, size: number) {
  const grid = iconSet.width ?? 32;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${grid} ${grid}">${emoji(name, prefix)}</svg>`;
}

function badge(name: string, prefix: string, x: number, y: number) {
  return [
    `<rect x="${x}" y="${y + 6}" width="136" height="136" rx="30" fill="${brand[900]}" fill-opacity=".08"/>`,
    `<rect x="${x}" y="${y}" width="136" height="136" rx="30" fill="#fff"/>`,
    place(name, prefix, x + 20, y + 20, 96),
  ].join("");
}

export function composeIllustration(key: PictureKey): string {
  const { width, height } = ILLUSTRATION_SIZE;
  const [main, first, second] = illustrations[key].art;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand[50]}"/><stop offset="1" stop-color="${brand[100]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="235" cy="200" r="165" fill="${brand[500]}" fill-opacity=".1"/>`,
    `<circle cx="548" cy="352" r="70" fill="${brand.accent}" fill-opacity=".28"/>`,
    `<circle cx="60" cy="56" r="26" fill="${brand.accent}" fill-opacity=".35"/>`,
    `<ellipse cx="235" cy="338" rx="120" ry="14" fill="${brand[900]}" fill-opacity=".1"/>`,
    place(main, "a", 110, 70, 250),
    badge(first, "b", 408, 52),
    badge(second, "c", 408, 214),
    `</svg>`,
  ].join("");
}

function main() {
  mkdirSync(outDir, { recursive: true });
  for (const key of Object.keys(illustrations) as PictureKey[]) {
    writeFileSync(path.join(outDir, `${key}.svg`), `${composeIllustration(key)}\n`);
  }
  copyFileSync(path.resolve("scripts/fluent-emoji-LICENSE"), path.join(outDir, "LICENSE"));
  console.log(`Wrote ${Object.keys(illustrations).length} illustrations to ${path.relative(process.cwd(), outDir)}`);
}

main();
