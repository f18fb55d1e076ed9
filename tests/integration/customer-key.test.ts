import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox, quoteAnswers, reviews } from "~/db/schema";
import { PROOF_MESSAGES } from "~/leads/proof/proof";
import { defaultValidUntil } from "~/quotes/quote-form";
import * as leadQuote from "~/routes/admin/lead-quote";
import * as quotePage from "~/routes/quote";
import * as reviewRoute from "~/routes/review";
import * as statusPage from "~/routes/status";
import { resetDb, withSiteUrl } from "../db";
import { adminRequest, adminsForEachState, args, createLead, outcomeOf, routerContext } from "./admin-fixtures";

/**
 * Issue 39 §1–§2 (decision 074): the status link reads, it does not act. Ana Lopez's phone is
 * (310) 555-0100: its last four digits are her proof, and no page her link opens shows any of them.
 */

beforeEach(resetDb);
withSiteUrl();
const cookieFor = adminsForEachState();

const STRANGER = "198.51.100.77";
const post = (path: string, form: Record<string, string>, ip = STRANGER) =>
  args(adminRequest(path, { form }), { requestId: path.split("/")[path.startsWith("/es/") ? 3 : 2]! }, routerContext(ip));

/** The key of the link in the newest customer message of `kind`. */
async function keyIn(kind: string): Promise<string> {
  const [message] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  const key = /[?&]key=([^#&\s"]+)/.exec(message!.text)?.[1];
  expect(key, `${kind} carries a key`).toBeTruthy();
  return decodeURIComponent(key!);
}

describe("the customer's key", () => {
  it("the status page, in English and Spanish, shows no digit of the phone number", async () => {
    const lead = await createLead({ email: "ana@example.com" });
    for (const path of [`/status/${lead.id}`, `/es/status/${lead.id}`]) {
      const page = await outcomeOf(() => statusPage.loader(args(adminRequest(path), { requestId: lead.id })));
      const customer = (page.data as { request: { customer: { phone: string } } }).request.customer;
      expect(customer.phone).not.toMatch(/\d/);
      expect(JSON.stringify(page.data).replaceAll(lead.id, "")).not.toMatch(/0100|555-|\(310\)/);
    }
  });

  it("approving and declining a quote need the proof: the link alone approves nothing; the quote message's link does", async () => {
    const lead = await createLead({ email: "ana@example.com" });
    const cookie = await cookieFor("Ops Admin");
    const sent = await outcomeOf(() =>
      leadQuote.action(args(adminRequest(`/admin/leads/${lead.id}/quote`, { cookie, form: { intent: "send", line0Name: "Mount a TV", line0Price: "150", validUntil: defaultValidUntil() } }), { leadId: lead.id })),
    );
    expect(sent.status).toBe(302);
    const page = `/status/${lead.id}/quote`;
    const approval = { intent: "approve", version: "1", signedName: "Ana Lopez", confirm: "on" };
    const none = await outcomeOf(() => quotePage.action(post(page, approval)));
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.data)).toContain(PROOF_MESSAGES.digitsFormat);
    const wrong = await outcomeOf(() => quotePage.action(post(page, { ...approval, digits: "1047" })));
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.data)).toContain(PROOF_MESSAGES.digits);
    expect((await outcomeOf(() => quotePage.action(post(page, { intent: "decline", version: "1", digits: "1047" })))).status).toBe(403);
    expect(await getDb().select().from(quoteAnswers)).toEqual([]);

    // The key of a visit's link does not open a quote's acts.
    const key = await keyIn("quote-sent-customer");
    expect(key.startsWith("q")).toBe(true);
    const opened = await outcomeOf(() => quotePage.loader(args(adminRequest(`${page}?key=${encodeURIComponent(key)}`), { requestId: lead.id })));
    expect(opened.data).toMatchObject({ proofKey: key });
    const forged = await outcomeOf(() => quotePage.loader(args(adminRequest(`${page}?key=q${key.slice(1, -1)}x`), { requestId: lead.id })));
    expect(forged.data).toMatchObject({ proofKey: null });
    const approved = await outcomeOf(() => quotePage.action(post(`${page}?key=${encodeURIComponent(key)}`, { ...approval, key })));
    expect(approved).toMatchObject({ status: 302, location: `${page}?key=${encodeURIComponent(key)}#visit` });
    expect(await getDb().select().from(quoteAnswers)).toHaveLength(1);
  });

  it("a stranger with the link cannot rewrite the customer's review; the review invitation's link and the digits can", async () => {
    const lead = await createLead({ email: "ana@example.com", status: "Completed" });
    const page = `/status/${lead.id}/review`;
    const good = { stars: "5", text: "Mounted the TV perfectly and cleaned up after.", firstName: "Ana", city: "Pasadena", consent: "on" };
    expect((await outcomeOf(() => reviewRoute.action(post(page, { ...good, digits: "0100" }, "203.0.113.10"))))).toMatchObject({ status: 302 });
    const bad = { ...good, stars: "1", text: "Terrible, they broke my wall and left a mess." };
    const none = await outcomeOf(() => reviewRoute.action(post(page, bad)));
    expect(none.status).toBe(400);
    const wrong = await outcomeOf(() => reviewRoute.action(post(page, { ...bad, digits: "1047" })));
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.data)).toContain(PROOF_MESSAGES.digits);
    expect((await getDb().select().from(reviews))[0]).toMatchObject({ stars: 5 });

    const { customerLinkKey } = await import("~/leads/proof/customer-link.server");
    const key = customerLinkKey(lead.id, "review");
    expect((await outcomeOf(() => reviewRoute.action(post(page, { ...good, text: "Mounted the TV perfectly; came back to fix a cable too.", key }))))).toMatchObject({
      status: 302,
      location: `${page}?key=${encodeURIComponent(key)}`,
    });
    expect((await outcomeOf(() => reviewRoute.action(post(page, { ...bad, key: customerLinkKey(lead.id, "visit") }))))).toMatchObject({ status: 403 });
    expect((await getDb().select().from(reviews))[0]).toMatchObject({ stars: 5, text: "Mounted the TV perfectly; came back to fix a cable too." });
  });
});
