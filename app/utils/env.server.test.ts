import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { env, parseEnv, policySettings, resetEnvCache, SESSION_SECRET_FILE, siteUrl, TOTP_KEY_FILE } from "./env.server";

const folder = mkdtempSync(path.join(os.tmpdir(), "env-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("parseEnv", () => {
  it("fills development defaults", () => {
    const env = parseEnv({ NODE_ENV: "development", DATA_DIR: path.join(folder, "defaults") });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("makes a random session secret on the first start, kept in DATA_DIR for the app alone", () => {
    const dataDir = path.join(folder, "one");
    const first = parseEnv({ NODE_ENV: "production", APP_ENV: "local", DATA_DIR: dataDir }).SESSION_SECRET;
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toMatch(/^[\w-]{64}$/);
    // The next start reuses it; another install gets its own.
    expect(parseEnv({ NODE_ENV: "production", APP_ENV: "local", DATA_DIR: dataDir }).SESSION_SECRET).toBe(first);
    expect(parseEnv({ NODE_ENV: "development", DATA_DIR: path.join(folder, "two") }).SESSION_SECRET).not.toBe(first);
    // A secret set by the operator wins, and writes nothing.
    const three = path.join(folder, "three");
    expect(parseEnv({ DATA_DIR: three, SESSION_SECRET: "s".repeat(40) }).SESSION_SECRET).toBe("s".repeat(40));
    expect(() => statSync(path.join(three, SESSION_SECRET_FILE))).toThrow();
  });

  it("makes the authenticator secrets' key the same way, apart from the session secret", () => {
    const dataDir = path.join(folder, "totp");
    const env = parseEnv({ NODE_ENV: "production", APP_ENV: "local", DATA_DIR: dataDir });
    const file = path.join(dataDir, TOTP_KEY_FILE);
    expect(readFileSync(file, "utf8").trim()).toBe(env.TOTP_KEY);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(env.TOTP_KEY).not.toBe(env.SESSION_SECRET);
    expect(parseEnv({ DATA_DIR: dataDir }).TOTP_KEY).toBe(env.TOTP_KEY);
    expect(() => parseEnv({ DATA_DIR: dataDir, TOTP_KEY: "short", TOTP_KEY_PREVIOUS: "short" })).toThrow(
      /TOTP_KEY: TOTP_KEY must be at least 32 characters[\s\S]*TOTP_KEY_PREVIOUS/,
    );
  });

  it("takes Stripe's keys both or neither, and names a malformed one (decision 086)", () => {
    const base = { DATA_DIR: path.join(folder, "stripe"), SESSION_SECRET: "s".repeat(40), TOTP_KEY: "t".repeat(40) };
    expect(parseEnv(base).STRIPE_SECRET_KEY).toBeUndefined();
    expect(parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_abcdefgh1234", STRIPE_WEBHOOK_SECRET: "whsec_abcdefgh1234" }).STRIPE_API_BASE).toBe("https://api.stripe.com");
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "sk_test_abcdefgh1234" })).toThrow("set both (card payments) or neither");
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: "pk_test_abcdefgh1234", STRIPE_WEBHOOK_SECRET: "whsec_abcdefgh1234" })).toThrow("STRIPE_SECRET_KEY must be a Stripe secret key");
  });

  it("reads the deposit's other ways as a list, and names a way it does not know (decision 089)", () => {
    const base = { DATA_DIR: path.join(folder, "deposit"), SESSION_SECRET: "s".repeat(40), TOTP_KEY: "t".repeat(40) };
    expect(parseEnv(base).DEPOSIT_OFFLINE_METHODS).toEqual(["cash", "check", "zelle"]);
    expect(parseEnv({ ...base, DEPOSIT_OFFLINE_METHODS: " zelle, card-on-site ,zelle" }).DEPOSIT_OFFLINE_METHODS).toEqual(["zelle", "card-on-site"]);
    expect(() => parseEnv({ ...base, DEPOSIT_OFFLINE_METHODS: "cash,venmo" })).toThrow("DEPOSIT_OFFLINE_METHODS lists cash, check, zelle or card-on-site");
  });

  it("refuses a secret file too short to be safe", () => {
    const dataDir = path.join(folder, "short");
    parseEnv({ DATA_DIR: dataDir });
    writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), "short\n");
    expect(() => parseEnv({ DATA_DIR: dataDir })).toThrow(/at least 32 characters/);
  });

  it("names every malformed setting", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", STAFF_EMAIL: "nobody", DATA_DIR: folder })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*STAFF_EMAIL/,
    );
  });

  it("requires the secrets in production and allows no defaults there", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      /SITE_URL: required in production[\s\S]*DATABASE_URL: required[\s\S]*SESSION_SECRET: required[\s\S]*TOTP_KEY: required/,
    );
    const env = parseEnv({
      NODE_ENV: "production",
      SITE_URL: "https://example.com",
      DATABASE_URL: "postgres://u:p@db/app",
      SESSION_SECRET: "x".repeat(40),
      TOTP_KEY: "k".repeat(40),
    });
    expect(env.SESSION_SECRET).toBe("x".repeat(40));
    expect(env.TOTP_KEY).toBe("k".repeat(40));
  });

  it("lets a plain npm start (APP_ENV=local) run without them", () => {
    expect(parseEnv({ NODE_ENV: "production", APP_ENV: "local", DATA_DIR: path.join(folder, "local") }).SITE_URL).toBe("http://localhost:3000");
  });
});

describe("RETENTION_MONTHS and the privacy policy's settings", () => {
  it("keeps closed requests 24 months unless told, and refuses a period that is not whole months from 1 to 120", () => {
    expect(parseEnv({ DATA_DIR: path.join(folder, "retention") }).RETENTION_MONTHS).toBe(24);
    expect(parseEnv({ DATA_DIR: path.join(folder, "retention"), RETENTION_MONTHS: "36" }).RETENTION_MONTHS).toBe(36);
    for (const bad of ["0", "1.5", "121", "two years"]) {
      expect(() => parseEnv({ DATA_DIR: path.join(folder, "retention"), RETENTION_MONTHS: bad }), bad).toThrow(/RETENTION_MONTHS/);
    }
  });

  it("takes the AI tools' model as a base URL and a model together, or neither (decision 091)", () => {
    const dir = path.join(folder, "ai");
    expect(parseEnv({ DATA_DIR: dir }).AI_BASE_URL).toBeUndefined();
    expect(parseEnv({ DATA_DIR: dir, AI_BASE_URL: "http://127.0.0.1:8080/v1", AI_MODEL: "llama" })).toMatchObject({ AI_MODEL: "llama", AI_TIMEOUT_MS: 15_000, AI_MAX_IN_FLIGHT: 4 });
    expect(() => parseEnv({ DATA_DIR: dir, AI_BASE_URL: "http://127.0.0.1:8080/v1" })).toThrow(/AI_BASE_URL, AI_MODEL: set both/);
    expect(() => parseEnv({ DATA_DIR: dir, AI_BASE_URL: "ftp://x", AI_MODEL: "m" })).toThrow(/AI_BASE_URL must be a http: or https: URL/);
    expect(() => parseEnv({ DATA_DIR: dir, AI_TIMEOUT_MS: "10" })).toThrow(/AI_TIMEOUT_MS must be at least 500/);
  });

  it("names the providers only when they are set, without reading or making any secret", () => {
    expect(policySettings({})).toEqual({ retentionMonths: 24, emailProvider: undefined, textProvider: undefined, paymentProvider: undefined, aiProvider: undefined });
    expect(
      policySettings({
        RETENTION_MONTHS: "18",
        SMTP_URL: "smtps://apikey:secret@smtp.sendgrid.net:465",
        TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}`,
        TWILIO_AUTH_TOKEN: "t".repeat(32),
        TWILIO_FROM: "+18185550142",
        STRIPE_SECRET_KEY: "sk_test_12345678abc",
        STRIPE_WEBHOOK_SECRET: "whsec_12345678abc",
        AI_BASE_URL: "https://api.provider.example/v1",
        AI_MODEL: "some-model",
      }),
    ).toEqual({ retentionMonths: 18, emailProvider: "smtp.sendgrid.net", textProvider: "Twilio", paymentProvider: "Stripe", aiProvider: "api.provider.example" });
    expect(policySettings({ STRIPE_SECRET_KEY: "sk_test_12345678abc" }).paymentProvider).toBeUndefined();
    expect(policySettings({ AI_BASE_URL: "http://127.0.0.1:8080/v1" }).aiProvider).toBeUndefined();
    expect(policySettings({ TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}` }).textProvider).toBeUndefined();
    expect(() => policySettings({ RETENTION_MONTHS: "0" })).toThrow(/RETENTION_MONTHS must be at least 1/);
  });
});

describe("site URL", () => {
  it("reads SITE_URL, checked, without a trailing slash, with a local default, before and after env()", () => {
    const saved = process.env.SITE_URL;
    try {
      resetEnvCache();
      process.env.SITE_URL = "https://handyman.example/";
      expect(siteUrl()).toBe("https://handyman.example");
      expect(siteUrl("/status/1")).toBe("https://handyman.example/status/1");
      delete process.env.SITE_URL;
      expect(siteUrl()).toBe("http://localhost:3000");
      process.env.SITE_URL = "ftp://handyman.example";
      expect(() => siteUrl()).toThrow("SITE_URL must be a http: or https: URL");
      process.env.SITE_URL = "https://settings.example/";
      env();
      process.env.SITE_URL = "https://changed.example";
      expect(siteUrl("/")).toBe("https://settings.example/");
    } finally {
      if (saved === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = saved;
      resetEnvCache();
    }
  });
});
