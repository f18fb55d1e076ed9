import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox, quoteAnswers, quotes } from "~/db/schema";
import { erasePersonalData } from "~/leads/erase.server";
import { isoDateInZone } from "~/utils/dates";
import { resetDb, withSiteUrl } from "../../tests/db";
import { addPriceBookItem, listPriceBook, saveTaxRate } from "./price-book.server";
import { defaultValidUntil, type QuoteFormValue, type QuoteLineInput } from "./quote-form";
import { loadQuotePage } from "./quote-page.server";
import { answerQuote, latestQuote, sendQuote } from "./quotes.server";

beforeEach(resetDb);
withSiteUrl();

/** A price-book item's words in both languages. */
const LABOUR = { service: "tv-mounting", name: "Mounting labour", description: "Per TV", unit: "hour", nameEs: "Mano de obra de montaje", descriptionEs: "Por TV", unitEs: "hora", taxable: false };

const client = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Test)" };
const outbox = () => getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));

async function lead(fields: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(leads)
    .values({ name: "Jane <b>Smith</b>", phone: "(310) 555-0100", email: "jane@example.com", service: "tv-mounting", description: "Gate code http://spam.example", ...fields })
    .returning();
  return row!;
}

const line = (fields: Partial<QuoteLineInput>): QuoteLineInput => ({
  bookItemId: null,
  name: "",
  description: "",
  unit: "",
  quantityMilli: 1000,
  unitPriceCents: null,
  taxable: false,
  optional: false,
  ...fields,
});

const form = (lines: QuoteLineInput[], fields: Partial<QuoteFormValue> = {}): QuoteFormValue => ({
  intent: "send",
  lines,
  discountCents: 0,
  notes: "",
  terms: "",
  validUntil: defaultValidUntil(),
  ...fields,
});

const twoAndOptional = form([
  line({ name: "Mount a 65-inch TV", unitPriceCents: 15_000 }),
  line({ name: "Wall bracket", unitPriceCents: 8_999, taxable: true }),
  line({ name: "Hide the cables in the wall", unitPriceCents: 12_000, optional: true }),
]);

describe("sendQuote", () => {
  it("stores version 1 with its totals and queues the customer's e-mail, with the text only with their consent", async () => {
    await saveTaxRate(9500, "owner@example.com");
    const customer = await lead({ smsConsentAt: new Date() });
    const sent = await sendQuote(customer.id, twoAndOptional, "ops@example.com");
    // 150.00 + 89.99 = 239.99; tax 9.5% of 89.99 = 8.55 (8.549 rounded); total 248.54.
    expect(sent).toEqual({ ok: true, version: 1, totalCents: 24_854 });
    const messages = await outbox();
    expect(messages.map((message) => [message.channel, message.kind, message.to])).toEqual([
      ["email", "quote-sent-customer", "jane@example.com"],
      ["sms", "quote-sent-customer-sms", "+13105550100"],
    ]);
    const email = messages[0]!;
    expect(email.text).toContain("Hi Jane,");
    expect(email.text).toContain("$248.54");
    expect(email.text).toContain("https://handyman.example/status/" + customer.id + "/quote");
    for (const typed of ["Smith", "<b>", "spam.example", "Gate code"]) expect(`${email.subject} ${email.text} ${email.html}`).not.toContain(typed);
  });

  it("takes what a price-book row leaves empty from the book, and keeps its own copy", async () => {
    await addPriceBookItem({ ...LABOUR, unitPriceCents: 9_500 }, "owner@example.com");
    const [item] = await listPriceBook();
    const customer = await lead();
    await sendQuote(customer.id, form([line({ bookItemId: item!.id, quantityMilli: 1500 })]), "ops@example.com");
    const quote = await latestQuote(customer.id);
    expect(quote?.lines).toMatchObject([{ name: "Mounting labour", description: "Per TV", unit: "hour", unitPriceCents: 9_500, amountCents: 14_250, bookItemId: item!.id }]);
  });

  it("a Spanish quote shows the price book's Spanish words; a line staff reworded keeps their words", async () => {
    await addPriceBookItem({ ...LABOUR, service: "tv-mounting", name: "TV mount, up to 65 in., drywall", description: "Bracket included", unit: "each", nameEs: "Montaje de TV, hasta 65 pulg., tablaroca", descriptionEs: "Soporte incluido", unitEs: "unidad", unitPriceCents: 15_000 }, "owner@example.com");
    const [item] = await listPriceBook();
    const customer = await lead({ language: "es" });
    await sendQuote(customer.id, form([line({ bookItemId: item!.id }), line({ bookItemId: item!.id, name: "Second TV, same wall", optional: true })]), "ops@example.com");
    const page = await loadQuotePage(customer.id, [], new Date(), "es");
    expect(page.found && page.quote.lines.map(({ name, description, quantity }) => ({ name, description, quantity }))).toEqual([
      { name: "Montaje de TV, hasta 65 pulg., tablaroca", description: "Soporte incluido", quantity: "1 unidad" },
      { name: "Second TV, same wall", description: "", quantity: "1 unidad" },
    ]);
    const english = await loadQuotePage(customer.id, [], new Date(), "en");
    expect(english.found && english.quote.lines[0]).toMatchObject({ name: "TV mount, up to 65 in., drywall", quantity: "1 each" });
  });

  it("refuses a lead that can be reached neither by e-mail nor by text", async () => {
    const customer = await lead({ email: "" });
    expect(await sendQuote(customer.id, twoAndOptional, "ops@example.com")).toEqual({ ok: false, reason: "no-contact" });
    expect(await getDb().select().from(quotes)).toEqual([]);
  });
});

describe("a second version supersedes the first", () => {
  it("approving from version 1's link after version 2 was sent approves nothing; version 2 is the one shown and answered", async () => {
    const customer = await lead();
    await sendQuote(customer.id, twoAndOptional, "ops@example.com");
    await sendQuote(customer.id, form([line({ name: "Mount a 65-inch TV", unitPriceCents: 14_000 })]), "ops@example.com");
    const versions = await getDb().select({ version: quotes.version, status: quotes.status }).from(quotes).orderBy(asc(quotes.version));
    expect(versions).toEqual([
      { version: 1, status: "superseded" },
      { version: 2, status: "sent" },
    ]);
    const stale = await answerQuote(customer.id, 1, { answer: "approved", chosen: [3], signedName: "Jane Smith" }, client);
    expect(stale).toMatchObject({ ok: false, reason: "superseded", latest: { version: 2, status: "sent" } });
    expect(await getDb().select().from(quoteAnswers)).toEqual([]);
    const approved = await answerQuote(customer.id, 2, { answer: "approved", chosen: [], signedName: "Jane Smith" }, client);
    expect(approved).toMatchObject({ ok: true, quote: { version: 2, status: "approved" } });
    // An approved quote is final: no version 3.
    expect(await sendQuote(customer.id, twoAndOptional, "ops@example.com")).toEqual({ ok: false, reason: "approved" });
  });
});

describe("an approval racing a new version", () => {
  it("never lets both win: either version 1 is approved and version 2 refused, or version 2 supersedes it and the approval is refused", async () => {
    for (let trial = 0; trial < 20; trial += 1) {
      const customer = await lead({ email: `jane${trial}@example.com` });
      await sendQuote(customer.id, twoAndOptional, "ops@example.com");
      const [approval, send] = await Promise.all([
        answerQuote(customer.id, 1, { answer: "approved", chosen: [], signedName: "Jane Smith" }, client),
        sendQuote(customer.id, form([line({ name: "Mount a 65-inch TV", unitPriceCents: 14_000 })]), "ops@example.com"),
      ]);
      expect([trial, approval.ok && send.ok]).toEqual([trial, false]);
      expect([trial, approval.ok || send.ok]).toEqual([trial, true]);
      const latest = await latestQuote(customer.id);
      // What the customer's page shows is what they signed, or the new version with nothing signed.
      expect(latest).toMatchObject(approval.ok ? { version: 1, status: "approved" } : { version: 2, status: "sent", answer: null });
    }
  });
});

describe("answerQuote", () => {
  it("keeps the approval's audit record: version, optional items chosen, totals, name, time, address and browser; and alerts the staff first", async () => {
    await saveTaxRate(9500, "owner@example.com");
    const customer = await lead();
    await sendQuote(customer.id, twoAndOptional, "ops@example.com");
    const outcome = await answerQuote(customer.id, 1, { answer: "approved", chosen: [3, 1, 99], signedName: "Jane Smith" }, client);
    expect(outcome.ok).toBe(true);
    const [record] = await getDb().select().from(quoteAnswers);
    expect(record).toMatchObject({
      answer: "approved",
      version: 1,
      chosenPositions: [3],
      subtotalCents: 35_999,
      taxCents: 855,
      totalCents: 36_854,
      signedName: "Jane Smith",
      clientIp: "203.0.113.7",
      userAgent: "Mozilla/5.0 (Test)",
    });
    const alert = (await outbox()).find((message) => message.kind === "quote-answer-staff");
    expect(alert?.subject).toBe("Quote approved: Jane <b>Smith</b> (v1, $368.54)");
    expect(alert?.text).toContain("Optional items chosen: Hide the cables in the wall");
  });

  it("takes one answer: a second, or two at once, change nothing", async () => {
    const customer = await lead();
    await sendQuote(customer.id, twoAndOptional, "ops@example.com");
    const answers = await Promise.all([
      answerQuote(customer.id, 1, { answer: "approved", chosen: [], signedName: "Jane Smith" }, client),
      answerQuote(customer.id, 1, { answer: "declined", message: "Too dear" }, client),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(await getDb().select().from(quoteAnswers)).toHaveLength(1);
    expect(await answerQuote(customer.id, 1, { answer: "changes-requested", message: "Cheaper?" }, client)).toMatchObject({ ok: false, reason: "answered" });
  });

  it("refuses an expired quote", async () => {
    const customer = await lead();
    await sendQuote(customer.id, twoAndOptional, "ops@example.com");
    await getDb().update(quotes).set({ validUntil: "2020-01-01" }).where(eq(quotes.leadId, customer.id));
    expect(await answerQuote(customer.id, 1, { answer: "approved", chosen: [], signedName: "Jane Smith" }, client)).toMatchObject({ ok: false, reason: "expired" });
    expect(isoDateInZone(new Date()) > "2020-01-01").toBe(true);
  });
});

describe("erasing the customer's personal data", () => {
  it("empties the answer's typed name, message, address and browser, and keeps the version, items and amounts", async () => {
    const customer = await lead();
    await sendQuote(customer.id, twoAndOptional, "ops@example.com");
    await answerQuote(customer.id, 1, { answer: "approved", chosen: [3], signedName: "Jane Smith" }, client);
    expect(await erasePersonalData({ leadId: customer.id, changedBy: "owner@example.com", detail: "Customer's request" })).toMatchObject({ ok: true });
    const [record] = await getDb().select().from(quoteAnswers);
    expect(record).toMatchObject({ signedName: "", message: null, clientIp: null, userAgent: null, version: 1, chosenPositions: [3], totalCents: 35_999 });
  });
});
