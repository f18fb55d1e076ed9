import { describe, expect, it } from "vitest";
import { baselineTriage } from "~/ai/triage";
import { EVAL_SET, HELD_OUT_SET, scoreOf, type EvalSample } from "../ai/eval-set";
import { BLIND_SET } from "../ai/eval-set-blind";
import { URGENCY_BLIND_SET } from "../ai/eval-set-urgency-blind";

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
    const all = [...EVAL_SET, ...HELD_OUT_SET, ...BLIND_SET, ...URGENCY_BLIND_SET];
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
  });

  it("holds a second held-out set of at least 60 requests, about a third spam, in both languages, with urgent ones", () => {
    expect(BLIND_SET.length).toBeGreaterThanOrEqual(60);
    const spamShare = BLIND_SET.filter((s) => s.spam).length / BLIND_SET.length;
    expect(spamShare).toBeGreaterThan(0.25);
    expect(spamShare).toBeLessThan(0.4);
    for (const lang of ["en", "es"] as const) {
      expect(BLIND_SET.filter((s) => s.lang === lang && s.spam).length).toBeGreaterThanOrEqual(8);
      expect(BLIND_SET.filter((s) => s.lang === lang && s.urgent).length).toBeGreaterThanOrEqual(4);
    }
  });

  // The figures docs/decisions/091 records. The rules were written against EVAL_SET and, since
  // 2026-12-05, HELD_OUT_SET too: their figures are the ceiling. BLIND_SET was written before that
  // change and never tuned on: its figures are the honest ones.
  it("the baseline finds spam and urgent requests in the set with the recorded precision and recall", () => {
    const scores = scoreOf(baselineOn(EVAL_SET));
    expect(scores.spam.precision).toBeGreaterThanOrEqual(0.98);
    expect(scores.spam.recall).toBeGreaterThanOrEqual(0.98);
    expect(scores.urgent.precision).toBeGreaterThanOrEqual(0.95);
    expect(scores.urgent.recall).toBeGreaterThanOrEqual(0.95);
  });

  it("on the first held-out requests (tuned on since 2026-12-05) the baseline finds all spam, calls no real customer spam, and finds every urgent one", () => {
    const scores = scoreOf(baselineOn(HELD_OUT_SET));
    expect(scores.spam).toEqual({ precision: 1, recall: 1 });
    expect(scores.urgent).toEqual({ precision: 1, recall: 1 });
  });

  it("on the second held-out set, blind to the rules, the baseline keeps spam precision at 90% or more and recall at 80% or more", () => {
    const scores = scoreOf(baselineOn(BLIND_SET));
    expect(scores.spam.precision).toBeGreaterThanOrEqual(0.9);
    expect(scores.spam.recall).toBeGreaterThanOrEqual(0.8);
  });

  it("on the second held-out set no urgent real request is called spam, and the urgent ones (tuned on since the urgency addendum) are all found", () => {
    const guesses = baselineOn(BLIND_SET).filter((guess) => guess.sample.urgent);
    expect(guesses.filter((guess) => guess.spam)).toEqual([]);
    // The urgency rules were generalised on 2026-12-05 with this set's urgency as tuning data (decision 091, addendum "urgency").
    const scores = scoreOf(baselineOn(BLIND_SET));
    expect(scores.urgent).toEqual({ precision: 1, recall: 1 });
  });

  it("holds an urgency blind set of at least 60 real requests, about 40% urgent, in both languages, with soon and routine ones", () => {
    expect(URGENCY_BLIND_SET.length).toBeGreaterThanOrEqual(60);
    expect(URGENCY_BLIND_SET.filter((s) => s.spam)).toEqual([]);
    const urgentShare = URGENCY_BLIND_SET.filter((s) => s.urgent).length / URGENCY_BLIND_SET.length;
    expect(urgentShare).toBeGreaterThan(0.3);
    expect(urgentShare).toBeLessThan(0.5);
    for (const s of URGENCY_BLIND_SET) expect(s.urgent).toBe(s.urgency === "urgent");
    for (const lang of ["en", "es"] as const) expect(URGENCY_BLIND_SET.filter((s) => s.lang === lang && s.urgent).length).toBeGreaterThanOrEqual(8);
    for (const urgency of ["soon", "routine"] as const) expect(URGENCY_BLIND_SET.some((s) => s.urgency === urgency)).toBe(true);
  });

  // Blind to the urgency rules (never tuned on): 93.3% precision (28 of 30), 96.6% recall (28 of 29)
  // on 2026-12-05, each held at its 5% step below.
  it("on the urgency blind set the baseline keeps urgent precision at 90% or more and recall at 95% or more, and calls no request spam", () => {
    const guesses = baselineOn(URGENCY_BLIND_SET);
    expect(guesses.filter((guess) => guess.spam)).toEqual([]);
    const scores = scoreOf(guesses);
    expect(scores.urgent.precision).toBeGreaterThanOrEqual(0.9);
    expect(scores.urgent.recall).toBeGreaterThanOrEqual(0.95);
  });
});
