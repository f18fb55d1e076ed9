import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("csv", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ["+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("Ana")).toBe("Ana");
  });

  it("quotes commas, quotes and line breaks; empty for null", () => {
    expect(csvLine(["a,b", 'say "hi"', "two\nlines", null])).toBe(`"a,b","say ""hi""","two\nlines",\r\n`);
  });
});
