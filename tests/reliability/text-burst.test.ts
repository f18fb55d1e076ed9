import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { twilioSignature } from "~/texting/signature.server";
import { startTestTwilio } from "../support/twilio-server";
import { createSite, freePort, startApp, withDatabase, type AppProcess, type Site } from "./app-process";
import { bookingForm, clientAddress, percentile } from "./load";

/**
 * Issue 44: "1,000 inbound messages in a burst are all stored once and the site stays
 * responsive". Twilio posts 1,000 signed texts from 1,000 numbers at once, and 100 of them again
 * (Twilio retries a webhook it thinks failed), to the built server; meanwhile two readers, each a
 * process of its own (curl), load a pre-rendered page and a customer's status page one request
 * after another. Each text is stored once, every post is answered, and no reader waits long.
 */

const TEXTS = 1_000;
const REPLAYS = 100;
const READER_BAR_MS = 2_000;
const SID = `AC${"b2".repeat(16)}`;
const TOKEN = "burst-auth-token-0123456789";
const run = promisify(execFile);

describe("a burst of inbound texts", () => {
  let site: Site;
  let app: AppProcess;
  let twilio: Awaited<ReturnType<typeof startTestTwilio>>;

  beforeAll(async () => {
    twilio = await startTestTwilio();
    site = await createSite();
    app = await startApp(site, {
      buildDir: inject("buildDir"),
      port: await freePort(),
      env: { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: "+18185550100", TWILIO_API_BASE: twilio.base, TEXT_QUIET_HOURS: "off" },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await site?.cleanup();
    await twilio?.close();
  });

  it(`stores ${TEXTS} texts posted at once (and ${REPLAYS} replays) once each; a reader's pages stay under ${READER_BAR_MS} ms`, async () => {
    const { baseUrl } = app;
    // A customer's status page, to be read during the burst: a page the database answers.
    const booked = await fetch(`${baseUrl}/book`, { method: "POST", body: bookingForm("text-burst"), headers: { "X-Forwarded-For": clientAddress(44, 1) }, redirect: "manual" });
    expect(booked.status).toBe(302);
    const statusPath = new URL(booked.headers.get("location")!, baseUrl).pathname;

    const webhook = `${baseUrl}/webhooks/twilio/sms`;
    const posts = Array.from({ length: TEXTS }, (_, i) => {
      const fields: [string, string][] = [
        ["AccountSid", SID],
        ["Body", `Hi, is Saturday morning open? (${i})`],
        ["From", `+1213555${String(i).padStart(4, "0")}`],
        ["MessageSid", `SM${(i + 1).toString(16).padStart(32, "0")}`],
        ["NumMedia", "0"],
        ["To", "+18185550100"],
      ];
      return { body: new URLSearchParams(fields).toString(), signature: twilioSignature(TOKEN, webhook, fields) };
    });

    let sending = true;
    const readerMs: Record<string, number[]> = { "/services": [], [statusPath]: [] };
    const readers = Object.keys(readerMs).map(async (page) => {
      while (sending) {
        const { stdout } = await run("curl", ["-s", "-o", "/dev/null", "-w", "%{http_code} %{time_total}", `${baseUrl}${page}`]);
        const [code, seconds] = stdout.split(" ");
        expect(code, page).toBe("200");
        readerMs[page]!.push(Number(seconds) * 1000);
      }
    });

    const started = performance.now();
    const answers = await Promise.all(
      [...posts, ...posts.slice(0, REPLAYS)].map(async ({ body, signature }) => {
        const response = await fetch(webhook, {
          method: "POST",
          body,
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const burstMs = performance.now() - started;
    sending = false;
    await Promise.all(readers);

    const statuses: Record<number, number> = {};
    for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    const stored = await withDatabase(site, async (client) => {
      const { rows } = await client.query<{ total: number; distinct: number }>(
        "select count(*)::int as total, count(distinct provider_sid)::int as distinct from text_messages where direction = 'in'",
      );
      return rows[0]!;
    });
    const readerLine = Object.entries(readerMs)
      .map(([page, times]) => `${page === "/services" ? "/services" : "status page"}: ${times.length} reads, p50 ${Math.round(percentile(times, 50))} ms, slowest ${Math.round(Math.max(...times))} ms`)
      .join("; ");
    console.log(`text burst: ${TEXTS} + ${REPLAYS} replays in ${Math.round(burstMs)} ms, answers ${JSON.stringify(statuses)}, ${stored.total} stored; ${readerLine}`);

    expect(statuses).toEqual({ 200: TEXTS + REPLAYS });
    expect(stored).toEqual({ total: TEXTS, distinct: TEXTS });
    for (const [page, times] of Object.entries(readerMs)) {
      expect(times.length, page).toBeGreaterThan(0);
      expect(Math.max(...times), page).toBeLessThan(READER_BAR_MS);
    }
  }, 120_000);
});
