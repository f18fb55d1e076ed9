import { describe, expect, it } from "vitest";
import { businessInstant, isoWeekday, shiftDate, weekStart } from "./clock";
import { DEFAULT_SCHEDULE_SETTINGS } from "./settings";
import { computeOpenWindows } from "./windows";

describe("the Los Angeles clock", () => {
  it("finds the instant of a wall-clock time on either side of a daylight-saving change", () => {
    expect(businessInstant("2026-03-07", 8 * 60).toISOString()).toBe("2026-03-07T16:00:00.000Z");
    expect(businessInstant("2026-03-09", 8 * 60).toISOString()).toBe("2026-03-09T15:00:00.000Z");
    expect(businessInstant("2026-11-02", 16 * 60).toISOString()).toBe("2026-11-03T00:00:00.000Z");
  });

  it("counts days and weeks on calendar dates", () => {
    expect(shiftDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
  });
});

describe("computeOpenWindows", () => {
  const facts = { settings: DEFAULT_SCHEDULE_SETTINGS, closures: [], held: new Map<string, number>() };

  it("offers a window today only when it starts at least two hours from now (Los Angeles time)", () => {
    // Tuesday, December 1, 2026, 9:30 am in Los Angeles.
    const now = businessInstant("2026-12-01", 9 * 60 + 30);
    const today = computeOpenWindows(facts, "2026-12-01", 1, now).map((window) => window.window);
    expect(today).toEqual(["12-2", "2-4", "4-6"]);
  });

  it("stops at two months ahead and skips Sundays", () => {
    const now = businessInstant("2026-12-01", 7 * 60);
    const windows = computeOpenWindows(facts, "2026-12-01", 70, now);
    expect(windows.at(-1)?.date).toBe("2027-02-01");
    expect(windows.some((window) => window.date === "2026-12-06")).toBe(false);
  });
});
