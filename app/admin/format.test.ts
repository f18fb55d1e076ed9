import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, formatShortDate, serviceLabel, telHref } from "./format";
import { parseLeadFilter } from "./lead-filters";
import { roleBadgeVariant } from "./roles";

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

  it("reads the status filter from the URL, all leads for anything unknown", () => {
    expect(parseLeadFilter("new").status).toBe("New");
    expect(parseLeadFilter("Not Qualified").slug).toBe("not-qualified");
    expect(parseLeadFilter("approved").label).toBe("Approved");
    expect(parseLeadFilter("'; drop table leads").slug).toBe("all");
    expect(parseLeadFilter(null).label).toBe("All Leads");
  });

  it("colours roles: purple, secondary, outline", () => {
    expect(roleBadgeVariant("Super Admin")).toBe("purple");
    expect(roleBadgeVariant("Ops Admin")).toBe("secondary");
    expect(roleBadgeVariant("Auditor")).toBe("outline");
  });
});
