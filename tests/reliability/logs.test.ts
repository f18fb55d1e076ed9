import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

function parse(output: string): Record<string, unknown>[] {
  return output
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const fixture = (name: string) => [path.resolve("node_modules/tsx/dist/cli.mjs"), `tests/reliability/fixtures/${name}`];
const env = { ...process.env, LOG_LEVEL: "info", NODE_ENV: "production" };

function logLines(): Record<string, unknown>[] {
  return parse(execFileSync(process.execPath, fixture("log-lines.ts"), { env, encoding: "utf8" }));
}

describe("logs", () => {
  const lines = logLines();
  const text = JSON.stringify(lines);

  it("never contain passwords, tokens, cookies or a visitor's contact details", () => {
    for (const secret of ["hunter2", "tok_abcdef", "s3cr3t", "maria@example.com", "555-0199", "Secretname", "Hidden Lane"]) {
      expect(text).not.toContain(secret);
    }
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

  it("are all written, in order, when the process exits in the turn that logged them", () => {
    const child = spawnSync(process.execPath, fixture("log-exit.ts"), { env, encoding: "utf8" });
    expect(child.status).toBe(1);
    const written = parse(child.stdout);
    expect(written.map((line) => line.requestId ?? line.msg)).toEqual([
      "before",
      ...Array.from({ length: 500 }, (_, index) => `req-${index}`),
      "exiting",
    ]);
  });
});
