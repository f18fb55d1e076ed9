import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "../..");

describe("the public pages' script", () => {
  // The budget grew from 2 to 2.5 KB with the forms' behaviours of decision 025's "Later" (the
  // first field to put right focused, the booking form emptied on Back, the date's window).
  it("is public/site.js minified from its source (npm run build:site-script), under 2.5 KB gzip", async () => {
    const result = await build({
      entryPoints: [path.join(root, "app/components/site-script.js")],
      minify: true,
      write: false,
      logLevel: "silent",
    });
    const shipped = readFileSync(path.join(root, "public/site.js"));
    expect(shipped.toString("utf8")).toBe(result.outputFiles[0]!.text);
    expect(gzipSync(shipped, { level: 9 }).length).toBeLessThan(2560);
  });

  it("is public/window-choice.js minified from its source, loaded only where a window choice follows a date (decision 055)", async () => {
    const result = await build({
      entryPoints: [path.join(root, "app/components/booking/window-choice-script.js")],
      minify: true,
      write: false,
      logLevel: "silent",
    });
    const shipped = readFileSync(path.join(root, "public/window-choice.js"));
    expect(shipped.toString("utf8")).toBe(result.outputFiles[0]!.text);
    expect(gzipSync(shipped, { level: 9 }).length).toBeLessThan(1024);
  });

  it("is public/booking.js minified from its source, loaded only by the booking form (its date's calendar and its photo field, decision 073)", async () => {
    const result = await build({
      entryPoints: [path.join(root, "app/components/booking/booking-script.js")],
      minify: true,
      write: false,
      logLevel: "silent",
    });
    const shipped = readFileSync(path.join(root, "public/booking.js"));
    expect(shipped.toString("utf8")).toBe(result.outputFiles[0]!.text);
    expect(gzipSync(shipped, { level: 9 }).length).toBeLessThan(1792);
  });
});
