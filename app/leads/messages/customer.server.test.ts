import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { business } from "~/business/profile.server";

import { catalogueServiceName } from "~/mail/customer-text";
import { confirmationEmail, confirmationSms, noticeMessages, type CustomerNotice } from "./customer.server";

const NOTICES: CustomerNotice[] = [
  { kind: "scheduled", state: "confirmed", date: "2026-12-01", window: "8-10" },
  { kind: "rescheduled", state: "confirmed", date: "2026-12-02", window: "2-4" },
  { kind: "completed" },
  { kind: "declined" },
];

const lead = {
  id: "3764a839-5e0c-4a53-9a43-0e6f3a1f2b10",
  reference: "PC-7K4Q9X",
  name: "Jane Smith",
  service: "tv-mounting",
  language: "en" as const,
  streetAddress: "123 Main St",
  zipCode: "91101",
  description: "Mount a 65 inch TV",
};

const now = new Date("2026-11-23T16:30:00Z");
const to = { email: "jane@example.com", phone: "+18185550199" };

/** Everything of a message a customer can read. */
const words = (messages: { subject: string; text: string; html?: string; attachments?: { content: string }[] }[]) =>
  messages.map((message) => [message.subject, message.text, message.html ?? "", ...(message.attachments ?? []).map((file) => file.content)].join("\n")).join("\n");

describe("the customer's messages", () => {
  it("give the office hours as the business profile states them", () => {
    expect(confirmationEmail(lead, to.email).text).toContain(business().contact.hours.label.en);
  });

  it("name a service by the catalogue, and a visitor's own words not at all", () => {
    expect(catalogueServiceName("tv-mounting")).toBe("TV Mounting");
    expect(catalogueServiceName("something-else")).toBeUndefined();
    expect(catalogueServiceName("Refund due: call 900-555-0100")).toBeUndefined();
    expect(confirmationEmail(lead, to.email).text).toContain("We've received your TV Mounting request");
    const quote = { ...lead, service: "Refund due: log in at http://evil.example/pay or call 900-555-0100" };
    expect(confirmationEmail(quote, to.email).text).toContain("We've received your request and will contact you");
    expect(confirmationSms(quote, to.phone).text).toMatch(/^Pacific Crest Handyman: we got your request, ref PC-7K4Q9X\./);
    const visit = noticeMessages(quote, NOTICES[0]!, now, to);
    expect(visit[0]!.text).toContain("Good news: your visit is scheduled for Tuesday, December 1, 2026, between 8–10 am.");
    expect(visit[0]!.attachments![0]!.content).toContain("SUMMARY:Service visit: Pacific Crest Handyman\r\n");
    expect(visit[1]!.text).toMatch(
      /^Pacific Crest Handyman: your visit is confirmed for Tue, Dec 1, 8–10 am\. Confirm, move or cancel: http\S+\/status\/3764a839-5e0c-4a53-9a43-0e6f3a1f2b10\?key=v\S+#visit Ref PC-7K4Q9X\. Reply STOP to opt out\.$/,
    );
    expect(noticeMessages(quote, NOTICES[2]!, now, to)[0]!.subject).toBe("Your job is complete (ref. PC-7K4Q9X)");
  });

  it("name a visit the office has not confirmed as requested, its calendar entry tentative; a confirmed one as confirmed (decision 078)", () => {
    const requestedLead = { ...lead, status: "New" as const, scheduledDate: "2026-12-02", arrivalWindow: "2-4" as const };
    // Staff move a requested visit: the customer is not told a technician will arrive.
    const [email, sms] = noticeMessages(requestedLead, { kind: "rescheduled", state: "requested", date: "2026-12-02", window: "2-4" }, now, to);
    expect(email!.subject).toBe("Your requested visit: Wed, Dec 2, 2–4 pm (not confirmed yet) (ref. PC-7K4Q9X)");
    expect(email!.text).toContain("Your TV Mounting visit is now requested for Wednesday, December 2, 2026, between 2–4 pm.");
    expect(email!.text).toContain("Our office has not confirmed it yet");
    expect(email!.text).not.toMatch(/technician will arrive|has a new time/);
    expect(email!.attachments![0]!.content).toContain("STATUS:TENTATIVE\r\n");
    expect(email!.attachments![0]!.content).not.toContain("CONFIRMED");
    expect(email!.text).toContain("You can move or cancel it on your request's page");
    expect(email!.html).toMatch(/href="[^"]+\/status\/3764a839-5e0c-4a53-9a43-0e6f3a1f2b10\?key=v[^"#]+#visit"/);
    expect(sms!.text).toMatch(/^Pacific Crest Handyman: your TV Mounting visit is now requested for Wed, Dec 2, 2–4 pm, not confirmed yet\. Move or cancel: http\S+\?key=v\S+#visit /);
    // A confirmed one: its words, its calendar entry, and what the customer may do on their page.
    const [confirmed] = noticeMessages(lead, { kind: "rescheduled", state: "confirmed", date: "2026-12-02", window: "2-4" }, now, to);
    expect(confirmed!.text).toContain("Our technician will arrive within that window.");
    expect(confirmed!.text).toContain("You can confirm, move or cancel it on your request's page");
    expect(confirmed!.html).toContain("Confirm, move or cancel your visit");
    expect(confirmed!.attachments![0]!.content).toContain("STATUS:CONFIRMED\r\n");
  });

  it("confirm a booking's visit in the state it was stored in; the text carries the link when there is no e-mail address", () => {
    const booked = { ...lead, scheduledDate: "2026-12-02", arrivalWindow: "2-4" as const };
    const requested = confirmationEmail({ ...booked, status: "New" }, to.email, now);
    expect(requested.text).toContain("You asked for a visit on Wednesday, December 2, 2–4 pm. We're holding it for you and will confirm it");
    expect(requested.attachments).toBeUndefined();
    const confirmed = confirmationEmail({ ...booked, status: "Approved" }, to.email, now);
    expect(confirmed.text).toContain("Your visit is confirmed: Wednesday, December 2, 2–4 pm. Our technician will arrive within that window.");
    expect(confirmed.text).not.toContain("will confirm it");
    expect(confirmed.attachments![0]!.content).toContain("STATUS:CONFIRMED\r\n");
    expect(confirmationSms({ ...booked, status: "Approved", email: "jane@example.com" }, to.phone, now).text).toBe(
      "Pacific Crest Handyman: we got your TV Mounting request, ref PC-7K4Q9X. Your visit is confirmed: Wed, Dec 2, 2–4 pm. We'll contact you within 24 hours. Msg & data rates may apply. Reply STOP to opt out, HELP for help.",
    );
    const withoutEmail = confirmationSms({ ...booked, status: "New", email: "" }, to.phone, now).text;
    expect(withoutEmail).toContain("You asked for Wed, Dec 2, 2–4 pm; we'll confirm it.");
    expect(withoutEmail).toMatch(/Your request: http\S+\/status\/3764a839-5e0c-4a53-9a43-0e6f3a1f2b10\?key=v\S+#visit Msg/);
  });

  /** Typed text: links, domains, phone numbers and calendar lines, joined by every kind of line break. */
  const typed = fc
    .array(
      fc.oneof(
        fc.constantFrom("\r\n", "\r", "\n", "\u2028", "\u2029", "\u0085", "\v", "\f", ";", ",", "\\", " "),
        fc.constantFrom("ATTENDEE:mailto:attacker@evil.example", "END:VEVENT", "BEGIN:VALARM", "http://evil.example/pay", "900-555-0100", "Main St"),
        fc.string({ maxLength: 8 }),
      ),
      { maxLength: 20 },
    )
    .map((pieces) => pieces.join(""));

  it("no line of a visit's .ics starts with an injected property, and nothing typed reaches a message, whatever the fields held (property test)", () => {
    const propertyNames = (ics: string) =>
      ics
        .replace(/\r\n /g, "")
        .split("\r\n")
        .map((line) => /^[^;:]*/.exec(line)![0]);
    const expected = propertyNames(noticeMessages(lead, NOTICES[0]!, now, to)[0]!.attachments![0]!.content);
    fc.assert(
      fc.property(typed, typed, typed, typed, (name, service, streetAddress, description) => {
        const hostile = { ...lead, name: `Jane ${name}`, service, streetAddress, description };
        for (const notice of NOTICES) {
          const messages = noticeMessages(hostile, notice, now, to);
          const calendar = messages[0]!.attachments?.[0]?.content;
          if (calendar) expect(propertyNames(calendar)).toEqual(expected);
          const all = words([...messages, confirmationEmail(hostile, to.email), confirmationSms(hostile, to.phone)]);
          expect(all).not.toMatch(/evil\.example|900-?555-?0100|ATTENDEE|Main St/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
