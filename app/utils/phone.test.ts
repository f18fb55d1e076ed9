import { csvCell } from "./csv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { phoneDigits, spreadsheetPhone } from "./phone";

describe("phoneDigits", () => {
  it("reads every spelling of a US number as its ten digits", () => {
    for (const phone of ["(818) 555-0142", "818.555.0142", "+1 (818) 555-0142", "1-818-555-0142", "+1 818 555 0142"]) {
      expect(phoneDigits(phone)).toBe("8185550142");
    }
  });

  it("keeps other lengths as typed, digits only", () => {
    expect(phoneDigits("555-0142")).toBe("5550142");
    expect(phoneDigits("+44 20 7946 0958")).toBe("442079460958");
    expect(phoneDigits("1818")).toBe("1818");
    expect(phoneDigits("")).toBe("");
  });

  it("gives digits only, and the same digits for a number with or without +1", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), fc.string(), (national, noise) => {
        expect(phoneDigits(`${noise}`)).toMatch(/^\d*$/);
        expect(phoneDigits(`+1 ${national}`)).toBe(phoneDigits(national));
      }),
    );
  });
});

describe("a phone number for a spreadsheet", () => {
  it("writes a US number in its national form, which no spreadsheet reads as a number or a formula", () => {
    for (const typed of ["+1 213 555 5838", "213.555.5838", "1-213-555-5838", "(213) 555-5838"]) {
      expect(spreadsheetPhone(typed)).toBe("(213) 555-5838");
      expect(csvCell(spreadsheetPhone(typed))).toBe("(213) 555-5838");
    }
  });

  it("keeps any other number as typed, and the CSV's formula guard still applies to it", () => {
    expect(spreadsheetPhone("+44 20 7946 0958")).toBe("+44 20 7946 0958");
    expect(csvCell(spreadsheetPhone("+44 20 7946 0958"))).toBe("'+44 20 7946 0958");
    expect(csvCell(spreadsheetPhone("=1+2"))).toBe("'=1+2");
  });
});
