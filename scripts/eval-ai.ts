// Prints the lead triage's precision and recall on its four sets (decision 091): the 200 the rules
// were written against, the first 40 held out (tuned on since 2026-12-05), the second held-out
// set, blind to the spam rules (its urgent requests tuned on since 2026-12-05), and the urgency
// blind set, never tuned on (tests/ai/eval-set.ts, tests/ai/eval-set-blind.ts,
// tests/ai/eval-set-urgency-blind.ts):
//   npm run eval:ai
// the built-in baseline's always, and the configured model's when AI_BASE_URL and AI_MODEL are set
// (each request is one call, counted against the day's budget in the app's database: DATABASE_URL,
// or the embedded PostgreSQL in $DATA_DIR).
export {};

process.env.LOG_LEVEL ??= "warn";

const { env } = await import("~/utils/env.server");
const { baselineTriage } = await import("~/ai/triage");
const { EVAL_SET, HELD_OUT_SET, scoreOf } = await import("../tests/ai/eval-set");
const { BLIND_SET } = await import("../tests/ai/eval-set-blind");
const { URGENCY_BLIND_SET } = await import("../tests/ai/eval-set-urgency-blind");
type EvalSample = (typeof EVAL_SET)[number];
type Guess = { sample: EvalSample; spam: boolean; urgent: boolean };

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
function report(name: string, set: string, guesses: Guess[], fallbacks = 0) {
  const scores = scoreOf(guesses);
  console.log(
    `${name.padEnd(28)} ${set.padEnd(12)} n=${String(scores.total).padStart(3)}  spam P ${percent(scores.spam.precision).padStart(6)} R ${percent(scores.spam.recall).padStart(6)}  urgent P ${percent(scores.urgent.precision).padStart(6)} R ${percent(scores.urgent.recall).padStart(6)}${fallbacks ? `  (${fallbacks} fell back to the baseline)` : ""}`,
  );
}

const sets = [
  ["set", EVAL_SET],
  ["held-out 1", HELD_OUT_SET],
  ["held-out 2", BLIND_SET],
  ["urgency", URGENCY_BLIND_SET],
] as const;
console.log(
  "set: the 200 the rules were written against; held-out 1: 40, tuned on since 2026-12-05; held-out 2: blind to the spam rules (its urgent requests tuned on since 2026-12-05); urgency: 76 real requests, blind to the urgency rules.",
);
const context = { priceBook: [], servedZips: [] as [string, string][] };
for (const [label, set] of sets) {
  report("baseline (built-in rules)", label, set.map((sample) => {
    const triage = baselineTriage({ service: sample.service, description: sample.text, language: sample.lang, zipCode: null }, context);
    return { sample, spam: triage.verdict === "likely-spam", urgent: triage.urgency === "urgent" };
  }));
}

const settings = env();
if (!settings.AI_BASE_URL || !settings.AI_MODEL) {
  console.log("No model configured (AI_BASE_URL, AI_MODEL): the baseline's figures only.");
} else {
  const { connectDb, disconnectDb, runMigrations } = await import("~/db/client.server");
  const { databaseForCommand } = await import("~/db/command-line.server");
  const { triageRequest } = await import("~/ai/triage.server");
  const database = await databaseForCommand(settings);
  try {
    await runMigrations(database.url);
    connectDb(database.url, { max: 4 });
    for (const [label, set] of sets) {
      let fallbacks = 0;
      const guesses: Guess[] = [];
      for (const sample of set) {
        const triage = await triageRequest({ service: sample.service, description: sample.text, language: sample.lang, zipCode: null }, context);
        if (triage.source === "baseline") fallbacks += 1;
        guesses.push({ sample, spam: triage.verdict === "likely-spam", urgent: triage.urgency === "urgent" });
      }
      report(`model ${settings.AI_MODEL}`.slice(0, 28), label, guesses, fallbacks);
    }
  } finally {
    await disconnectDb();
    await database.release();
  }
}
