import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import path from "node:path";
import { z } from "~/utils/zod";

/**
 * A real deployment: NODE_ENV=production set by the operator. A plain `npm start` also runs
 * React's production build but marks itself APP_ENV=local, where development defaults are allowed.
 */
const isProduction = process.env.NODE_ENV === "production" && process.env.APP_ENV !== "local";

const urlSetting = (name: string, protocols: string[]) =>
  z
    .string()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `${name} must be a ${protocols.join(" or ")} URL`);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: urlSetting("DATABASE_URL", ["postgres:", "postgresql:"]).optional(),
  SITE_URL: urlSetting("SITE_URL", ["http:", "https:"]).default("http://localhost:3000"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  /** Seals the admins' authenticator secrets in the database (decision 037). */
  TOTP_KEY: z.string().min(32, "TOTP_KEY must be at least 32 characters").optional(),
  /** The key TOTP_KEY replaced, until every server has started once with the new one. */
  TOTP_KEY_PREVIOUS: z.string().min(32, "TOTP_KEY_PREVIOUS must be at least 32 characters").optional(),
  SMTP_URL: urlSetting("SMTP_URL", ["smtp:", "smtps:"]).optional(),
  MAIL_FROM: z.string().min(3).default("Pacific Crest Handyman <no-reply@pacificcresthandyman.com>"),
  STAFF_EMAIL: z.email("STAFF_EMAIL must be an e-mail address").default("staff@pacificcresthandyman.com"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.string().optional(),
  /** Hours after a request before the customer may report that nobody contacted them (0: at once). */
  NO_CONTACT_AFTER_HOURS: z.coerce.number().min(0, "NO_CONTACT_AFTER_HOURS must be 0 or more").max(24 * 30).default(24),
  /** The company's Google review page, offered on /status/:id/review once a customer has rated the job, whatever the rating (issue 32); none without it. */
  GOOGLE_REVIEW_URL: urlSetting("GOOGLE_REVIEW_URL", ["https:"]).optional(),
  /** Text messages go through Twilio when all three are set; otherwise they are written to $DATA_DIR/outbox/. */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-zA-Z]{32}$/, "TWILIO_ACCOUNT_SID must look like AC followed by 32 characters").optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, "TWILIO_AUTH_TOKEN looks too short").optional(),
  TWILIO_FROM: z.string().regex(/^\+[1-9]\d{6,14}$/, "TWILIO_FROM must be a phone number in E.164 form (+18185550142)").optional(),
  /** Twilio's API origin; tests point it at a local fake. */
  TWILIO_API_BASE: urlSetting("TWILIO_API_BASE", ["http:", "https:"]).default("https://api.twilio.com"),
  /** Texts to customers wait from 9 pm to 8 am, Los Angeles time (decision 088); `off` only for tests that send at any hour. */
  TEXT_QUIET_HOURS: z.enum(["on", "off"]).default("on"),
  /**
   * Card payments through Stripe Checkout (decision 086) when both are set; without them only the
   * offline ways are offered, and the invoice page says so.
   */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[0-9a-zA-Z]{8,}$/, "STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[0-9a-zA-Z+/=]{8,}$/, "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)").optional(),
  /** Stripe's API origin; tests point it at a local Stripe-compatible server. */
  STRIPE_API_BASE: urlSetting("STRIPE_API_BASE", ["http:", "https:"]).default("https://api.stripe.com"),
  /**
   * How a customer may pay a deposit other than by card online (decision 089), as the owner takes
   * it: a comma-separated list of cash, check, zelle and card-on-site (at the visit).
   */
  DEPOSIT_OFFLINE_METHODS: z
    .string()
    .default("cash,check,zelle")
    .transform((value) => [...new Set(value.split(",").map((entry) => entry.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(["cash", "check", "zelle", "card-on-site"], { error: "DEPOSIT_OFFLINE_METHODS lists cash, check, zelle or card-on-site, separated by commas" }))),
  /**
   * The AI tools' model (decision 091): any OpenAI-compatible chat-completions API (a hosted
   * service, or llama.cpp's server, Ollama or vLLM on the company's own machine) when AI_BASE_URL
   * and AI_MODEL are set; without them every tool answers from its built-in baseline.
   */
  AI_BASE_URL: urlSetting("AI_BASE_URL", ["http:", "https:"]).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  /** The provider's key (a server on the company's own machine may need none). */
  AI_API_KEY: z.string().min(1).max(500).optional(),
  /** Milliseconds one call may take before the baseline stands. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(500, "AI_TIMEOUT_MS must be at least 500").max(120_000, "AI_TIMEOUT_MS must be 120000 or less").default(15_000),
  /** Calls to the model one app server makes at once; more wait for none and take the baseline. */
  AI_MAX_IN_FLIGHT: z.coerce.number().int().min(1, "AI_MAX_IN_FLIGHT must be at least 1").max(64).default(4),
  /** The day's budget, shared by every app server (a Los Angeles day): after it the baseline stands. */
  AI_DAILY_CALLS: z.coerce.number().int().min(0, "AI_DAILY_CALLS must be 0 or more").default(500),
  AI_DAILY_TOKENS: z.coerce.number().int().min(0, "AI_DAILY_TOKENS must be 0 or more").default(1_000_000),
  /** Counting page views (decision 022); `off` only for measuring the site without it. */
  ANALYTICS_COUNTING: z.enum(["on", "off"]).default("on"),
  /** Keeping rendered status and admin pages in memory (decision 027); `off` only for measuring without it. */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** `weekly`: a summary of the analytics e-mailed to the Super Admins every Monday. */
  ANALYTICS_DIGEST: z.enum(["off", "weekly"]).default("off"),
  /** Months after a request is closed (Completed, Not Qualified, Cancelled) before its personal data and photo are erased (the privacy policy says it). */
  RETENTION_MONTHS: z.coerce.number().int("RETENTION_MONTHS must be a whole number of months").min(1, "RETENTION_MONTHS must be at least 1").max(120, "RETENTION_MONTHS must be 120 or less").default(24),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; TOTP_KEY: string; DATA_DIR: string };

/** In DATA_DIR: the session secret and the authenticator secrets' key a local install made for itself. */
export const SESSION_SECRET_FILE = "session-secret";
export const TOTP_KEY_FILE = "totp-key";

function readSecret(file: string): string | undefined {
  let secret: string;
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  if (secret.length < 32) throw new Error(`${file} must hold at least 32 characters: delete it to make a new one`);
  chmodSync(file, 0o600);
  return secret;
}

/** The secret kept in `$DATA_DIR/<name>`, or undefined when there is none yet. */
export function keptSecret(dataDir: string, name: string): string | undefined {
  return readSecret(path.join(dataDir, name));
}

/**
 * The secret kept in `$DATA_DIR/<name>`, made at random on the first call: mode 0600, flushed to
 * disk before it is used (a secret lost in a power cut would sign every admin out, make every
 * authenticator useless or lock the app out of its database). Without SESSION_SECRET (or
 * TOTP_KEY) outside production, `session-secret` (`totp-key`), so sessions and authenticators
 * outlive restarts and no two installs share one; the embedded PostgreSQL's password (decision 039).
 */
export function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  let fd: number;
  try {
    fd = openSync(file, "wx", 0o600);
  } catch (error) {
    // Another process of this install wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readSecret(file)!;
    throw error;
  }
  try {
    writeSync(fd, `${secret}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return secret;
}

/** Reads and checks the settings; throws an error naming every bad setting. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse(cleaned);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  if (result.success && result.data.NODE_ENV === "production" && cleaned.APP_ENV !== "local") {
    for (const name of ["SITE_URL", "DATABASE_URL", "SESSION_SECRET", "TOTP_KEY"] as const) {
      if (!cleaned[name]) problems.push(`${name}: required in production`);
    }
  }
  if (result.success && Boolean(result.data.STRIPE_SECRET_KEY) !== Boolean(result.data.STRIPE_WEBHOOK_SECRET)) {
    problems.push("STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both (card payments) or neither (offline payments only)");
  }
  if (result.success && Boolean(result.data.AI_BASE_URL) !== Boolean(result.data.AI_MODEL)) {
    problems.push("AI_BASE_URL, AI_MODEL: set both (the AI tools ask that model) or neither (the built-in baseline only)");
  }
  if (!result.success || problems.length > 0) {
    throw new Error(`Invalid settings:\n  ${problems.join("\n  ")}`);
  }
  const dataDir = path.resolve(result.data.DATA_DIR);
  return {
    ...result.data,
    DATA_DIR: dataDir,
    SESSION_SECRET: result.data.SESSION_SECRET ?? localSecret(dataDir, SESSION_SECRET_FILE),
    TOTP_KEY: result.data.TOTP_KEY ?? localSecret(dataDir, TOTP_KEY_FILE),
  };
}

/** What the privacy policy says about the settings: how long requests are kept, and the providers set (by name). */
export type PolicySettings = {
  retentionMonths: number;
  emailProvider: string | undefined;
  textProvider: string | undefined;
  paymentProvider: string | undefined;
  aiProvider: string | undefined;
};

const policySchema = schema.pick({
  RETENTION_MONTHS: true,
  SMTP_URL: true,
  TWILIO_ACCOUNT_SID: true,
  TWILIO_AUTH_TOKEN: true,
  TWILIO_FROM: true,
  STRIPE_SECRET_KEY: true,
  STRIPE_WEBHOOK_SECRET: true,
  AI_BASE_URL: true,
  AI_MODEL: true,
});

/**
 * The settings the pre-rendered privacy policy states, read without the rest (a build has no
 * secrets and makes none): the retention period, the SMTP server's host when e-mail goes
 * through one, Twilio when text messages do, Stripe when card payments do, and the AI tools'
 * provider (its host) when a model is set (decision 091). Throws naming a malformed setting.
 */
export function policySettings(source: NodeJS.ProcessEnv = process.env): PolicySettings {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = policySchema.safeParse(cleaned);
  if (!result.success) {
    throw new Error(`Invalid settings:\n  ${result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n  ")}`);
  }
  const settings = result.data;
  return {
    retentionMonths: settings.RETENTION_MONTHS,
    emailProvider: settings.SMTP_URL ? new URL(settings.SMTP_URL).hostname : undefined,
    textProvider: settings.TWILIO_ACCOUNT_SID && settings.TWILIO_AUTH_TOKEN && settings.TWILIO_FROM ? "Twilio" : undefined,
    // Card payments online go through Stripe once both of its settings are set (decision 090).
    paymentProvider: settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET ? "Stripe" : undefined,
    aiProvider: settings.AI_BASE_URL && settings.AI_MODEL ? new URL(settings.AI_BASE_URL).host : undefined,
  };
}

/** The policy's settings as one string: the pre-rendered policy carries it, and the server compares it with its own at start. */
export function policySettingsKey(settings: PolicySettings): string {
  return `retention=${settings.retentionMonths};email=${settings.emailProvider ?? ""};sms=${settings.textProvider ?? ""};pay=${settings.paymentProvider ?? ""};ai=${settings.aiProvider ?? ""}`;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/**
 * The site's public address, SITE_URL, without a trailing slash and with `path` after it: the
 * links in e-mails, canonical URLs, the sitemap, structured data. Pre-rendered pages call it at
 * build time, where the server's other settings are absent (and its secrets must not be made):
 * before env() has run, it checks SITE_URL alone, with the same rule.
 */
export function siteUrl(path = ""): string {
  let origin = cached?.SITE_URL;
  if (origin === undefined) {
    const result = schema.shape.SITE_URL.safeParse(process.env.SITE_URL || undefined);
    if (!result.success) throw new Error(`Invalid settings:\n  SITE_URL: ${result.error.issues[0]?.message}`);
    origin = result.data;
  }
  return `${origin.replace(/\/+$/, "")}${path}`;
}

/** Forgets the parsed settings so the next env() reads process.env again (tests). */
export function resetEnvCache() {
  cached = undefined;
}

export { isProduction };
