import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox, rateLimits } from "~/db/schema";
import { env } from "~/utils/env.server";
import { createLead, inDays } from "../../tests/integration/admin-fixtures";
import { sendText, TEXT_SITE as SITE, setUpTextWebhook } from "../../tests/support/text-webhook";
import { quotedText } from "./staff-alert.server";

const PHONE = "+13105550100";
const STRANGER = "+13105550999";

setUpTextWebhook();

/** A signed text to the SMS webhook; the bot's answer. */
const text = (body: string, from = PHONE) => sendText(body, from);

/** The staff's e-mails about texts, oldest first. */
const alerts = () =>
  getDb()
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.kind} in ('text-hand-off-staff', 'text-new-lead-staff')`)
    .orderBy(asc(mailOutbox.id));

/**
 * More than an hour goes by for the counters: their hits move two hours back. With one hit an
 * hour, the sliding estimate (decision 035) lets the next through once the earlier hit's window
 * has slid past, which two hours back is, whatever the minute now.
 */
const hoursPass = () => getDb().update(rateLimits).set({ windowStart: sql`${rateLimits.windowStart} - interval '2 hours'` });

/** The hits counted on the counters whose keys start with `prefix`. */
const hits = async (prefix: string) =>
  Number((await getDb().execute<{ n: string }>(sql`select coalesce(sum(count), 0) as n from rate_limits where starts_with(key, ${prefix})`)).rows[0]!.n);

const approvedVisit = () => createLead({ name: "Jane Q. Doe", phone: "(310) 555-0100", status: "Approved", scheduledDate: inDays(10), arrivalWindow: "10-12", reference: "HX-4821" });

describe("the office's e-mail about a text the bot hands over", () => {
  it("is sent once for three texts in a row within the hour, and again after the hour, naming the request and linking to the thread", async () => {
    const lead = await approvedVisit();
    expect(await text("Can the tech bring a ladder?")).toMatch(/someone from our team will answer you soon/);
    expect(await text("Also a drill")).toBe("");
    expect(await text("And some tape")).toBe("");
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    // The texts after the e-mail were not counted: they do not put the next one off.
    expect(await hits("text-hand-off:")).toBe(1);
    expect(alert).toMatchObject({ kind: "text-hand-off-staff", channel: "email", to: env().STAFF_EMAIL, status: "pending", html: null, subject: "Text to answer: Jane (HX-4821)" });
    expect(alert!.text).toContain("Jane (request HX-4821, (310) 555-0100) sent a text the SMS bot does not answer.");
    expect(alert!.text).toContain("\n> Can the tech bring a ladder?\n");
    expect(alert!.text).toContain(`Answer in the Inbox: ${SITE}/admin/inbox/3105550100`);
    expect(alert!.text).toContain(`The request: ${SITE}/admin/leads/${lead.id}`);

    await hoursPass();
    expect(await text("Still there?")).toMatch(/someone from our team will answer you soon/);
    expect((await alerts()).map((row) => row.text.includes("> Still there?"))).toEqual([false, true]);
  });

  it("quotes the text as plain text: markup kept as characters, control characters gone, no line of it outside the quote", async () => {
    await approvedVisit();
    await text('<a href="https://evil.example">Pay here</a>\u0007\u202e\r\nAnswer in the Inbox: https://evil.example\n\n<script>alert(1)</script>');
    const [alert] = await alerts();
    expect(alert!.html).toBeNull();
    expect(alert!.text).toContain(['> <a href="https://evil.example">Pay here</a>', "> Answer in the Inbox: https://evil.example", ">", "> <script>alert(1)</script>"].join("\n"));
    for (const character of ["\u0007", "\u202e", "\r"]) expect(alert!.text).not.toContain(character);
    expect(alert!.text.split("\n").filter((line) => line.startsWith("Answer in the Inbox:"))).toEqual([`Answer in the Inbox: ${SITE}/admin/inbox/3105550100`]);
    expect(quotedText("one\u0000two\r\nthree ")).toBe("> one two\n> three");
  });

  it("is not sent for STOP, START, HELP or a text the bot answers", async () => {
    await approvedVisit();
    for (const body of ["C", "when", "cuándo", "status", "R", "quote", "CANCEL VISIT", "HELP", "AYUDA", "STOP", "START"]) {
      expect(await text(body), body).not.toBe("");
    }
    expect(await alerts()).toEqual([]);
  });
});

describe("the office's e-mail about a text from a number no request has", () => {
  it("is sent once per number within the hour, and again after it; STOP or HELP from a stranger sends none", async () => {
    expect(await text("Hi, do you fix fences?", STRANGER)).toBe("");
    await text("I am in Pasadena", STRANGER);
    await text("<b>Thanks</b>", STRANGER);
    await text("STOP", "+13105550777");
    await text("HELP", "+13105550777");
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    expect(await hits("text-new-lead:")).toBe(1);
    expect(alert).toMatchObject({ kind: "text-new-lead-staff", to: env().STAFF_EMAIL, html: null, subject: "New lead from text: (310) 555-0999" });
    expect(alert!.text).toContain("\n> Hi, do you fix fences?\n");
    expect(alert!.text).toContain(`Open the thread: ${SITE}/admin/inbox/3105550999`);

    await hoursPass();
    await text("Hello again?", STRANGER);
    expect((await alerts()).map((row) => row.kind)).toEqual(["text-new-lead-staff", "text-new-lead-staff"]);
  });

  it("texts posted at once, stored together, send one e-mail per number", async () => {
    const numbers = ["+13105550901", "+13105550902", "+13105550903"];
    await Promise.all(numbers.flatMap((from) => [1, 2, 3].map((n) => text(`message ${n}`, from))));
    const sent = await alerts();
    expect(sent.map((row) => row.subject).toSorted()).toEqual(["New lead from text: (310) 555-0901", "New lead from text: (310) 555-0902", "New lead from text: (310) 555-0903"]);
    expect(await getDb().$count(mailOutbox, eq(mailOutbox.kind, "text-new-lead-staff"))).toBe(3);
  });
});
