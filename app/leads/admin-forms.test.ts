import { describe, expect, it } from "vitest";
import { decisionValue, expandDecision, leadActionSchema, rowsValue } from "./admin-forms";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";

describe("the list's Approve and Reject buttons", () => {
  it("name their intent and row; the rows field gives the lead and version", () => {
    const rows = rowsValue([
      { id: A, version: 0 },
      { id: B, version: 4 },
    ]);
    expect(expandDecision({ decision: decisionValue("reject", 1), rows })).toEqual({ intent: "reject", leadId: B, version: "4" });
    expect(leadActionSchema.safeParse(expandDecision({ decision: decisionValue("approve", 0), rows })).data).toMatchObject({
      intent: "approve",
      leadId: A,
      version: 0,
    });
  });

  it("a forged decision or row fails the schema", () => {
    for (const fields of [
      { decision: "x0", rows: `${A}.0` },
      { decision: "a7", rows: `${A}.0` },
      { decision: "a0", rows: "nope.0" },
      { decision: "a0" },
    ]) {
      expect(leadActionSchema.safeParse(expandDecision(fields)).success, JSON.stringify(fields)).toBe(false);
    }
  });
});
