import { describe, expect, it } from "vitest";
import { baselineTriage } from "~/ai/triage";
import { EVAL_SET, HELD_OUT_SET, scoreOf, type EvalSample } from "../ai/eval-set";

/** The baseline's guesses for a set, as `npm run eval:ai` makes them (a ZIP served, no price book). */
const baselineOn = (set: EvalSample[]) =>
  set.map((sample) => {
    const triage = baselineTriage({ service: sample.service, description: sample.text, language: sample.lang, zipCode: null }, { priceBook: [], servedZips: [] });
    return { sample, spam: triage.verdict === "likely-spam", urgent: triage.urgency === "urgent" };
  });

describe("the AI tools' evaluation set", () => {
  it("holds at least 200 labelled requests, real and spam, English and Spanish", () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(200);
    for (const lang of ["en", "es"] as const) {
      expect(EVAL_SET.filter((s) => s.lang === lang && s.spam).length).toBeGreaterThanOrEqual(25);
      expect(EVAL_SET.filter((s) => s.lang === lang && !s.spam).length).toBeGreaterThanOrEqual(50);
      expect(EVAL_SET.filter((s) => s.lang === lang && s.urgent).length).toBeGreaterThanOrEqual(8);
    }
    expect(new Set([...EVAL_SET, ...HELD_OUT_SET].map((s) => s.id)).size).toBe(EVAL_SET.length + HELD_OUT_SET.length);
  });

  // The figures docs/decisions/091 records. The rules were written against EVAL_SET: its figures
  // are the ceiling; HELD_OUT_SET was written afterwards and never tuned on.
  it("the baseline finds spam and urgent requests in the set with the recorded precision and recall", () => {
    const scores = scoreOf(baselineOn(EVAL_SET));
    expect(scores.spam.precision).toBeGreaterThanOrEqual(0.98);
    expect(scores.spam.recall).toBeGreaterThanOrEqual(0.98);
    expect(scores.urgent.precision).toBeGreaterThanOrEqual(0.95);
    expect(scores.urgent.recall).toBeGreaterThanOrEqual(0.95);
  });

  it("on the held-out requests the baseline never calls a real customer spam, and finds every urgent one", () => {
    const scores = scoreOf(baselineOn(HELD_OUT_SET));
    expect(scores.spam.precision).toBe(1);
    expect(scores.spam.recall).toBeGreaterThanOrEqual(0.25);
    expect(scores.urgent).toEqual({ precision: 1, recall: 1 });
  });
});
