import { describe, expect, it } from "vitest";
import { expandDecision, leadActionSchema, rowsValue } from "./admin-forms";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";

describe("the list's Approve and Reject buttons", () => {
  it("name their intent and give their row; the rows field gives the lead and version", () => {
    const rows = rowsValue([
      { id: A, version: 0 },
      { id: B, version: 4 },
    ]);
    expect(expandDecision({ reject: "1", rows })).toEqual({ intent: "reject", leadId: B, version: "4" });
    expect(leadActionSchema.safeParse(expandDecision({ approve: "0", rows })).data).toMatchObject({
      intent: "approve",
      leadId: A,
      version: 0,
    });
  });

  it("a forged decision or row fails the schema", () => {
    for (const fields of [
      { decision: "a0", rows: `${A}.0` },
      { approve: "7", rows: `${A}.0` },
      { approve: "x", rows: `${A}.0` },
      { approve: "0", reject: "0", rows: `${A}.0` },
      { approve: "0", rows: "nope.0" },
      { approve: "0" },
    ]) {
      expect(leadActionSchema.safeParse(expandDecision(fields)).success, JSON.stringify(fields)).toBe(false);
    }
  });
});
