import { describe, expect, it } from "vitest";
import { fromRowLine, isOverdue, leadViewChangesAt, toRowLine, waitedLabel, type LeadRowView } from "./admin-view";

const created = new Date("2026-11-20T10:00:30Z");
const at = (ms: number) => new Date(created.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("leadViewChangesAt", () => {
  it("is the next moment the waited label or the overdue flag reads differently", () => {
    const lead = { status: "New" as const, createdAt: created, staffActionAt: null };
    for (const now of [at(5 * MIN + 10_000), at(3 * HOUR + 7 * MIN), at(24 * HOUR - 1), at(30 * HOUR), at(3 * 24 * HOUR + 5)]) {
      const changes = leadViewChangesAt(lead, now);
      const view = (time: Date) => [waitedLabel(lead.createdAt, time), isOverdue(lead, time)].join();
      expect(view(new Date(changes - 1))).toBe(view(now));
      expect(view(new Date(changes))).not.toBe(view(now));
    }
  });

  it("ignores the overdue flag once the staff acted, and never changes for a closed lead", () => {
    expect(leadViewChangesAt({ status: "New", createdAt: created, staffActionAt: at(MIN) }, at(23 * HOUR + 30 * MIN))).toBe(created.getTime() + 24 * HOUR);
    expect(leadViewChangesAt({ status: "Completed", createdAt: created, staffActionAt: null }, at(MIN))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("a row as one line of the hydration data", () => {
  const row: LeadRowView = {
    id: "546576d5-655a-4cf6-af82-14b1c3453f2f",
    name: "Grace Garcia",
    phone: "(626) 555-9190",
    email: "grace@example.com",
    service: "Furniture Assembly",
    zip: "91360",
    preferred: "Dec 7, 2026",
    appointment: "Dec 9, 2026, 8–10 AM",
    status: "Prioritized",
    version: 12,
    created: "Nov 27, 2026, 2:39 AM",
    waited: "3 h",
    overdue: true,
    assignee: "ops@example.com",
    hasPhoto: true,
    language: "es",
    quote: "Quote approved (v2, $1,234.00)",
    triage: null,
  };

  it("gives back every field, with its type", () => {
    expect(fromRowLine(toRowLine(row))).toEqual(row);
    const bare = { ...row, email: "", zip: null, preferred: null, appointment: null, waited: null, overdue: false, assignee: null, hasPhoto: false, version: 0, language: "en" as const, quote: null };
    expect(fromRowLine(toRowLine(bare))).toEqual(bare);
    // The empty values at the end (no photo, English, no quote) are left out of the line.
    expect(toRowLine(bare).endsWith("\n")).toBe(false);
  });

  it("sends an assignee among the page's admins as their index, and any other name as it is", () => {
    const people = ["Olivia Ops", "ops@example.com"];
    expect(toRowLine(row, people).split("\n")).toContain("~1");
    expect(fromRowLine(toRowLine(row, people), people)).toEqual(row);
    const odd = { ...row, assignee: "~tilde" };
    expect(fromRowLine(toRowLine(odd, people), people)).toEqual(odd);
  });

  it("keeps a value's line break from splitting the row: it reads as the space the page shows", () => {
    const typed = { ...row, name: "Grace\nGarcia", email: "grace@example.com\r\n" };
    expect(fromRowLine(toRowLine(typed))).toEqual({ ...row, name: "Grace Garcia", email: "grace@example.com  " });
  });
});
