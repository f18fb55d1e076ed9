import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

/** The cell's text as a spreadsheet reads it back (RFC 4180). */
function readCell(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
}

const FORMULA_STARTS = ["=", "+", "-", "@", "\t", "\r"];

describe("csv", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of FORMULA_STARTS) expect(readCell(csvCell(`${start}1`))).toBe(`'${start}1`);
    expect(csvCell("Ana")).toBe("Ana");
  });

  it("quotes commas, quotes and line breaks; empty for null", () => {
    expect(csvLine(["a,b", 'say "hi"', "two\nlines", null])).toBe(`"a,b","say ""hi""","two\nlines",\r\n`);
  });

  it("reads back as the text, with an apostrophe in front of a formula, for any text", () => {
    const text = fc.oneof(fc.string(), fc.tuple(fc.constantFrom(...FORMULA_STARTS), fc.string()).map(([start, rest]) => start + rest));
    fc.assert(
      fc.property(text, (value) => {
        const cell = csvCell(value);
        const guarded = FORMULA_STARTS.some((start) => value.startsWith(start));
        expect(readCell(cell)).toBe(guarded ? `'${value}` : value);
        expect(FORMULA_STARTS.some((start) => readCell(cell).startsWith(start))).toBe(false);
        if (!cell.startsWith('"')) expect(cell).not.toMatch(/[",\r\n]/);
        else expect(cell.slice(1, -1)).not.toMatch(/(^|[^"])"([^"]|$)/);
      }),
    );
  });

  it("splits into its cells again, one per value, for any values", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { minLength: 1 }), (values) => {
        const line = csvLine(values);
        const cells = [...line.slice(0, -2).matchAll(/("(?:[^"]|"")*"|[^,"]*)(,|$)/g)].map((match) => match[1]!);
        expect(cells.slice(0, values.length).map(readCell)).toEqual(values.map((value) => readCell(csvCell(value))));
        expect(line.endsWith("\r\n")).toBe(true);
      }),
    );
  });
});
