import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { PRECOMPRESSED, compressPage, precompressPages, readPrecompressed } from "./precompressed";
import { readClientBuild } from "./static-pages";

const dirs: string[] = [];
function clientDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "index.html"), "<!DOCTYPE html><html><body>Home</body></html>");
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("pages compressed at build time", () => {
  it("are used at start, and never listed as files of their own", () => {
    const dir = clientDir();
    precompressPages(dir);
    const build = readClientBuild(dir, { production: true, dev: false });
    const home = build.pages.get("/")!;
    expect(brotliDecompressSync(home.br!).toString()).toContain("Home");
    expect([...build.files]).not.toContain(`/${PRECOMPRESSED.br}`);
    expect([...build.files]).not.toContain(`/${PRECOMPRESSED.gzip}`);
  });

  it("are ignored when they no longer hold the page's bytes", () => {
    const dir = clientDir();
    writeFileSync(path.join(dir, PRECOMPRESSED.br), compressPage(Buffer.from("an older page"), "br"));
    writeFileSync(path.join(dir, PRECOMPRESSED.gzip), "not gzip at all");
    const raw = Buffer.from("<!DOCTYPE html><html><body>Home</body></html>");
    expect(readPrecompressed(dir, raw, "br")).toBeUndefined();
    expect(readPrecompressed(dir, raw, "gzip")).toBeUndefined();
  });
});
