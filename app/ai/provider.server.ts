import { sql } from "drizzle-orm";
import type OpenAI from "openai";
import { getDb } from "~/db/client.server";
import type { AiOutcome, AiPurpose } from "~/db/ai-values";
import { aiBudgetDays, aiCalls } from "~/db/schema";
import { isoDateInZone } from "~/utils/dates";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { z } from "~/utils/zod";

/**
 * The one way to a model (decision 091): any OpenAI-compatible chat-completions API, through the
 * official SDK with its `baseURL`. A structured answer is asked for with a JSON schema made from
 * the zod schema, and checked with it; an answer that fails the check is asked for once more.
 * Each call has a timeout; calls in flight are capped per app server; the day's calls and tokens
 * are counted in the database, shared by every server. Whatever goes wrong, the caller gets a
 * note and keeps its baseline. Callers send only redacted text (app/ai/redact.ts).
 */

/** What the AI Tools tab shows of the provider: where it is and its limits, never its key. */
export type ProviderStatus = {
  configured: boolean;
  host: string | null;
  model: string | null;
  timeoutMs: number;
  maxInFlight: number;
  dailyCalls: number;
  dailyTokens: number;
};

export function providerStatus(): ProviderStatus {
  const settings = env();
  return {
    configured: Boolean(settings.AI_BASE_URL && settings.AI_MODEL),
    host: settings.AI_BASE_URL ? new URL(settings.AI_BASE_URL).host : null,
    model: settings.AI_MODEL ?? null,
    timeoutMs: settings.AI_TIMEOUT_MS,
    maxInFlight: settings.AI_MAX_IN_FLIGHT,
    dailyCalls: settings.AI_DAILY_CALLS,
    dailyTokens: settings.AI_DAILY_TOKENS,
  };
}

/** The model's checked answer, or why the baseline stands (`note` is null when no model is configured). */
export type Answer<T> = { ok: true; value: T } | { ok: false; note: string | null };

export type Question<T> = {
  purpose: AiPurpose;
  /** The JSON schema's name the provider sees. */
  name: string;
  schema: z.ZodType<T>;
  system: string;
  user: string;
  maxTokens?: number;
};

/** Why the baseline stood, in the staff's words, for each outcome that is not 'ok'. */
export const FALLBACK_NOTES: Record<Exclude<AiOutcome, "ok">, string> = {
  invalid: "The model's answer did not fit the expected form twice; the built-in rules answered.",
  timeout: "The model took too long; the built-in rules answered.",
  "rate-limited": "The provider refused the call (too many requests); the built-in rules answered.",
  error: "The provider could not answer; the built-in rules answered.",
  "over-budget": "Today's AI budget is spent; the built-in rules answered.",
  busy: "Too many AI calls at once; the built-in rules answered.",
};

let inFlight = 0;
let client: { key: string; sdk: OpenAI } | undefined;

type OpenAiModule = typeof import("openai");
/** The SDK (~150 ms of CPU to load) is loaded with the first call, not at start (decision 024). */
let sdkModule: Promise<OpenAiModule> | undefined;

function sdk(module: OpenAiModule): OpenAI {
  const settings = env();
  const key = `${settings.AI_BASE_URL}|${settings.AI_API_KEY ?? ""}|${settings.AI_TIMEOUT_MS}`;
  if (client?.key !== key) {
    client = {
      key,
      sdk: new module.default({
        baseURL: settings.AI_BASE_URL,
        // A server on the company's own machine may take no key; the SDK wants one anyway.
        apiKey: settings.AI_API_KEY ?? "none",
        timeout: settings.AI_TIMEOUT_MS,
        maxRetries: 0,
      }),
    };
  }
  return client.sdk;
}

/** Takes one call from the day's budget, in one statement every app server shares; false when it is spent. */
async function reserveCall(): Promise<boolean> {
  const { AI_DAILY_CALLS: calls, AI_DAILY_TOKENS: tokens } = env();
  if (calls === 0 || tokens === 0) return false;
  const day = isoDateInZone(new Date());
  const taken = await getDb()
    .insert(aiBudgetDays)
    .values({ day, calls: 1, tokens: 0 })
    .onConflictDoUpdate({
      target: aiBudgetDays.day,
      set: { calls: sql`${aiBudgetDays.calls} + 1` },
      setWhere: sql`${aiBudgetDays.calls} < ${calls} and ${aiBudgetDays.tokens} < ${tokens}`,
    })
    .returning({ calls: aiBudgetDays.calls });
  return taken.length > 0;
}

async function spendTokens(count: number): Promise<void> {
  if (count <= 0) return;
  await getDb()
    .update(aiBudgetDays)
    .set({ tokens: sql`${aiBudgetDays.tokens} + ${count}` })
    .where(sql`${aiBudgetDays.day} = ${isoDateInZone(new Date())}`);
}

async function logCall(purpose: AiPurpose, outcome: AiOutcome, durationMs: number, usage?: { prompt_tokens?: number; completion_tokens?: number } | null) {
  await getDb()
    .insert(aiCalls)
    .values({
      purpose,
      model: env().AI_MODEL ?? "",
      outcome,
      durationMs: Math.round(durationMs),
      promptTokens: usage?.prompt_tokens ?? 0,
      completionTokens: usage?.completion_tokens ?? 0,
    })
    .catch((error) => logger.warn({ err: error }, "logging an AI call failed"));
  logger.info({ purpose, outcome, durationMs: Math.round(durationMs), tokens: (usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0) }, "ai call");
}

function outcomeOf(error: unknown, { APIConnectionTimeoutError, APIError }: OpenAiModule): AiOutcome {
  if (error instanceof APIConnectionTimeoutError) return "timeout";
  if (error instanceof APIError && error.status === 429) return "rate-limited";
  return "error";
}

/** One call: the parsed, checked answer, or the outcome that ends the question. */
async function callOnce<T>(question: Question<T>): Promise<{ value: T } | { outcome: AiOutcome }> {
  if (!(await reserveCall())) {
    await logCall(question.purpose, "over-budget", 0);
    return { outcome: "over-budget" };
  }
  const openai = await (sdkModule ??= import("openai"));
  const started = performance.now();
  try {
    const completion = await sdk(openai).chat.completions.create({
      model: env().AI_MODEL!,
      messages: [
        { role: "system", content: question.system },
        { role: "user", content: question.user },
      ],
      temperature: 0,
      max_tokens: question.maxTokens ?? 600,
      response_format: { type: "json_schema", json_schema: { name: question.name, schema: z.toJSONSchema(question.schema) as Record<string, unknown> } },
    });
    const usage = completion.usage;
    await spendTokens((usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0));
    let parsed: unknown;
    try {
      parsed = JSON.parse(completion.choices[0]?.message?.content ?? "");
    } catch {
      parsed = undefined;
    }
    const checked = question.schema.safeParse(parsed);
    await logCall(question.purpose, checked.success ? "ok" : "invalid", performance.now() - started, usage);
    return checked.success ? { value: checked.data } : { outcome: "invalid" };
  } catch (error) {
    const outcome = outcomeOf(error, openai);
    await logCall(question.purpose, outcome, performance.now() - started);
    return { outcome };
  }
}

/**
 * Asks the configured model `question`: its answer checked by `schema` (asked once more when it
 * does not fit), or a note saying why the caller's baseline stands. Never throws.
 */
export async function askModel<T>(question: Question<T>): Promise<Answer<T>> {
  if (!providerStatus().configured) return { ok: false, note: null };
  if (inFlight >= env().AI_MAX_IN_FLIGHT) {
    await logCall(question.purpose, "busy", 0);
    return { ok: false, note: FALLBACK_NOTES.busy };
  }
  inFlight += 1;
  try {
    let result = await callOnce(question);
    if ("outcome" in result && result.outcome === "invalid") result = await callOnce(question);
    return "value" in result ? { ok: true, value: result.value } : { ok: false, note: FALLBACK_NOTES[result.outcome as Exclude<AiOutcome, "ok">] };
  } catch (error) {
    logger.warn({ err: error }, "asking the model failed");
    return { ok: false, note: FALLBACK_NOTES.error };
  } finally {
    inFlight -= 1;
  }
}

/** Today's budget spent, and the last calls' outcomes, for the AI Tools tab. */
export async function usageToday(): Promise<{ calls: number; tokens: number; recent: { purpose: AiPurpose; outcome: AiOutcome; durationMs: number; tokens: number; at: Date }[] }> {
  const db = getDb();
  const [day] = await db.select().from(aiBudgetDays).where(sql`${aiBudgetDays.day} = ${isoDateInZone(new Date())}`);
  const recent = await db
    .select({ purpose: aiCalls.purpose, outcome: aiCalls.outcome, durationMs: aiCalls.durationMs, tokens: sql<number>`${aiCalls.promptTokens} + ${aiCalls.completionTokens}`, at: aiCalls.createdAt })
    .from(aiCalls)
    .orderBy(sql`${aiCalls.id} desc`)
    .limit(10);
  return { calls: day?.calls ?? 0, tokens: day?.tokens ?? 0, recent };
}
