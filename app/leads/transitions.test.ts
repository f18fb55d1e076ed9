import { describe, expect, it } from "vitest";
import { LEAD_STATUSES, type LeadStatus } from "./statuses";
import { actionsFor, canTransition, customerReason, NOT_QUALIFIED_REASONS, TRANSITIONS } from "./transitions";

/** The allowed moves, written out once more by hand: every other pair must be refused. */
const ALLOWED = new Set([
  "New→In Review",
  "New→Prioritized",
  "New→Approved",
  "New→Not Qualified",
  "In Review→Prioritized",
  "In Review→Approved",
  "In Review→Not Qualified",
  "Prioritized→In Review",
  "Prioritized→Approved",
  "Prioritized→Not Qualified",
  "Approved→Completed",
  "Approved→Not Qualified",
  "Not Qualified→In Review",
  "Cancelled→In Review",
]);

const PAIRS = LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.map((to) => [from, to] as [LeadStatus, LeadStatus]));

describe("the transition table", () => {
  it.each(PAIRS)("%s → %s", (from, to) => {
    expect(canTransition(from, to)).toBe(ALLOWED.has(`${from}→${to}`));
  });

  it("refuses every move from an unknown status", () => {
    for (const to of LEAD_STATUSES) expect(canTransition("scheduled", to)).toBe(false);
  });

  it("covers every status, and Completed is final", () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...LEAD_STATUSES].sort());
    expect(actionsFor("Completed")).toEqual([]);
  });

  it("a Prioritized lead is worked like a New one: Approve and Reject", () => {
    const intents = (status: string) => actionsFor(status).map((action) => action.intent);
    expect(intents("Prioritized")).toEqual(expect.arrayContaining(["approve", "reject", "review"]));
    expect(intents("New")).toEqual(expect.arrayContaining(["approve", "reject", "review", "prioritize"]));
    expect(actionsFor("Not Qualified")).toEqual([{ intent: "review", label: "Reopen for review", to: "In Review" }]);
  });

  it("no staff button cancels (only the customer does); the office may reopen a Cancelled request", () => {
    for (const from of LEAD_STATUSES) expect(canTransition(from, "Cancelled")).toBe(false);
    expect(actionsFor("Cancelled")).toEqual([{ intent: "review", label: "Reopen for review", to: "In Review" }]);
  });
});

describe("customerReason", () => {
  it("gives the company's sentence for each reason on the list, never the admin's own words", () => {
    for (const reason of NOT_QUALIFIED_REASONS) {
      expect(customerReason(reason.label)).toBe(reason.customer);
      expect(customerReason(`${reason.label}: call Bob back`)).not.toContain("Bob");
    }
    expect(customerReason("Duplicate request: same as PC-AAAAAA")).toBe("We already have another request from you for this job.");
    expect(customerReason("The customer was rude")).toBe("We're not able to take on this job.");
    expect(customerReason(null)).toBe("We're not able to take on this job.");
  });
});
