import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_MESSAGES } from "~/uploads/photos.server";
import { useApp } from "./app-process";
import { bookingForm } from "./load";

/**
 * The request bodies that exhausted the server (issue: hardening, bodies and images), sent to
 * every form of the built server: each is answered (never a 5xx) within 2 s, the site stays up,
 * and the process's peak memory (VmHWM) stays under the bars.
 */

const ANSWER_WITHIN_MS = 2_000;
const PEAK_RSS_BAR_MB = 800;
const PHOTO_PEAK_RSS_BAR_MB = 512;
const PASSWORD = "hostile bodies password";
/** server/app.ts refuses any other form's body over this from its Content-Length (requestBodyLimit). */
const OUTER_LIMIT_BYTES = 1024 * 1024;

/** The process's peak resident memory so far, in MB. */
function peakRssMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) / 1024;
}

type Body = { what: string; type: string; body: string };

const URLENCODED = "application/x-www-form-urlencoded";
const BOUNDARY = "----hostile-bodies";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function part(name: string, value: string, filename?: string): string {
  const disposition = `form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"`}`;
  const type = filename === undefined ? "" : "\r\nContent-Type: image/jpeg";
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${value}\r\n`;
}

/** The hostile bodies, shaped for a form whose first field is `field`. */
function hostileBodies(field: string): Body[] {
  const bodies: Body[] = [
    { what: "x[300000000] (18 bytes)", type: URLENCODED, body: "x%5B300000000%5D=1" },
    { what: "x[30000000]", type: URLENCODED, body: "x%5B30000000%5D=1" },
    { what: `${field}[300000000], a known name with a huge index`, type: URLENCODED, body: `${field}%5B300000000%5D=1` },
    { what: `${field}.a.b.c, a dot path`, type: URLENCODED, body: `${field}.a.b.c=1` },
    { what: "80,000 repeated names (240 KB)", type: URLENCODED, body: "x=&".repeat(80_000) },
    { what: `15,000 repeats of ${field} (within 64 KB)`, type: URLENCODED, body: `${field}=&`.repeat(15_000).slice(0, 60_000) },
    { what: "x[300000000] in multipart", type: MULTIPART, body: `${part("x[300000000]", "1")}--${BOUNDARY}--\r\n` },
    {
      what: "50,000 parts named photo (6 MB)",
      type: MULTIPART,
      body: `${part("photo", "", "p.jpg").repeat(50_000)}--${BOUNDARY}--\r\n`,
    },
    { what: `5,000 parts named ${field}`, type: MULTIPART, body: `${part(field, "x").repeat(5_000)}--${BOUNDARY}--\r\n` },
  ];
  // The 50,000-part body must reach the booking's parser: under its 6 MB limit.
  expect(bodies[7]!.body.length).toBeLessThan(6 * 1024 * 1024);
  return bodies;
}

describe("hostile form bodies against the built server", () => {
  // Card payments configured (never reached: nothing here gets as far as Stripe), so that the
  // webhook reads what it is sent rather than answering 404 as a site without them does.
  const running = useApp({
    env: { STRIPE_SECRET_KEY: "sk_test_hostilebodies", STRIPE_WEBHOOK_SECRET: "whsec_hostilebodies", STRIPE_API_BASE: "http://127.0.0.1:9" },
  });
  let cookie = "";
  let leadId = "";
  let clients = 0;
  const timings: string[] = [];

  /** A new client address per request: the per-client limits are not what is tested here. */
  const clientHeader = () => ({ "X-Forwarded-For": `2001:db8:b0d1:${(++clients).toString(16)}::1` });

  beforeAll(async () => {
    await promisify(execFile)(
      "npm",
      ["run", "-s", "admin:create", "--", "--email", "hostile@example.com", "--password", PASSWORD, "--role", "Super Admin"],
      { env: { ...process.env, DATA_DIR: running.site.dataDir, LOG_LEVEL: "warn", ...(running.site.databaseUrl ? { DATABASE_URL: running.site.databaseUrl } : {}) } },
    );
    const signIn = await fetch(`${running.app.baseUrl}/admin`, {
      method: "POST",
      body: new URLSearchParams({ email: "hostile@example.com", password: PASSWORD, redirectTo: "/admin" }),
      headers: clientHeader(),
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    const booked = await fetch(`${running.app.baseUrl}/book`, { method: "POST", body: bookingForm("hostile-bodies"), headers: clientHeader(), redirect: "manual" });
    leadId = booked.headers.get("location")!.replace("/status/", "");
  });

  afterAll(async () => {
    if (timings.length) console.info(`hostile bodies, slowest answers:\n${timings.sort().slice(-8).join("\n")}`);
  });

  it("ten 49-megapixel photos at once: each refused with the photo message and the booking's values, under 512 MB", async () => {
    const wide = await sharp({ create: { width: 49_000, height: 1_000, channels: 3, background: "#3a6" } }).png().toBuffer();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const form = new FormData();
        for (const [name, value] of bookingForm(`wide-${index}`)) form.append(name, value);
        form.append("photo", new File([new Uint8Array(wide)], "wide.png", { type: "image/png" }));
        const response = await fetch(`${running.app.baseUrl}/book`, { method: "POST", body: form, headers: clientHeader(), redirect: "manual" });
        return { status: response.status, html: await response.text() };
      }),
    );
    const elapsed = performance.now() - started;
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(400);
      expect(answer.html).toContain(PHOTO_MESSAGES.tooManyPixels);
      expect(answer.html).toContain(`Load Tester wide-${index}`);
    }
    const peak = peakRssMb(running.app.child.pid!);
    console.info(`ten 49 MP uploads at once: ${Math.round(elapsed)} ms, peak RSS ${Math.round(peak)} MB`);
    expect(peak).toBeLessThan(PHOTO_PEAK_RSS_BAR_MB);
    expect((await fetch(`${running.app.baseUrl}/`)).status).toBe(200);
  });

  it("every hostile body, on every public and admin form: answered within 2 s with a 4xx, the site up, under 800 MB", async () => {
    const forms: { path: string; field: string; signedIn?: boolean }[] = [
      { path: "/book", field: "fullName" },
      { path: "/?index", field: "name" },
      { path: `/status/${leadId}`, field: "intent" },
      { path: "/status", field: "reference" },
      { path: `/status/${leadId}/quote`, field: "intent" },
      { path: `/status/${leadId}/review`, field: "stars" },
      // The Spanish pages' forms are the same actions under /es (issue 35), with the same limits.
      { path: "/es/book", field: "fullName" },
      { path: "/es/?index", field: "name" },
      { path: `/es/status/${leadId}`, field: "intent" },
      { path: "/admin", field: "email" },
      { path: "/admin/forgot-password", field: "email" },
      { path: "/admin/reset-password/not-a-real-token-but-long-enough-to-look-like-one", field: "password" },
      { path: "/admin/accept-invite/not-a-real-token-but-long-enough-to-look-like-one", field: "password" },
      { path: "/admin/users", field: "email", signedIn: true },
      { path: "/admin?index", field: "leadId", signedIn: true },
      { path: "/admin/leads/new", field: "fullName", signedIn: true },
      { path: "/admin/logout", field: "intent", signedIn: true },
      // The owner's and the money's forms (issues 42, 43): the Business and Photos tabs take
      // photos (bodies up to 32 MB), the invoice and deposit pages a payment, Stripe's webhook raw JSON.
      { path: "/admin/business", field: "intent", signedIn: true },
      { path: "/admin/photos", field: "intent", signedIn: true },
      { path: `/admin/leads/${leadId}/invoice`, field: "intent", signedIn: true },
      // The deposit's page: a payment, a waiver or a refund (decision 089).
      { path: `/admin/leads/${leadId}/deposit`, field: "intent", signedIn: true },
      { path: `/status/${leadId}/invoice`, field: "intent" },
      { path: "/webhooks/stripe", field: "type" },
    ];
    for (const form of forms) {
      for (const hostile of hostileBodies(form.field)) {
        const label = `${form.path}: ${hostile.what}`;
        const started = performance.now();
        let status = 0;
        try {
          const response = await fetch(`${running.app.baseUrl}${form.path}`, {
            method: "POST",
            body: hostile.body,
            headers: { "Content-Type": hostile.type, ...clientHeader(), ...(form.signedIn ? { Cookie: cookie } : {}) },
            redirect: "manual",
          });
          await response.arrayBuffer();
          status = response.status;
        } catch (error) {
          // Only Express's outer guard (over 1 MB, the booking aside) may close the connection on a client still sending.
          if (hostile.body.length <= OUTER_LIMIT_BYTES || /^(\/es)?\/book$/.test(form.path)) throw new Error(`${label}: no answer`, { cause: error });
        }
        const elapsed = performance.now() - started;
        timings.push(`${String(Math.round(elapsed)).padStart(5)} ms  ${status || "reset"}  ${form.path}  ${hostile.what}`);
        expect([0, 400, 413], label).toContain(status);
        expect(elapsed, label).toBeLessThan(ANSWER_WITHIN_MS);
        expect((await fetch(`${running.app.baseUrl}/healthz`)).status, label).toBe(200);
      }
    }
    expect((await fetch(`${running.app.baseUrl}/`)).status).toBe(200);
    const peak = peakRssMb(running.app.child.pid!);
    console.info(`hostile bodies on ${forms.length} forms: peak RSS ${Math.round(peak)} MB`);
    expect(peak).toBeLessThan(PEAK_RSS_BAR_MB);
  });
});
