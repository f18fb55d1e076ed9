import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox } from "~/db/schema";
import { queueCustomerNotice, type CustomerNotice } from "~/leads/messages/messages.server";
import { createLead } from "~/leads/leads.server";
import { LIMITS } from "~/security/limits";
import { processOutbox } from "~/mail/outbox.server";
import { resetTransports } from "~/mail/transport.server";
import { SMS_CONSENT } from "~/leads/sms-consent";
import * as leadNew from "~/routes/admin/lead-new";
import * as book from "~/routes/book";
import * as home from "~/routes/home";
import { resetEnvCache, siteUrl } from "~/utils/env.server";
import { customerLinkKeyOf } from "~/leads/proof/customer-link.server";
import { resetDb } from "../db";
import { adminRequest, args, createAdmin, outcomeOf, routerContext, sessionCookieFor } from "./admin-fixtures";

const booking = {
  source: "booking" as const,
  name: "Jane Smith",
  phone: "(818) 555-0199",
  email: "jane@example.com",
  service: "gutter-cleaning",
  streetAddress: "123 Main St",
  zipCode: "91101",
};

let dataDir: string;

beforeEach(async () => {
  await resetDb();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "notices-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SITE_URL", "https://handyman.example");
  resetEnvCache();
  resetTransports();
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
  resetTransports();
});

const outbox = () => getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));

function notify(leadId: string, notice: CustomerNotice) {
  return getDb().transaction((tx) => queueCustomerNotice(tx, leadId, notice));
}

function outboxFiles(suffix: string): string[] {
  const folder = path.join(dataDir, "outbox");
  return readdirSync(folder)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => readFileSync(path.join(folder, name), "utf8"));
}

/** The .eml with its quoted-printable parts decoded enough to search (soft line breaks joined, UTF-8 read back). */
function decodeQuotedPrintable(eml: string): string {
  const bytes = eml.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function base64Parts(eml: string): string[] {
  return [...eml.matchAll(/Content-Transfer-Encoding: base64\n(?:[^\n]+\n)*\n([A-Za-z0-9+/=\n]+)/g)].map((match) =>
    Buffer.from(match[1]!.replace(/\n/g, ""), "base64").toString("utf8"),
  );
}

describe("queueCustomerNotice", () => {
  it("queues the scheduling e-mail with its .ics; the worker writes both into the .eml", async () => {
    const lead = await createLead(booking);
    await notify(lead.id, { kind: "scheduled", state: "confirmed", date: "2026-12-01", window: "8-10" });
    const queued = (await outbox()).filter((row) => row.kind === "lead-scheduled-customer");
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: "jane@example.com", channel: "email" });
    expect(queued[0]!.subject).toContain(`Your visit is scheduled: Tue, Dec 1, 8–10 am (ref. ${lead.reference})`);
    expect(queued[0]!.attachments).toEqual([expect.objectContaining({ filename: "visit.ics" })]);

    await processOutbox();
    const eml = outboxFiles(".eml").find((file) => file.includes("visit.ics"));
    expect(eml).toBeDefined();
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);
    expect(eml).toMatch(/Content-Disposition: attachment; filename=visit\.ics/);
    const text = decodeQuotedPrintable(eml!) + base64Parts(eml!).join("\n");
    expect(text).toContain("Good news: your Gutter Cleaning visit is scheduled for Tuesday, December 1, 2026, between 8–10 am.");
    expect(text).toContain("DTSTART;TZID=America/Los_Angeles:20261201T080000");
    expect(text).toContain("DTEND;TZID=America/Los_Angeles:20261201T100000");
    expect(text).toContain(`UID:visit-${lead.id}@handyman.example`);
    expect(text).toContain(lead.reference!);
    expect(text).toContain(`https://handyman.example/status/${lead.id}`);
  });

  it("sends each notice once per lead, kind and version, however often it is queued", async () => {
    const lead = await createLead(booking);
    const scheduled: CustomerNotice = { kind: "scheduled", state: "confirmed", date: "2026-12-01", window: "8-10" };
    await notify(lead.id, scheduled);
    await notify(lead.id, scheduled);
    await notify(lead.id, { kind: "rescheduled", state: "confirmed", date: "2026-12-02", window: "2-4" });
    await notify(lead.id, { kind: "rescheduled", state: "confirmed", date: "2026-12-02", window: "2-4" });
    await notify(lead.id, { kind: "completed" });
    await notify(lead.id, { kind: "completed" });
    const kinds = (await outbox()).map((row) => row.kind).filter((kind) => kind.endsWith("-customer"));
    expect(kinds).toEqual(["lead-scheduled-customer", "lead-rescheduled-customer", "lead-completed-customer"]);
    await processOutbox();
    await processOutbox();
    expect((await outbox()).every((row) => row.status === "sent")).toBe(true);
  });

  it("rolls back with the caller's transaction", async () => {
    const lead = await createLead(booking);
    await expect(
      getDb().transaction(async (tx) => {
        await queueCustomerNotice(tx, lead.id, { kind: "declined" });
        throw new Error("the status change failed");
      }),
    ).rejects.toThrow("the status change failed");
    expect((await outbox()).some((row) => row.kind === "lead-declined-customer")).toBe(false);
  });

  it("says a request is turned down politely, with no internal reason; completion asks every customer for a review on our page", async () => {
    vi.stubEnv("GOOGLE_REVIEW_URL", "https://g.page/r/pacific-crest/review");
    resetEnvCache();
    const lead = await createLead({ ...booking, smsConsent: true });
    await notify(lead.id, { kind: "declined" });
    await notify(lead.id, { kind: "completed" });
    const rows = await outbox();
    const declined = rows.find((row) => row.kind === "lead-declined-customer")!;
    expect(declined.text).toContain("We're sorry, but we are not able to take on this request.");
    expect(declined.text).not.toMatch(/Not Qualified|reason/i);
    const completed = rows.find((row) => row.kind === "lead-completed-customer")!;
    const reviewLink = `/status/${lead.id}/review`;
    expect(completed.text).toContain(reviewLink);
    expect(completed.html).toContain(reviewLink);
    expect(rows.find((row) => row.kind === "lead-completed-customer-sms")!.text).toContain(reviewLink);
    // No review gating: the same words for everyone, and the Google profile only after a rating (on the review page).
    expect(completed.text).not.toMatch(/happy|g\.page/i);
  });

  it("texts the customer who opted in, and only them", async () => {
    const optedIn = await createLead({ ...booking, smsConsent: true });
    const notOptedIn = await createLead({ ...booking, phone: "(818) 555-0111" });
    await notify(optedIn.id, { kind: "rescheduled", state: "confirmed", date: "2026-12-03", window: "4-6" });
    await notify(notOptedIn.id, { kind: "rescheduled", state: "confirmed", date: "2026-12-03", window: "4-6" });
    const texts = (await outbox()).filter((row) => row.channel === "sms");
    expect(texts.map((row) => [row.kind, row.to])).toEqual([
      ["lead-confirmation-sms", "+18185550199"],
      ["lead-rescheduled-customer-sms", "+18185550199"],
    ]);
    // The text carries the visit's link, whose key confirms, moves or cancels it without digits.
    expect(texts[1]!.text).toBe(
      `Pacific Crest Handyman: your Gutter Cleaning visit has moved to Thu, Dec 3, 4–6 pm (confirmed). Confirm, move or cancel: ${siteUrl(`/status/${optedIn.id}`)}?key=${texts[1]!.text.match(/\?key=([^#]+)#visit/)?.[1]}#visit Ref ${optedIn.reference}. Reply STOP to opt out.`,
    );
    expect(customerLinkKeyOf(new Request(texts[1]!.text.match(/https?:\S+/)![0]), optedIn.id, "visit")).toBeTruthy();
    await processOutbox();
    expect(outboxFiles(".sms.txt")).toHaveLength(2);
  });
});

describe("what a form's customer receives", () => {
  it("stores the text-message consent with its time and wording version", async () => {
    const before = Date.now();
    const lead = await createLead({ ...booking, smsConsent: true });
    const [row] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.smsConsentVersion).toBe(SMS_CONSENT.version);
    expect(row!.smsConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const without = await createLead({ ...booking, description: "Another job, without the opt-in" });
    expect(without).toMatchObject({ smsConsentAt: null, smsConsentVersion: null });
  });

  it("caps form confirmations per recipient address and day, holding those over it; the leads are still stored", async () => {
    for (let i = 0; i < LIMITS.customerMessages.limit + 2; i++) {
      await createLead({ ...booking, email: i % 2 ? "Victim@Example.com" : "victim@example.com", description: `Request number ${i}` });
    }
    await createLead({ ...booking, email: "someone-else@example.com" });
    const confirmations = (await outbox()).filter((row) => row.kind === "lead-confirmation" && row.status === "pending");
    expect((await outbox()).filter((row) => row.kind === "lead-confirmation" && row.status === "held")).toHaveLength(2);
    expect(confirmations.filter((row) => row.to.toLowerCase() === "victim@example.com")).toHaveLength(LIMITS.customerMessages.limit);
    expect(confirmations.filter((row) => row.to === "someone-else@example.com")).toHaveLength(1);
    expect((await getDb().select().from(leads)).length).toBe(LIMITS.customerMessages.limit + 3);
    expect((await outbox()).filter((row) => row.kind === "lead-new-staff")).toHaveLength(LIMITS.customerMessages.limit + 3);
  });

  it("keeps links and markup out of the greeting, and escapes the HTML part", async () => {
    await createLead({ ...booking, name: "https://evil.example/claim <b>Jane</b> Smith" });
    const [confirmation] = (await outbox()).filter((row) => row.kind === "lead-confirmation");
    expect(confirmation!.text).toMatch(/^Hi Jane,\n/);
    expect(confirmation!.text).not.toContain("evil.example");
    expect(confirmation!.html).not.toMatch(/evil\.example|<b>/);
    expect(confirmation!.text).toMatch(/Your reference code is PC-[34679ACDEFGHJKMNPQRTUVWXY]{6}\./);
  });
});

describe("what a customer's messages carry: the company's words and the catalogue's names only", () => {
  /** Links, domains and phone numbers in every field a visitor types (and a phone call's, typed by staff). */
  const attack = {
    service: "Refund due: log in at http://evil.example/pay or call 900-555-0100",
    name: "Ann2135550111 www.bad.example Smith call (213) 555-0112",
    description: "Your account is locked: visit https://worse.example/unlock or text 323.555.0113 now",
    streetAddress: "1 Main St\rATTENDEE:mailto:attacker@evil.example\u2028call 424-555-0114 or see short.example",
  };
  const typedDomains = ["evil.example", "bad.example", "worse.example", "short.example", "victim.example"];
  const typedNumbers = ["9005550100", "2135550111", "2135550112", "3235550113", "4245550114", "3105550123", "6265550177"];

  function form(fields: Record<string, string>) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  }

  it("no customer e-mail, text or calendar file holds a link, domain or phone number typed into a form; the staff alerts hold them all", async () => {
    const booked = await outcomeOf(() =>
      book.action(
        args(
          new Request("http://localhost/book", {
            method: "POST",
            body: form({
              fullName: attack.name,
              phoneNumber: "(310) 555-0123",
              emailAddress: "booker@victim.example",
              streetAddress: attack.streetAddress,
              zipCode: "91101",
              serviceType: "tv-mounting",
              issueDescription: attack.description,
              smsConsent: "on",
              website: "",
            }),
          }),
          {},
          routerContext("203.0.113.41"),
        ),
      ),
    );
    expect(booked.status).toBe(302);
    const quoted = await outcomeOf(() =>
      home.action(
        args(
          new Request("http://localhost/?index", {
            method: "POST",
            body: form({ name: attack.name, phone: "(900) 555-0100", email: "quote@victim.example", service: attack.service, description: attack.description, smsConsent: "on" }),
          }),
          {},
          routerContext("203.0.113.42"),
        ),
      ),
    );
    expect(quoted.status).toBe(302);
    const admin = await createAdmin({ email: "ops@example.com" });
    const cookie = await sessionCookieFor(admin.id);
    const phoned = await outcomeOf(() =>
      leadNew.action(
        args(
          adminRequest("/admin/leads/new", {
            cookie,
            form: {
              fullName: attack.name,
              phoneNumber: "(626) 555-0177",
              emailAddress: "phone@victim.example",
              serviceType: "something-else",
              streetAddress: attack.streetAddress,
              zipCode: "91101",
              issueDescription: attack.description,
            },
          }),
        ),
      ),
    );
    expect(phoned.status).toBe(302);

    const stored = await getDb().select().from(leads);
    expect(stored.map((lead) => lead.source).sort()).toEqual(["booking", "phone", "quote"]);
    await getDb().update(leads).set({ smsConsentAt: new Date() });
    for (const lead of stored) {
      for (const notice of [
        { kind: "scheduled", state: "confirmed", date: "2026-12-01", window: "8-10" },
        { kind: "rescheduled", state: "confirmed", date: "2026-12-02", window: "2-4" },
        { kind: "completed" },
        { kind: "declined" },
      ] as CustomerNotice[]) {
        await notify(lead.id, notice);
      }
    }

    const rows = await outbox();
    const customer = rows.filter((row) => !row.kind.endsWith("-staff"));
    // Per lead: the confirmation e-mail and text (none texted for the phone call: no opt-in on that form), four notices by e-mail and text.
    expect(customer.filter((row) => row.channel === "email")).toHaveLength(3 + 3 * 4);
    expect(customer.filter((row) => row.channel === "sms")).toHaveLength(2 + 3 * 4);
    expect(customer.filter((row) => row.attachments?.length)).toHaveLength(6);
    for (const row of customer) {
      const words = [row.subject, row.text, row.html ?? "", ...(row.attachments ?? []).map((attachment) => attachment.content)].join("\n");
      for (const domain of typedDomains) expect(words, `${row.kind} names ${domain}`).not.toContain(domain);
      const digits = words.replace(/[\s().-]/g, "");
      for (const number of typedNumbers) expect(digits, `${row.kind} holds ${number}`).not.toContain(number);
      for (const typed of ["Refund", "log in", "account is locked", "Main St", "ATTENDEE", "Smith"]) expect(words, row.kind).not.toContain(typed);
    }
    expect(customer.find((row) => row.kind === "lead-confirmation" && row.to === "quote@victim.example")!.text).toMatch(/^Hi Ann,\n[\s\S]*We've received your request and/);
    expect(customer.find((row) => row.kind === "lead-confirmation" && row.to === "booker@victim.example")!.text).toContain("We've received your TV Mounting request and");

    const staff = rows.filter((row) => row.kind === "lead-new-staff");
    expect(staff).toHaveLength(3);
    const alerts = staff.map((row) => `${row.subject}\n${row.text}`).join("\n");
    for (const typed of [attack.service, attack.name, attack.description, "1 Main St", "ATTENDEE:mailto:attacker@evil.example"]) expect(alerts).toContain(typed);
  });
});
