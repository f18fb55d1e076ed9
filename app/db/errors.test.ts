import { describe, expect, it } from "vitest";
import { refusedForData, takenIndex } from "./errors";

/** A failed statement's error as drizzle throws it: the driver's error as its cause. */
const failed = (fields: { code: string; constraint?: string }) => Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("driver"), fields) });

describe("PostgreSQL's errors", () => {
  it("names the unique index an insert ran into, and nothing for another failure", () => {
    expect(takenIndex(failed({ code: "23505", constraint: "leads_reference_idx" }))).toBe("leads_reference_idx");
    expect(takenIndex(Object.assign(new Error("driver"), { code: "23505", constraint: "leads_repeat_key_idx" }))).toBe("leads_repeat_key_idx");
    expect(takenIndex(failed({ code: "23503", constraint: "lead_photos_lead_id_fk" }))).toBeUndefined();
    expect(takenIndex(new Error("Connection terminated unexpectedly"))).toBeUndefined();
  });

  it("tells a statement refused for its data (classes 22 and 23) from the database failing", () => {
    expect(refusedForData(failed({ code: "22P02" }))).toBe(true);
    expect(refusedForData(failed({ code: "23505" }))).toBe(true);
    expect(refusedForData(failed({ code: "57014" }))).toBe(false);
    expect(refusedForData(failed({ code: "08006" }))).toBe(false);
    expect(refusedForData(new Error("Connection terminated unexpectedly"))).toBe(false);
  });
});
