import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatDateTime,
  formatLongDate,
  formatNumericDate,
  formatShortCalendarDate,
  formatShortDateTime,
  formatShortWeekdayDate,
  formatWeekdayDate,
  isCalendarDate,
  isInWindow,
  isoDateInZone,
  preferredDateWindow,
} from "./dates";

describe("dates on Los Angeles time", () => {
  it("takes today's date in Los Angeles, whatever the server's zone", () => {
    expect(isoDateInZone(new Date("2025-06-15T06:59:00Z"))).toBe("2025-06-14");
    expect(isoDateInZone(new Date("2025-06-15T07:00:00Z"))).toBe("2025-06-15");
  });

  it("opens the preferred-date window yesterday and closes it two months ahead", () => {
    expect(preferredDateWindow(new Date("2025-06-15T19:00:00Z"))).toEqual({ min: "2025-06-14", max: "2025-08-15" });
    expect(preferredDateWindow(new Date("2025-12-31T20:00:00Z"))).toEqual({ min: "2025-12-30", max: "2026-02-28" });
    expect(preferredDateWindow(new Date("2025-03-01T20:00:00Z"))).toEqual({ min: "2025-02-28", max: "2025-05-01" });
    const window = { min: "2025-06-14", max: "2025-08-15" };
    expect(["2025-06-13", "2025-06-14", "2025-08-15", "2025-08-16"].map((d) => isInWindow(d, window))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it("formats dates as 'MMMM d, yyyy'", () => {
    expect(formatCalendarDate("2025-07-04")).toBe("July 4, 2025");
    expect(formatLongDate(new Date("2025-01-01T05:00:00Z"))).toBe("December 31, 2024");
    expect(formatDateTime(new Date("2025-06-15T21:05:00Z"))).toBe("June 15, 2025 at 2:05 PM");
  });
});

describe("the dashboard's dates", () => {
  it("shows instants in Los Angeles time", () => {
    expect(formatNumericDate(new Date("2026-11-22T07:00:00Z"))).toBe("11/21/2026");
    expect(formatNumericDate(new Date("2026-11-22T09:00:00Z"))).toBe("11/22/2026");
    expect(formatShortDateTime(new Date("2026-11-22T17:05:00Z"))).toBe("Nov 22, 2026, 9:05 AM");
    expect(formatShortDateTime(new Date("2026-11-22T17:05:00Z"), "es")).toBe("22 nov 2026, 9:05 a.m.");
    // Midnight and noon, and the day in Los Angeles rather than UTC.
    expect(formatShortDateTime(new Date("2026-07-04T07:00:00Z"))).toBe("Jul 4, 2026, 12:00 AM");
    expect(formatShortDateTime(new Date("2026-07-04T06:59:00Z"))).toBe("Jul 3, 2026, 11:59 PM");
  });

  it("knows a calendar date that exists from one that does not", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-1-01")).toBe(false);
    expect(isCalendarDate("2026-12-01T00:00")).toBe(false);
    expect(isCalendarDate("2027-02-30")).toBe(false);
    expect(isCalendarDate("0000-01-01")).toBe(false);
    expect(isCalendarDate("0001-01-01")).toBe(true);
  });

  it("shows a calendar date as stored, without shifting the day", () => {
    expect(formatShortCalendarDate("2026-12-01")).toBe("Dec 1, 2026");
    expect(formatShortCalendarDate(null)).toBeNull();
    expect(formatShortCalendarDate("not a date")).toBeNull();
  });

  it("shows a visit's day with its weekday, long and short", () => {
    expect(formatWeekdayDate("2026-12-01")).toBe("Tuesday, December 1, 2026");
    expect(formatShortWeekdayDate("2026-12-03")).toBe("Thu, Dec 3");
  });
});
