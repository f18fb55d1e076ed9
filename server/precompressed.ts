import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

/** The compressed copies of a pre-rendered page, written beside it at build time. */
export const PRECOMPRESSED = { br: "index.html.br", gzip: "index.html.gz" } as const;

export function compressPage(raw: Buffer, encoding: keyof typeof PRECOMPRESSED): Buffer {
  return encoding === "br"
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipSync(raw, { level: 9 });
}

/**
 * The copy written at build time when it still holds exactly `raw` (a page edited or rebuilt
 * since is compressed again at start); checking costs a decompression, well under a millisecond.
 */
export function readPrecompressed(pageDir: string, raw: Buffer, encoding: keyof typeof PRECOMPRESSED): Buffer | undefined {
  const file = path.join(pageDir, PRECOMPRESSED[encoding]);
  if (!existsSync(file)) return undefined;
  const copy = readFileSync(file);
  try {
    const original = encoding === "br" ? brotliDecompressSync(copy) : gunzipSync(copy);
    return original.equals(raw) ? copy : undefined;
  } catch {
    return undefined;
  }
}

/** Writes `index.html.br` and `index.html.gz` beside every pre-rendered page of a client build (decision 024). */
export function precompressPages(dir: string) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === "assets") continue;
    if (statSync(full).isDirectory()) precompressPages(full);
    else if (entry === "index.html") {
      const raw = readFileSync(full);
      for (const encoding of ["br", "gzip"] as const) writeFileSync(path.join(dir, PRECOMPRESSED[encoding]), compressPage(raw, encoding));
    }
  }
}
