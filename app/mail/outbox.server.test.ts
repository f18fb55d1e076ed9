import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { resetDb } from "../../tests/db";
import { enqueueMail, processOutbox, retryDelaySeconds } from "./outbox.server";
import { resetTransports } from "./transport.server";
import { resetEnvCache } from "~/utils/env.server";

function stubEnv(name: string, value: string) {
  vi.stubEnv(name, value);
  resetEnvCache();
  resetTransports();
}

const message = { kind: "test", to: "ana@example.com", subject: "Hello there", text: "Body text" };

describe("mail outbox", () => {
  let dataDir: string;
  beforeEach(async () => {
    await resetDb();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "mail-"));
    stubEnv("DATA_DIR", dataDir);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
    resetTransports();
  });

  it("writes an .eml file under DATA_DIR/outbox without SMTP_URL", async () => {
    await enqueueMail(getDb(), message);
    const { sent } = await processOutbox();
    expect(sent).toBe(1);
    const [row] = await getDb().select().from(mailOutbox);
    expect(row?.status).toBe("sent");
    const files = readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8")).toContain("Subject: Hello there");
  });

  it("keeps a message that fails to send and retries it later", async () => {
    stubEnv("SMTP_URL", "smtp://127.0.0.1:1");
    await enqueueMail(getDb(), message);
    const result = await processOutbox();
    expect(result.failed).toBe(1);
    const [row] = await getDb().select().from(mailOutbox);
    expect(row?.status).toBe("pending");
    expect(row?.attempts).toBe(1);
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await processOutbox()).toEqual({ sent: 0, failed: 0 });
  });

  it("sends through SMTP_URL", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as { port: number }).port;
    stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
    try {
      await enqueueMail(getDb(), message);
      expect((await processOutbox()).sent).toBe(1);
      expect(received[0]).toContain("Subject: Hello there");
      const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, message.to));
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("backs off exponentially, capped at an hour", () => {
    expect([1, 2, 3, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600]);
  });
});

