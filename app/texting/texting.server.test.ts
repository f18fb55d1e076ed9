import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox, textMessages, textOptOuts } from "~/db/schema";
import { getLeadDetail } from "~/leads/admin/lead-detail.server";
import { createLead } from "~/leads/leads.server";
import { enqueueMail, processOutbox } from "~/mail/outbox.server";
import * as smsWebhook from "~/routes/webhooks/twilio-sms";
import * as statusWebhook from "~/routes/webhooks/twilio-status";
import { resetEnvCache } from "~/utils/env.server";
import * as book from "~/routes/book";
import { args, outcomeOf, routerContext } from "../../tests/integration/admin-fixtures";
import { resetDb } from "../../tests/db";
import { startTestTwilio } from "../../tests/support/twilio-server";
import { twilioSignature } from "./signature.server";

const SID = `AC${"a1".repeat(16)}`;
const TOKEN = "test-auth-token-0123456789";
const SITE = "https://handyman.example";
const CUSTOMER = "+18185550199";

let twilio: Awaited<ReturnType<typeof startTestTwilio>>;
/** What the test Twilio answers the next sends: 201, or an error code. */
let refuseWith: number | undefined;

beforeAll(async () => {
  twilio = await startTestTwilio(() => (refuseWith ? { status: 400, code: refuseWith } : { status: 201 }));
});
afterAll(() => twilio.close());

beforeEach(async () => {
  await resetDb();
  refuseWith = undefined;
  twilio.received.length = 0;
  const settings = { SITE_URL: SITE, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: "+18185550100", TWILIO_API_BASE: twilio.base };
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  resetEnvCache();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

let sidCount = 0;
const newSid = () => `SM${(++sidCount).toString(16).padStart(32, "0")}`;

/**
 * A post as Twilio sends it, through a TLS proxy: the app sees http://127.0.0.1:3000/…, Twilio
 * signed the public https address. `signature` overrides the header (null: none).
 */
function twilioPost(path: string, fields: Record<string, string>, signature?: string | null) {
  const params = Object.entries(fields);
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  const signed = signature === undefined ? twilioSignature(TOKEN, `${SITE}${path}`, params) : signature;
  if (signed !== null) headers.set("X-Twilio-Signature", signed);
  return new Request(`http://127.0.0.1:3000${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

const inbound = (body: string, extra: Record<string, string> = {}) => ({
  From: CUSTOMER,
  To: "+18185550100",
  Body: body,
  MessageSid: newSid(),
  AccountSid: SID,
  NumMedia: "0",
  ...extra,
});

async function text(fields: Record<string, string>, signature?: string | null) {
  return (await smsWebhook.action(args(twilioPost("/webhooks/twilio/sms", fields, signature)))) as Response;
}

const sendToCustomer = (words = "Your visit is tomorrow.") =>
  enqueueMail(getDb(), { channel: "sms", kind: "test-sms", audience: "customer", to: CUSTOMER, subject: "Text message", text: words });

/** A request from this phone, its own messages left out of the outbox. */
async function newLead(phone: string) {
  const lead = await createLead({ name: "Ana Ruiz", phone, service: "tv-mounting", source: "booking", language: "es" });
  await getDb().delete(mailOutbox);
  return lead;
}

const stored = () => getDb().select().from(textMessages).orderBy(asc(textMessages.id));

describe("the inbound webhook", () => {
  it("refuses a forged or unsigned post with 403 and stores nothing", async () => {
    const fields = inbound("Hello");
    const forged = await text(fields, twilioSignature("not-the-token-000000", `${SITE}/webhooks/twilio/sms`, Object.entries(fields)));
    expect(forged.status).toBe(403);
    expect((await text(fields, null)).status).toBe(403);
    // Signed for the address the app sees rather than the public one: refused too.
    const internal = await text(fields, twilioSignature(TOKEN, "http://127.0.0.1:3000/webhooks/twilio/sms", Object.entries(fields)));
    expect(internal.status).toBe(403);
    // A field changed after signing.
    const signed = twilioSignature(TOKEN, `${SITE}/webhooks/twilio/sms`, Object.entries(fields));
    expect((await text({ ...fields, Body: "STOP" }, signed)).status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });

  it("stores a text once however often its MessageSid is posted, and answers empty TwiML", async () => {
    const fields = inbound("Does 10 am work?");
    for (let i = 0; i < 3; i += 1) {
      const response = await text(fields);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
      expect(await response.text()).toMatch(/<Response\/>$/);
    }
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ direction: "in", phoneDigits: "8185550199", status: "received", body: "Does 10 am work?", readAt: null });
  });

  it("keeps markup and control characters as text, drops NUL, and keeps 1,600 characters", async () => {
    const hostile = `<script>alert(1)</script>\u0000\u0007 & "q" ${"x".repeat(1600)}`;
    expect((await text(inbound(hostile))).status).toBe(200);
    const [row] = await stored();
    expect(row!.body).toHaveLength(1600);
    expect(row!.body.startsWith('<script>alert(1)</script>\u0007 & "q" ')).toBe(true);
  });

  it("answers a signed post without the fields it needs with 400, and a GET with 405", async () => {
    expect((await text({ Body: "hi" })).status).toBe(400);
    expect((await text({ ...inbound("hi"), MessageSid: "1; drop table" })).status).toBe(400);
    expect(smsWebhook.loader().status).toBe(405);
    expect(await stored()).toHaveLength(0);
  });

  it("ties a text to the newest request of its number", async () => {
    const lead = await newLead("(818) 555-0199");
    await text(inbound("hola"));
    const [row] = await stored();
    expect(row!.leadId).toBe(lead.id);
  });
});

describe("opting out", () => {
  it("STOP stops every text to the number at once, queued or new; START lets them go again", async () => {
    await sendToCustomer("Queued before the STOP.");
    const stop = await text(inbound("  stop "));
    expect(await stop.text()).toMatch(/<Response><Message>Pacific Crest Handyman: you will get no more texts from us\. Reply START to get them again\.<\/Message><\/Response>$/);
    await sendToCustomer("Queued after the STOP.");
    expect(await processOutbox()).toMatchObject({ sent: 0 });
    expect(twilio.received).toHaveLength(0);
    expect((await getDb().select().from(mailOutbox)).map((row) => row.status)).toEqual(["opted-out", "opted-out"]);
    expect(await getDb().select().from(textOptOuts)).toMatchObject([{ phoneDigits: "8185550199", source: "keyword", restartedAt: null }]);

    await text(inbound("START"));
    await sendToCustomer("After START.");
    expect(await processOutbox()).toMatchObject({ sent: 1 });
    expect(twilio.received.map((request) => request.body.get("Body"))).toEqual(["After START."]);
    expect(twilio.received[0]!.body.get("StatusCallback")).toBe(`${SITE}/webhooks/twilio/status`);
  });

  it("a new booking's consent box does not override a standing STOP: its confirmation is not texted", async () => {
    await text(inbound("STOP"));
    const booking = (ip: string) =>
      outcomeOf(() =>
        book.action(
          args(
            new Request("http://localhost/book", {
              method: "POST",
              body: new URLSearchParams({ fullName: "Ana Ruiz", phoneNumber: "(818) 555-0199", emailAddress: `${ip}@example.com`, streetAddress: "1 Main St", zipCode: "91101", serviceType: "drywall-repair", smsConsent: "on", website: "" }),
            }),
            {},
            routerContext(ip),
          ),
        ),
      );
    expect((await booking("203.0.113.61")).status).toBe(302);
    const [lead] = await getDb().select().from(leads);
    expect(lead!.smsConsentAt).not.toBeNull();
    await processOutbox();
    expect(twilio.received).toHaveLength(0);
    expect((await getDb().select().from(mailOutbox).where(eq(mailOutbox.channel, "sms"))).map((row) => row.status)).toEqual(["opted-out"]);
  });

  it("also stops a text queued before the STOP and claimed by the outbox after it", async () => {
    await sendToCustomer();
    // The STOP arrives between the enqueue and the worker's pass (the outbox row was not marked): simulate by inserting the opt-out alone.
    await getDb().insert(textOptOuts).values({ phoneDigits: "8185550199", source: "keyword" });
    expect(await processOutbox()).toMatchObject({ claimed: 1, sent: 0 });
    expect(twilio.received).toHaveLength(0);
  });

  it("knows every stop word in English and Spanish, and answers ALTO in Spanish", async () => {
    for (const word of ["STOPALL", "unsubscribe", "Cancel", "END", "quit", "PARAR"]) {
      await text(inbound(word, { From: "+13105550111" }));
      expect((await getDb().select().from(textOptOuts)).length).toBe(1);
      await text(inbound("unstop", { From: "+13105550111" }));
    }
    const alto = await text(inbound("alto"));
    expect(await alto.text()).toContain("no recibirá más mensajes de texto");
    // A text that only contains the word is a message, not a STOP.
    await text(inbound("please stop by at 10", { From: "+13105550122" }));
    expect(await getDb().select().from(textOptOuts).where(eq(textOptOuts.phoneDigits, "3105550122"))).toHaveLength(0);
  });

  it("HELP and AYUDA are answered with the company's name and phone", async () => {
    expect(await (await text(inbound("help"))).text()).toContain("Pacific Crest Handyman: call us at (818) 555-0142");
    expect(await (await text(inbound("AYUDA"))).text()).toContain("llámenos al (818) 555-0142");
    expect(await getDb().select().from(textOptOuts)).toHaveLength(0);
  });

  it("Twilio's 21610 marks the number opted out and is tried once only", async () => {
    refuseWith = 21610;
    await sendToCustomer();
    expect(await processOutbox()).toMatchObject({ sent: 0, failed: 1 });
    const [row] = await getDb().select().from(mailOutbox);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(await getDb().select().from(textOptOuts)).toMatchObject([{ phoneDigits: "8185550199", source: "carrier-21610" }]);
    await getDb().update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 60_000) });
    expect(await processOutbox()).toMatchObject({ claimed: 0 });
    expect(twilio.received).toHaveLength(1);
  });

  it("another refusal is still retried", async () => {
    refuseWith = 20003;
    await sendToCustomer();
    await processOutbox();
    expect((await getDb().select().from(mailOutbox))[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(await getDb().select().from(textOptOuts)).toHaveLength(0);
  });
});

describe("status callbacks", () => {
  async function status(fields: Record<string, string>, signature?: string | null) {
    return (await statusWebhook.action(args(twilioPost("/webhooks/twilio/status", fields, signature)))) as Response;
  }

  it("move a sent text's status forward, on its lead, and never back", async () => {
    const lead = await newLead("818-555-0199");
    await sendToCustomer();
    await processOutbox();
    const [sent] = await stored();
    expect(sent).toMatchObject({ direction: "out", status: "queued", leadId: lead.id, body: "Your visit is tomorrow." });
    const sid = sent!.providerSid!;
    expect((await status({ MessageSid: sid, MessageStatus: "delivered", AccountSid: SID }, "forged")).status).toBe(403);
    expect((await stored())[0]!.status).toBe("queued");
    expect((await status({ MessageSid: sid, MessageStatus: "delivered", AccountSid: SID })).status).toBe(200);
    expect((await status({ MessageSid: sid, MessageStatus: "sent", AccountSid: SID })).status).toBe(200);
    expect((await stored())[0]!.status).toBe("delivered");
    await text(inbound("<b>Thanks</b>"));
    const detail = await getLeadDetail(lead.id);
    expect(detail!.view.history.map((entry) => entry.what)).toEqual(
      expect.arrayContaining(["Text sent (delivered): “Your visit is tomorrow.”", "Text received: “<b>Thanks</b>”"]),
    );
    expect((await status({ MessageSid: sid, MessageStatus: "<b>" })).status).toBe(200);
    expect((await status({ MessageSid: "x", MessageStatus: "sent" })).status).toBe(400);
  });

  it("an undelivered text with 21610 marks its number opted out", async () => {
    await sendToCustomer();
    await processOutbox();
    const [sent] = await stored();
    await status({ MessageSid: sent!.providerSid!, MessageStatus: "undelivered", ErrorCode: "21610" });
    expect((await stored())[0]).toMatchObject({ status: "undelivered", errorCode: "21610" });
    expect(await getDb().select().from(textOptOuts)).toMatchObject([{ source: "carrier-21610" }]);
  });
});

describe("a burst", () => {
  it("stores 1,000 texts posted at once, each once, replays included", async () => {
    const posts = Array.from({ length: 1000 }, (_, i) => inbound(`message ${i}`, { From: `+1818555${String(i).padStart(4, "0")}` }));
    const started = Date.now();
    const answers = await Promise.all([...posts, ...posts.slice(0, 100)].map((fields) => text(fields)));
    expect(answers.every((response) => response.status === 200)).toBe(true);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await getDb().$count(textMessages)).toBe(1000);
    expect(await getDb().$count(leads)).toBe(0);
  });
});
