import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { phoneDigits } from "./phone";

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
