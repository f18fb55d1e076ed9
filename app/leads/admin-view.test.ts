import { describe, expect, it } from "vitest";
import { isOverdue, leadViewChangesAt, waitedLabel } from "./admin-view";

const created = new Date("2026-11-20T10:00:30Z");
const at = (ms: number) => new Date(created.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("leadViewChangesAt", () => {
  it("is the next moment the waited label or the overdue flag reads differently", () => {
    const lead = { status: "New", createdAt: created, staffActionAt: null };
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
