import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The fixture's lines, as a production server (or with `local`, a plain `npm start`) logs them. */
function logLines(mode: "production" | "local" = "production"): Record<string, unknown>[] {
  const dataDir = mkdtempSync(path.join(tmpdir(), "log-lines-"));
  const { SMTP_URL: _smtp, APP_ENV: _mode, ...inherited } = process.env;
  const output = execFileSync(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "tests/reliability/fixtures/log-lines.ts"], {
    env: {
      ...inherited,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      ...(mode === "local" ? { APP_ENV: "local" } : { SITE_URL: "https://example.com", SESSION_SECRET: "x".repeat(32), TOTP_KEY: "k".repeat(32) }),
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      DATA_DIR: dataDir,
    },
    encoding: "utf8",
  });
  rmSync(dataDir, { recursive: true, force: true });
  return output
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("logs", () => {
  const lines = logLines();
  const text = JSON.stringify(lines);

  it("never contain passwords, tokens, cookies or a visitor's contact details", () => {
    for (const secret of ["hunter2", "tok_abcdef", "s3cr3t", "maria@example.com", "555-0199", "Secretname", "Hidden Lane"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("name each e-mail written to the outbox folder, with its subject only on a local install", () => {
    const written = (all: Record<string, unknown>[]) => all.find((line) => line.msg === "e-mail written to the outbox folder");
    expect(written(lines)?.file).toMatch(/outbox\/.*-1\.eml$/);
    expect(written(lines)).not.toHaveProperty("mailSubject");
    expect(written(logLines("local"))?.mailSubject).toBe("New service request: TV Mounting from Maria Secretname");
  });

  it("keep what is needed to debug a database failure", () => {
    const failure = lines.find((line) => line.msg === "storing the lead failed")!;
    const err = failure.err as { message: string; stack: string; type: string };
    expect(err.message).toContain('insert into "leads"');
    expect(err.message).toContain("params: [redacted]");
    expect(err.stack).toContain("ECONNREFUSED");
    expect(err).not.toHaveProperty("params");
  });

  it("carry the request id inside a request, across awaits, and none for background work", () => {
    const byMessage = new Map(lines.map((line) => [line.msg, line]));
    for (const message of ["top-level secrets", "nested secrets", "mail", "storing the lead failed"]) {
      expect(byMessage.get(message)?.requestId).toBe("req-1");
    }
    expect(byMessage.get("background work")).not.toHaveProperty("requestId");
  });
});
