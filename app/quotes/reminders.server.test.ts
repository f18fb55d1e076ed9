import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox, quotes } from "~/db/schema";
import { resetDb, withSiteUrl } from "../../tests/db";
import { answerQuote, sendQuote } from "./quotes.server";
import { queueQuoteReminders } from "./reminders.server";

beforeEach(resetDb);
withSiteUrl();

const DAY = 86_400_000;
const outbox = async () => (await getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter((message) => /^quote-(reminder|expiring)-/.test(message.kind));

/** A quote sent at `sentAt`, valid until `validUntil`, to a customer who agreed to texts. */
async function quoteSent(sentAt: Date, validUntil: string) {
  const [lead] = await getDb()
    .insert(leads)
    .values({ name: "Jane Smith", phone: "(310) 555-0100", email: "jane@example.com", service: "tv-mounting", smsConsentAt: new Date() })
    .returning();
  const line = { bookItemId: null, name: "Mount a TV", description: "", unit: "", quantityMilli: 1000, unitPriceCents: 15_000, taxable: false, optional: false };
  await sendQuote(lead!.id, { intent: "send", lines: [line], discountCents: 0, notes: "", terms: "", validUntil: "2099-12-31" }, "ops@example.com");
  await getDb().update(quotes).set({ sentAt, validUntil }).where(eq(quotes.leadId, lead!.id));
  return lead!.id;
}

// A fixed clock: noon in Los Angeles on 2030-03-10.
const now = new Date("2030-03-10T19:00:00Z");

describe("queueQuoteReminders", () => {
  it("reminds once 3 days after sending and once 2 days before expiry, each across app servers running at the same time", async () => {
    await quoteSent(new Date(now.getTime() - 2 * DAY), "2030-03-20");
    expect(await queueQuoteReminders(now)).toBe(0);
    const day3 = new Date(now.getTime() + DAY);
    const runs = await Promise.all(Array.from({ length: 6 }, () => queueQuoteReminders(day3)));
    expect(runs.reduce((sum, queued) => sum + queued, 0)).toBe(1);
    expect(await queueQuoteReminders(new Date(day3.getTime() + DAY))).toBe(0);
    expect((await outbox()).map((message) => [message.channel, message.kind])).toEqual([
      ["email", "quote-reminder-customer"],
      ["sms", "quote-reminder-customer-sms"],
    ]);
    const twoBefore = new Date("2030-03-18T19:00:00Z");
    const expiryRuns = await Promise.all(Array.from({ length: 6 }, () => queueQuoteReminders(twoBefore)));
    expect(expiryRuns.reduce((sum, queued) => sum + queued, 0)).toBe(1);
    expect(await queueQuoteReminders(new Date("2030-03-20T19:00:00Z"))).toBe(0);
    const messages = await outbox();
    expect(messages.map((message) => message.kind)).toEqual(["quote-reminder-customer", "quote-reminder-customer-sms", "quote-expiring-customer", "quote-expiring-customer-sms"]);
    expect(messages[2]!.subject).toContain("expires on March 20, 2030");
  });

  it("sends none after an answer", async () => {
    const id = await quoteSent(new Date(now.getTime() - 10 * DAY), "2099-12-31");
    await getDb().update(quotes).set({ validUntil: "2099-12-31" }).where(eq(quotes.leadId, id));
    expect(await answerQuote(id, 1, { answer: "declined", message: "" }, { ip: null, userAgent: null })).toMatchObject({ ok: true });
    await getDb().update(quotes).set({ validUntil: "2030-03-11" }).where(eq(quotes.leadId, id));
    expect(await queueQuoteReminders(now)).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it("sends none for a superseded version, and none once expired", async () => {
    await quoteSent(new Date(now.getTime() - 10 * DAY), "2030-03-09");
    expect(await queueQuoteReminders(now)).toBe(0);
    const id = await quoteSent(new Date(now.getTime() - 10 * DAY), "2030-03-30");
    await getDb().update(quotes).set({ status: "superseded" }).where(eq(quotes.leadId, id));
    expect(await queueQuoteReminders(now)).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it("when both fall due together, sends only the expiry reminder", async () => {
    await quoteSent(new Date(now.getTime() - 5 * DAY), "2030-03-11");
    expect(await queueQuoteReminders(now)).toBe(1);
    expect(await queueQuoteReminders(new Date(now.getTime() + 3_600_000))).toBe(0);
    expect((await outbox()).map((message) => message.kind)).toEqual(["quote-expiring-customer", "quote-expiring-customer-sms"]);
  });
});
