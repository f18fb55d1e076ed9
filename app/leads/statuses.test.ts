import { describe, expect, it } from "vitest";
import { normalizeStatus, statusProgress } from "./statuses";

describe("lead statuses", () => {
  it("reads the spec's other spellings as the same statuses", () => {
    expect(normalizeStatus("in-review")).toBe("In Review");
    expect(normalizeStatus("scheduled")).toBe("Approved");
    expect(normalizeStatus("completed")).toBe("Completed");
    expect(normalizeStatus("Unknown")).toBeUndefined();
  });

  it("maps statuses to the timeline's progress, 0 when unknown", () => {
    expect(["New", "In Review", "in-review", "Prioritized", "Approved", "scheduled", "Completed", "Not Qualified", "Bogus", null].map(statusProgress)).toEqual([
      1, 2, 2, 2.5, 3, 3, 4, 0, 0, 0,
    ]);
  });
});
