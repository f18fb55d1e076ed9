import { sql } from "drizzle-orm";
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { AI_OUTCOMES, AI_PURPOSES, AI_SOURCES, TRIAGE_SIZES, TRIAGE_STATES, TRIAGE_URGENCIES, TRIAGE_VERDICTS, type AiOutcome, type AiPurpose, type AiSource, type TriageSize, type TriageState, type TriageUrgency, type TriageVerdict } from "../ai-values";
import { createdAt, oneOf } from "./columns";
import { leads } from "./leads";

/**
 * A lead's triage (issue 45 §2, decision 091): a 'pending' row is written with the lead by a
 * trigger, in the booking's own statement; the AI worker of any app server claims it after the
 * commit (SKIP LOCKED and a lease) and writes the result. The customer's request is never changed
 * by it, and nothing is rejected or prioritised by it. Erasing the lead's personal data empties
 * `details` (a trigger).
 */
export const leadTriage = pgTable(
  "lead_triage",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    state: text("state").$type<TriageState>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    verdict: text("verdict").$type<TriageVerdict>(),
    urgency: text("urgency").$type<TriageUrgency>(),
    size: text("size").$type<TriageSize>(),
    /** True when the request's ZIP lies outside every area of the business profile; null without a ZIP. */
    outOfArea: boolean("out_of_area"),
    /** Which produced it, and why the baseline stood when a model is configured. */
    source: text("source").$type<AiSource>(),
    note: text("note"),
    /** Reasons, the urgency's reason, questions to ask and matching price-book items (app/ai/triage.ts's TriageDetails). */
    details: jsonb("details"),
    createdAt: createdAt(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("lead_triage_pending_idx").on(t.createdAt).where(sql`state = 'pending'`),
    check("lead_triage_state_check", oneOf("state", TRIAGE_STATES)),
    check("lead_triage_verdict_check", oneOf("verdict", TRIAGE_VERDICTS)),
    check("lead_triage_urgency_check", oneOf("urgency", TRIAGE_URGENCIES)),
    check("lead_triage_size_check", oneOf("size", TRIAGE_SIZES)),
    check("lead_triage_source_check", oneOf("source", AI_SOURCES)),
  ],
);

/** One call to the model: its purpose, duration, tokens and outcome. No personal data. */
export const aiCalls = pgTable(
  "ai_calls",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    purpose: text("purpose").$type<AiPurpose>().notNull(),
    model: text("model").notNull(),
    outcome: text("outcome").$type<AiOutcome>().notNull(),
    durationMs: integer("duration_ms").notNull(),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("ai_calls_created_idx").on(t.createdAt),
    check("ai_calls_purpose_check", oneOf("purpose", AI_PURPOSES)),
    check("ai_calls_outcome_check", oneOf("outcome", AI_OUTCOMES)),
  ],
);

/** The day's budget spent (a Los Angeles date): calls made and tokens used, shared by every app server. */
export const aiBudgetDays = pgTable("ai_budget_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  calls: integer("calls").notNull().default(0),
  tokens: integer("tokens").notNull().default(0),
});
