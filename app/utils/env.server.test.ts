import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("fills development defaults", () => {
    const env = parseEnv({ NODE_ENV: "development" });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("names every malformed setting", () => {
    expect(() => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", STAFF_EMAIL: "nobody" })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*STAFF_EMAIL/,
    );
  });

  it("requires the secrets in production and allows no defaults there", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      /SITE_URL: required in production[\s\S]*DATABASE_URL: required[\s\S]*SESSION_SECRET: required/,
    );
    const env = parseEnv({
      NODE_ENV: "production",
      SITE_URL: "https://example.com",
      DATABASE_URL: "postgres://u:p@db/app",
      SESSION_SECRET: "x".repeat(40),
    });
    expect(env.SESSION_SECRET).toBe("x".repeat(40));
  });

  it("lets a plain npm start (APP_ENV=local) run without them", () => {
    expect(parseEnv({ NODE_ENV: "production", APP_ENV: "local" }).SITE_URL).toBe("http://localhost:3000");
  });
});
