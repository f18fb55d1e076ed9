import { describe, expect, it } from "vitest";
import { REPEAT_GUARANTEED_SECONDS, REPEAT_SLOT_SECONDS, repeatKeys, type RepeatContent } from "./repeat-key";

const request: RepeatContent = {
  source: "booking",
  name: "Maria Lopez",
  phone: "(310) 555-0100",
  email: "maria@example.com",
  service: "tv-mounting",
  description: "65 inch TV on drywall",
  streetAddress: "1 Main St",
  zipCode: "90012",
  preferredDate: "2026-12-03",
  photoBytes: 0,
};

const shareAKey = (a: ReturnType<typeof repeatKeys>, b: ReturnType<typeof repeatKeys>) =>
  a.repeatKey === b.repeatKey || a.repeatKeyShifted === b.repeatKeyShifted;

describe("repeatKeys", () => {
  it("the same request less than five minutes apart shares a key, wherever the slots' boundaries fall", () => {
    const start = Date.UTC(2026, 10, 27, 10, 0, 0);
    for (let offset = 0; offset < REPEAT_SLOT_SECONDS; offset += 7) {
      const first = new Date(start + offset * 1000);
      for (const gap of [0, 1, 59, 150, REPEAT_GUARANTEED_SECONDS - 1]) {
        const second = new Date(first.getTime() + gap * 1000);
        expect(shareAKey(repeatKeys(request, first), repeatKeys(request, second)), `at +${offset}s, ${gap}s apart`).toBe(true);
      }
    }
  });

  it("never shares one more than ten minutes apart", () => {
    const first = new Date(Date.UTC(2026, 10, 27, 10, 4, 59));
    for (const gap of [REPEAT_SLOT_SECONDS + 1, 3600, 86_400]) {
      expect(shareAKey(repeatKeys(request, first), repeatKeys(request, new Date(first.getTime() + gap * 1000)))).toBe(false);
    }
  });

  it("reads the phone's digits and the name's and address's letters, not how they were typed", () => {
    const at = new Date();
    const typedAgain = { ...request, name: " maria lopez ", phone: "310.555.0100", email: "Maria@Example.com", streetAddress: "1 MAIN ST" };
    expect(repeatKeys(typedAgain, at)).toEqual(repeatKeys(request, at));
  });

  it("any other change is another request", () => {
    const at = new Date();
    const changes: Partial<RepeatContent>[] = [
      { source: "quote" },
      { name: "Mario Lopez" },
      { phone: "(310) 555-0101" },
      { email: "" },
      { service: "drywall-repair" },
      { description: "75 inch TV on drywall" },
      { streetAddress: null },
      { zipCode: "90013" },
      { preferredDate: "2026-12-04" },
      { photoBytes: 41_233 },
    ];
    for (const change of changes) {
      expect(shareAKey(repeatKeys({ ...request, ...change }, at), repeatKeys(request, at)), JSON.stringify(change)).toBe(false);
    }
  });
});
