import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { getLeadDetail } from "~/leads/admin/lead-detail.server";
import { undoableEvent } from "~/leads/pipeline.server";
import { resetDb, withSiteUrl } from "../../tests/db";
import { latestQuoteLabels } from "./list-filter.server";
import { defaultValidUntil, type QuoteFormValue } from "./quote-form";
import { answerQuote, sendQuote } from "./quotes.server";

beforeEach(resetDb);
withSiteUrl();

const client = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Test)" };

const quote = (cents: number, optional = 0): QuoteFormValue => ({
  intent: "send",
  lines: [
    { bookItemId: null, name: "Mount a TV", description: "", unit: "", quantityMilli: 1000, unitPriceCents: cents, taxable: false, optional: false },
    ...(optional ? [{ bookItemId: null, name: "Hide the cables", description: "", unit: "", quantityMilli: 1000, unitPriceCents: optional, taxable: false, optional: true }] : []),
  ],
  discountCents: 0,
  notes: "",
  terms: "",
  validUntil: defaultValidUntil(),
});

async function lead(name: string) {
  const [row] = await getDb().insert(leads).values({ name, phone: "(310) 555-0100", email: "jane@example.com", service: "tv-mounting", description: "" }).returning();
  return row!;
}

const history = async (id: string) => (await getLeadDetail(id))!.view.history.map((entry) => `${entry.who}: ${entry.what}`);

describe("a quote's events in its lead's history", () => {
  it("records each version sent (by whom, for how much) and the customer's answer, never their message, and leaves nothing to undo", async () => {
    const customer = await lead("Jane Smith");
    await sendQuote(customer.id, quote(15_000), "ops@example.com");
    await answerQuote(customer.id, 1, { answer: "declined", message: "Too dear, call me at 555-0199" }, client);
    await sendQuote(customer.id, quote(12_000, 4_000), "ops@example.com");
    await answerQuote(customer.id, 2, { answer: "approved", chosen: [2], signedName: "Jane Smith" }, client);
    expect((await history(customer.id)).filter((line) => line.includes("Quote"))).toEqual([
      "ops@example.com: Quote v1 sent ($150.00)",
      "Customer: Quote v1 declined by the customer",
      "ops@example.com: Quote v2 sent ($120.00)",
      "Customer: Quote v2 approved by the customer ($160.00)",
    ]);
    expect((await history(customer.id)).join("\n")).not.toContain("555-0199");
    const [row] = await getDb().select().from(leads);
    expect(row!.status).toBe("New");
    expect(await undoableEvent(getDb(), row!)).toBeUndefined();
  });

  it("records a request for changes", async () => {
    const customer = await lead("Ann Lee");
    await sendQuote(customer.id, quote(9_900), "ops@example.com");
    await answerQuote(customer.id, 1, { answer: "changes-requested", message: "Two TVs please" }, client);
    expect(await history(customer.id)).toContain("Customer: Quote v1 sent back by the customer with changes asked");
  });
});

describe("the list's quote words", () => {
  it("names each lead's latest quote with its amount, the approved total when approved, and leaves out a lead without one", async () => {
    const [sent, approved, none] = [await lead("A"), await lead("B"), await lead("C")];
    await sendQuote(sent.id, quote(10_000), "ops@example.com");
    await sendQuote(sent.id, quote(11_000), "ops@example.com");
    await sendQuote(approved.id, quote(12_000, 3_000), "ops@example.com");
    await answerQuote(approved.id, 1, { answer: "approved", chosen: [2], signedName: "B" }, client);
    const labels = await latestQuoteLabels([sent.id, approved.id, none.id]);
    expect(Object.fromEntries(labels)).toEqual({ [sent.id]: "Quote sent (v2, $110.00)", [approved.id]: "Quote approved (v1, $150.00)" });
    expect((await latestQuoteLabels([])).size).toBe(0);
  });
});
