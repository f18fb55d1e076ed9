import { describe, expect, it } from "vitest";
import { noContactAvailableFrom, noContactState, type NoContactFacts } from "./no-contact";

const createdAt = new Date("2026-11-20T17:00:00Z");
const fresh: NoContactFacts = { status: "New", createdAt, staffActionAt: null, scheduledDate: null, reportedNoContactAt: null };
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

  it("is no longer offered once the staff have acted (a status move, a note, an assignment) or a visit is confirmed", () => {
    const late = new Date(createdAt.getTime() + hours(100));
    const staffAt = new Date(createdAt.getTime() + hours(30));
    expect(noContactState({ ...fresh, status: "In Review", staffActionAt: staffAt }, 24, late)).toEqual({ kind: "closed", reason: "in-hand" });
    expect(noContactState({ ...fresh, staffActionAt: staffAt }, 24, late)).toEqual({ kind: "closed", reason: "in-hand" });
    expect(noContactState({ ...fresh, status: "Approved", scheduledDate: "2026-11-25" }, 0, late)).toEqual({ kind: "closed", reason: "in-hand" });
    // The customer's own report is not a staff action: the thanks stay until the staff act.
    expect(noContactState({ ...fresh, status: "Prioritized", reportedNoContactAt: late }, 24, late)).toEqual({ kind: "reported" });
    expect(noContactState({ ...fresh, status: "Prioritized", reportedNoContactAt: late, staffActionAt: late }, 24, late).kind).toBe("closed");
  });

  it("is never offered on a completed or not qualified request; a report is remembered", () => {
    const late = new Date(createdAt.getTime() + hours(100));
    expect(noContactState({ ...fresh, status: "Completed" }, 24, late)).toEqual({ kind: "closed", reason: "closed" });
    expect(noContactState({ ...fresh, status: "Not Qualified" }, 0, late)).toEqual({ kind: "closed", reason: "closed" });
    expect(noContactState({ ...fresh, reportedNoContactAt: late }, 24, late)).toEqual({ kind: "reported" });
  });
});
