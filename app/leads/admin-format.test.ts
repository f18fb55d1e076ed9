import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, formatShortDate, telHref } from "./admin-format";
import { serviceLabel } from "./service-label";

describe("dashboard formatting", () => {
  it("shows dates in Los Angeles time", () => {
    expect(formatShortDate(new Date("2026-11-22T07:00:00Z"))).toBe("11/21/2026");
    expect(formatShortDate(new Date("2026-11-22T09:00:00Z"))).toBe("11/22/2026");
    expect(formatDateTime(new Date("2026-11-22T17:05:00Z"))).toBe("Nov 22, 2026, 9:05 AM");
  });

  it("shows a calendar date as stored, without shifting the day", () => {
    expect(formatCalendarDate("2026-12-01")).toBe("Dec 1, 2026");
    expect(formatCalendarDate(null)).toBeNull();
    expect(formatCalendarDate("not a date")).toBeNull();
  });

  it("labels services and dials phones", () => {
    expect(serviceLabel("tv-mounting")).toBe("TV Mounting");
    expect(serviceLabel("Fix my fence")).toBe("Fix my fence");
    expect(telHref("(310) 555-0100")).toBe("tel:3105550100");
    expect(telHref("+1 310 555 0100")).toBe("tel:+13105550100");
  });
});
