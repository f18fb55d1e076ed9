import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox, OUTBOX_STATUSES } from "~/db/schema";
import { resetDb, statementsOf } from "../../tests/db";
import { BATCH_SIZE, drainOutbox, enqueueMail, processOutbox, retryDelaySeconds, startMailWorker } from "./outbox.server";
import { resetTransports } from "./transport.server";
import { resetEnvCache } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

function stubEnv(name: string, value: string) {
  vi.stubEnv(name, value);
  resetEnvCache();
  resetTransports();
}

const message = { kind: "test", audience: "staff" as const, to: "ana@example.com", subject: "Hello there", text: "Body text" };

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

  it("writes a batch of staff alerts composed side by side, in order, each marked sent once the batch returns", async () => {
    const written: string[] = [];
    const info = vi.spyOn(logger, "info").mockImplementation(function (this: unknown, ...args: unknown[]) {
      const [fields, text] = args as [{ subject?: string }, string];
      if (text === "e-mail written to the outbox folder" && fields.subject) written.push(fields.subject);
    } as typeof logger.info);
    try {
      const subjects = Array.from({ length: 30 }, (_, i) => `New lead ${i}`);
      for (const subject of subjects) await enqueueMail(getDb(), { ...message, kind: "lead-new-staff", subject });
      expect(await processOutbox()).toEqual({ claimed: 30, sent: 30, failed: 0 });
      expect(written).toEqual(subjects);
      const rows = await getDb().select().from(mailOutbox);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(subjects.map(() => ["sent", 1]));
      expect(readdirSync(path.join(dataDir, "outbox"))).toHaveLength(30);
    } finally {
      info.mockRestore();
    }
  });

  it("claims a batch in one statement, with no transaction, and marks it sent in one more (decision 043)", async () => {
    for (const subject of ["One", "Two", "Three"]) await enqueueMail(getDb(), { ...message, subject });
    let outcome;
    expect(await statementsOf(async () => (outcome = await processOutbox()))).toEqual({ queries: 2, checkouts: 2 });
    expect(outcome).toEqual({ claimed: 3, sent: 3, failed: 0 });
    expect((await getDb().select().from(mailOutbox)).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });

  it("never gives a message to two passes running at once (as on several app servers)", async () => {
    for (let i = 0; i < 120; i++) await enqueueMail(getDb(), { ...message, subject: `Shared ${i}` });
    const passes = await Promise.all([processOutbox(50), processOutbox(50), processOutbox(50)]);
    expect(passes.reduce((total, pass) => total + pass.claimed, 0)).toBe(120);
    expect(readdirSync(path.join(dataDir, "outbox"))).toHaveLength(120);
    const rows = await getDb().select().from(mailOutbox);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["sent", 1]));
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
    expect(await processOutbox()).toEqual({ claimed: 0, sent: 0, failed: 0 });
  });

  /** A local SMTP server that records each message whole, and its subject, in the order received. */
  async function smtpServer() {
    const received: string[] = [];
    const subjects: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          subjects.push(/^Subject: (.*)$/m.exec(data)?.[1] ?? "");
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stubEnv("SMTP_URL", `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`);
    // The pooled transport keeps its connections open: close them first, or the server waits for them.
    const close = () => {
      resetTransports();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    };
    return { received, subjects, close };
  }

  it("drains a burst in one pass, in order, each e-mail once", async () => {
    const smtp = await smtpServer();
    try {
      const total = BATCH_SIZE * 6 + 7;
      for (let i = 0; i < total; i++) await enqueueMail(getDb(), { ...message, subject: `Burst ${i}` });
      expect(await drainOutbox()).toEqual({ sent: total, failed: 0 });
      expect(smtp.subjects).toEqual(Array.from({ length: total }, (_, i) => `Burst ${i}`));
      const rows = await getDb().select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox);
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it("sends a new lead's staff alert before a backlog of other mail", async () => {
    const smtp = await smtpServer();
    try {
      for (let i = 0; i < BATCH_SIZE * 3; i++) await enqueueMail(getDb(), { ...message, subject: `Backlog ${i}` });
      await enqueueMail(getDb(), { ...message, kind: "lead-new-staff", subject: "New lead" });
      await processOutbox();
      expect(smtp.subjects[0]).toBe("New lead");
      const [alert] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "lead-new-staff"));
      expect(alert?.status).toBe("sent");
    } finally {
      await smtp.close();
    }
  });

  it("the running worker sends mail queued while it works, without waiting for its timer", async () => {
    const stop = startMailWorker(3_600_000);
    try {
      const total = BATCH_SIZE * 2 + 3;
      for (let i = 0; i < total; i++) await enqueueMail(getDb(), { ...message, subject: `Queued ${i}` });
      await vi.waitFor(
        async () => {
          const pending = await getDb().select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.status, "pending"));
          expect(pending).toHaveLength(0);
        },
        { timeout: 15_000, interval: 50 },
      );
      expect(readdirSync(path.join(dataDir, "outbox"))).toHaveLength(total);
    } finally {
      await stop();
    }
  });

  it("sends through SMTP_URL", async () => {
    const smtp = await smtpServer();
    try {
      await enqueueMail(getDb(), message);
      expect((await processOutbox()).sent).toBe(1);
      expect(smtp.received[0]).toContain("Subject: Hello there");
      const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, message.to));
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it("backs off exponentially, capped at an hour", () => {
    expect([1, 2, 3, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600]);
  });
});


describe("the outbox's statuses (a CHECK in the database)", () => {
  beforeEach(() => resetDb());

  it("refuses a status the code does not know, and takes every one it does", async () => {
    const insert = (status: string) => getDb().execute(sql`insert into mail_outbox (kind, "to", subject, text, status) values ('test', 'ana@example.com', 'Hi', 'Body', ${status})`);
    await expect(insert("sending")).rejects.toMatchObject({ cause: { code: "23514", constraint: "mail_outbox_status_check" } });
    await expect(insert("Sent")).rejects.toMatchObject({ cause: { code: "23514" } });
    for (const status of OUTBOX_STATUSES) await insert(status);
    expect(await getDb().$count(mailOutbox)).toBe(OUTBOX_STATUSES.length);
  });

  it("its migration stops with an error on a row it would refuse, rather than adding the check over it", async () => {
    // Found by its name: its number changes when branches are merged.
    const folder = path.join(import.meta.dirname, "../db/migrations");
    const migration = readFileSync(path.join(folder, readdirSync(folder).find((name) => name.endsWith("_outbox-status-check.sql"))!), "utf8");
    await expect(
      getDb().transaction(async (tx) => {
        await tx.execute(sql`alter table mail_outbox drop constraint mail_outbox_status_check`);
        await tx.execute(sql`insert into mail_outbox (kind, "to", subject, text, status) values ('test', 'ana@example.com', 'Hi', 'Body', 'sending')`);
        for (const statement of migration.split("--> statement-breakpoint")) await tx.execute(sql.raw(statement));
      }),
    ).rejects.toMatchObject({ cause: { code: "23514", message: expect.stringMatching(/violated by some row/) } });
    // Rolled back: the check is still there.
    await expect(getDb().execute(sql`insert into mail_outbox (kind, "to", subject, text, status) values ('test', 'a@b.co', 'Hi', 'Body', 'sending')`)).rejects.toMatchObject({
      cause: { code: "23514" },
    });
  });
});
