import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";

/** Runs `node server/main.js` with exactly `env` (plus PATH) and returns its exit code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server/main.js"], {
      env: { PATH: process.env.PATH ?? "", BUILD_DIR: inject("buildDir"), PORT: "0", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not stop by itself:\n${output}`));
    }, 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("settings are checked at boot", () => {
  it("refuses to start in production without its secrets, naming each one", async () => {
    const { code, output } = await runServer({ NODE_ENV: "production" });
    expect(code).not.toBe(0);
    for (const name of ["SITE_URL", "DATABASE_URL", "SESSION_SECRET", "TOTP_KEY"]) {
      expect(output).toContain(`${name}: required in production`);
    }
    expect(output).not.toContain("listening");
  });

  it("refuses malformed settings, naming each one", async () => {
    const { code, output } = await runServer({
      NODE_ENV: "production",
      SITE_URL: "not a url",
      DATABASE_URL: "mysql://db.example/app",
      SESSION_SECRET: "too-short",
      PORT: "99999",
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/SITE_URL: .*URL/);
    expect(output).toMatch(/DATABASE_URL: .*postgres/);
    expect(output).toMatch(/SESSION_SECRET: .*32 characters/);
    expect(output).toMatch(/PORT: /);
  });

  it("refuses, in production, a build pre-rendered for another address than SITE_URL", async () => {
    const home = readFileSync(path.join(inject("buildDir"), "client", "index.html"), "utf8");
    const builtFor = new URL(/<link rel="canonical" href="([^"]+)"/.exec(home)![1]!).origin;
    expect(builtFor).not.toBe("https://handyman.example");
    const { code, output } = await runServer({
      NODE_ENV: "production",
      SITE_URL: "https://handyman.example",
      DATABASE_URL: "postgres://app@127.0.0.1:1/app",
      SESSION_SECRET: "s".repeat(40),
      TOTP_KEY: "t".repeat(40),
    });
    expect(code).not.toBe(0);
    expect(output).toContain(`pre-rendered for ${builtFor}, but SITE_URL is https://handyman.example`);
    expect(output).toContain("SITE_URL=https://handyman.example npm run build");
    expect(output).not.toContain("listening");
  });
});
