import { describe, expect, it } from "vitest";
import { noContactAvailableFrom, noContactState, type NoContactFacts } from "./no-contact";

const createdAt = new Date("2026-11-20T17:00:00Z");
const fresh: NoContactFacts = { status: "New", createdAt, staffActionAt: null, reportedNoContactAt: null };
const hours = (n: number) => n * 60 * 60 * 1000;

describe("no-contact availability", () => {
  it("opens the promised number of hours after the request came in; 0 means at once", () => {
    expect(noContactAvailableFrom(fresh, 24)).toEqual(new Date(createdAt.getTime() + hours(24)));
    expect(noContactAvailableFrom(fresh, 0)).toEqual(createdAt);
    expect(noContactState(fresh, 0, createdAt)).toEqual({ kind: "open" });
  });

  it("waits until then, and opens on the dot", () => {
    const justBefore = new Date(createdAt.getTime() + hours(24) - 1);
    expect(noContactState(fresh, 24, justBefore)).toEqual({ kind: "waiting", from: new Date(createdAt.getTime() + hours(24)) });
    expect(noContactState(fresh, 24, new Date(createdAt.getTime() + hours(24)))).toEqual({ kind: "open" });
  });

  it("counts from the staff's last action (staffActionAt, which a customer's report or the system never sets)", () => {
    const staffAt = new Date(createdAt.getTime() + hours(30));
    const acted = { ...fresh, status: "Approved", staffActionAt: staffAt };
    expect(noContactAvailableFrom(acted, 24)).toEqual(new Date(staffAt.getTime() + hours(24)));
    expect(noContactState(acted, 24, new Date(staffAt.getTime() + hours(1))).kind).toBe("waiting");
  });

  it("is never offered on a completed or not qualified request; a report is remembered", () => {
    const late = new Date(createdAt.getTime() + hours(100));
    expect(noContactState({ ...fresh, status: "Completed" }, 24, late)).toEqual({ kind: "closed" });
    expect(noContactState({ ...fresh, status: "Not Qualified" }, 0, late)).toEqual({ kind: "closed" });
    expect(noContactState({ ...fresh, reportedNoContactAt: late }, 24, late)).toEqual({ kind: "reported" });
  });
});
