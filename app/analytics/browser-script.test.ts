import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { reportCsv } from "./format";
import type { Report } from "./report";

const root = path.resolve(import.meta.dirname, "../..");

describe("the counting script", () => {
  it("is public/v.js minified from its source, and under 1 KB", async () => {
    const result = await build({
      entryPoints: [path.join(root, "app/analytics/browser-script.js")],
      minify: true,
      write: false,
      logLevel: "silent",
    });
    const shipped = readFileSync(path.join(root, "public/v.js"), "utf8");
    expect(shipped).toBe(result.outputFiles[0]!.text);
    expect(Buffer.byteLength(shipped)).toBeLessThan(1024);
    expect(shipped).not.toMatch(/cookie|localStorage/);
  });
});

describe("CSV", () => {
  it("quotes separators and defuses spreadsheet formulas", () => {
    const report = {
      tables: {
        source: [{ value: "=cmd", label: "=cmd", views: 2, visitors: 1, leads: 1, contacted: 0, scheduled: 0, completed: 0 }],
        campaign: [{ value: "a,b", label: 'a,"b"', views: 1, visitors: 1, leads: null, contacted: null, scheduled: null, completed: null }],
      },
    } as unknown as Report;
    expect(reportCsv(report, "source")).toBe("source,views,visitors,leads,conversion,contacted,scheduled,completed\r\n'=cmd,2,1,1,1.0000,0,0,0\r\n");
    expect(reportCsv(report, "campaign").split("\r\n")[1]).toBe('"a,""b""",1,1,,,,,');
  });
});
