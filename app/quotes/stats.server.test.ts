import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, quoteAnswers, quotes } from "~/db/schema";
import { resetDb, withSiteUrl } from "../../tests/db";
import { answerQuote, sendQuote } from "./quotes.server";
import { quoteStats } from "./stats.server";

beforeEach(resetDb);
withSiteUrl();

async function quoted(priceCents: number): Promise<string> {
  const [lead] = await getDb().insert(leads).values({ name: "Jane Smith", phone: "(310) 555-0100", email: "jane@example.com", service: "tv-mounting" }).returning();
  const line = { bookItemId: null, name: "Mount a TV", description: "", unit: "", quantityMilli: 1000, unitPriceCents: priceCents, taxable: false, optional: false };
  await sendQuote(lead!.id, { intent: "send", lines: [line], discountCents: 0, notes: "", terms: "", validUntil: "2099-12-31" }, "ops@example.com");
  return lead!.id;
}

describe("quoteStats", () => {
  it("counts quotes sent, approved and declined, the conversion, the average approved total and the median time to approval", async () => {
    const client = { ip: null, userAgent: null };
    const [a, b, c] = [await quoted(10_000), await quoted(30_000), await quoted(5_000)];
    await answerQuote(a, 1, { answer: "approved", chosen: [], signedName: "A" }, client);
    await answerQuote(b, 1, { answer: "approved", chosen: [], signedName: "B" }, client);
    await answerQuote(c, 1, { answer: "declined", message: "" }, client);
    // Sent 2 and 6 hours before they were approved: the median is 4 hours.
    for (const [id, hours] of [[a, 2], [b, 6]] as const) {
      const [quote] = await getDb().select().from(quotes).where(eq(quotes.leadId, id));
      const [answer] = await getDb().select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote!.id));
      await getDb().update(quotes).set({ sentAt: new Date(answer!.createdAt.getTime() - hours * 3_600_000) }).where(eq(quotes.id, quote!.id));
    }
    const stats = await quoteStats("2000-01-01", "2099-12-31");
    expect(stats).toMatchObject({ sent: 3, approvedOfSent: 2, conversion: 2 / 3, approved: 2, declined: 1, averageApprovedCents: 20_000 });
    // The database keeps microseconds, a JavaScript date milliseconds.
    expect(stats.medianHoursToApproval).toBeCloseTo(4, 5);
    expect(await quoteStats("2000-01-01", "2000-01-02")).toEqual({ sent: 0, approvedOfSent: 0, conversion: null, approved: 0, declined: 0, averageApprovedCents: null, medianHoursToApproval: null });
  });
});
