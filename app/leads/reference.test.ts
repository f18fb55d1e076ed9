import { beforeEach, describe, expect, it } from "vitest";
import { resetDb } from "../../tests/db";
import { createLead } from "./leads.server";
import { generateReference, normalizeReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from "./reference";

const lead = { source: "quote" as const, name: "Ana Ruiz", phone: "(818) 555-0101", service: "caulking" };

describe("reference codes", () => {
  it("use no character that reads as another", () => {
    for (const confusable of ["0", "O", "1", "I", "L", "5", "S", "2", "Z", "8", "B"]) {
      expect(REFERENCE_ALPHABET).not.toContain(confusable);
    }
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
  });

  it("look like PC-7K4Q9X: letters, a dash, four to eight characters of the alphabet", () => {
    for (let i = 0; i < 500; i++) {
      const code = generateReference();
      expect(code).toMatch(REFERENCE_PATTERN);
      expect(code).toMatch(/^PC-[34679ACDEFGHJKMNPQRTUVWXY]{6}$/);
    }
    expect(REFERENCE_PATTERN.test("HM-7K4Q2")).toBe(false);
    expect(REFERENCE_PATTERN.test("HM-7K4Q3")).toBe(true);
    expect(REFERENCE_PATTERN.test("H-7K4Q3")).toBe(false);
    expect(REFERENCE_PATTERN.test("HM-7K4")).toBe(false);
  });

  it("are read back in any case, with spaces, with or without the dash", () => {
    expect(normalizeReference(" pc-7k4q9x ")).toBe("PC-7K4Q9X");
    expect(normalizeReference("PC7K4Q9X")).toBe("PC-7K4Q9X");
    expect(normalizeReference("7k4q9x")).toBe("PC-7K4Q9X");
    expect(normalizeReference("PCAF7K")).toBe("PC-PCAF7K");
    expect(normalizeReference("PC-7K4Q0X")).toBeUndefined();
    expect(normalizeReference("' or 1=1 --")).toBeUndefined();
  });

  describe("on leads", () => {
    beforeEach(resetDb);

    it("every lead gets its own; a collision is retried with a new code", async () => {
      const first = await createLead({ ...lead, description: "first" }, () => "PC-AAAAAA");
      expect(first.reference).toBe("PC-AAAAAA");
      const codes = ["PC-AAAAAA", "PC-AAAAAA", "PC-CCCCCC"];
      const second = await createLead({ ...lead, description: "second" }, () => codes.shift()!);
      expect(second).toMatchObject({ reference: "PC-CCCCCC", repeated: false });
      await expect(createLead({ ...lead, description: "third" }, () => "PC-AAAAAA")).rejects.toThrow(/No free reference code/);
    });
  });
});
