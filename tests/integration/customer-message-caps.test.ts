import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox } from "~/db/schema";
import { getLeadDetail } from "~/leads/admin/lead-detail.server";
import { createLead } from "~/leads/leads.server";
import { queueCustomerNotice, queueCustomerVisitAlert } from "~/leads/messages/messages.server";
import { defaultValidUntil } from "~/quotes/quote-form";
import { queueQuoteReminders } from "~/quotes/reminders.server";
import { sendQuote } from "~/quotes/quotes.server";
import { queueDueReminders } from "~/schedule/reminders.server";
import * as book from "~/routes/book";
import * as status from "~/routes/status";
import { businessInstant, businessToday, shiftDate } from "~/schedule/clock";
import { VISIT_CHANGE_MESSAGES } from "~/schedule/visit-changes";
import { LIMITS } from "~/security/limits";
import { resetDb, withSiteUrl } from "../db";
import { tuesdayAfter } from "../schedule-fixtures";
import { args, outcomeOf, routerContext } from "./admin-fixtures";

beforeEach(resetDb);
withSiteUrl();

/** One client address for the whole attack, as issue 39 measured it. */
const ATTACKER = "198.51.100.23";
const VICTIM = { email: "victim@example.com", phone: "(818) 555-0142", sms: "+18185550142" };

function formPost(path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body: form });
}

/** A booking made with the victim's e-mail and phone, texts ticked, into an arrival window. */
async function bookAsVictim(visit: string): Promise<string> {
  const fields = {
    fullName: "Victim Person",
    phoneNumber: VICTIM.phone,
    emailAddress: VICTIM.email,
    streetAddress: "123 Main St",
    zipCode: "91101",
    serviceType: "tv-mounting",
    preferredDate: "",
    issueDescription: "Mount a TV",
    visit,
    smsConsent: "on",
    website: "",
  };
  const outcome = await outcomeOf(() => book.action(args(formPost("/book", fields), {}, routerContext(ATTACKER))));
  expect(outcome.status).toBe(302);
  return outcome.location!.replace("/status/", "");
}

/** POST /status/:id?visit (or /es/status/:id?visit) with the right digits, from the attacker's address. */
const change = (id: string, fields: Record<string, string>, lang: "" | "/es" = "") =>
  outcomeOf(() => status.action(args(formPost(`${lang}/status/${id}?visit`, { digits: "0142", ...fields }), { requestId: id }, routerContext(ATTACKER))));

const outbox = () => getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));

describe("issue 39 §5: a visit's notices flooded to a stranger's address", () => {
  it("sends the victim at most the daily cap of e-mails and texts, accepts 3 moves a day per request, and keeps the staff's alerts bounded", async () => {
    const tuesday = tuesdayAfter(businessToday(new Date()), 3);
    // Back and forth, never to the visit's own time (that is refused for what it is).
    const slot = (i: number) => (i < 3 ? ["12-2", "2-4", "10-12"][i] : ["8-10", "4-6"][i % 2]);
    const requests = [];
    // Three requests in the victim's name (on three days, clear of each other's places), each moved
    // back and forth 16 times (every other time from the Spanish page) and then cancelled: 51 changes.
    for (const date of [tuesday, shiftDate(tuesday, 1), shiftDate(tuesday, 2)]) {
      const id = await bookAsVictim(`${date} 8-10`);
      const moves = [];
      for (let i = 0; i < 16; i++) moves.push(await change(id, { intent: "visit-reschedule", slot: `${date} ${slot(i)}` }, i % 2 ? "/es" : ""));
      requests.push({ id, moves, cancelled: await change(id, { intent: "visit-cancel", reason: "" }) });
    }

    for (const { moves, cancelled } of requests) {
      expect(moves.filter((outcome) => outcome.status === 302)).toHaveLength(LIMITS.visitMovesRequest.limit);
      const refused = moves.slice(LIMITS.visitMovesRequest.limit);
      expect(refused.map((outcome) => outcome.status)).toEqual(refused.map(() => 429));
      expect(refused[0]!.data).toEqual({ visitChange: { intent: "visit-reschedule", message: VISIT_CHANGE_MESSAGES.tooManyMoves, slot: expect.any(String) } });
      expect(cancelled.status).toBe(302);
    }

    const messages = await outbox();
    const toVictim = messages.filter((message) => message.to === VICTIM.email || message.to === VICTIM.sms);
    // 3 confirmations, 9 moves and 3 cancellations, by e-mail and by text: 30 written, 10 sent.
    expect(toVictim).toHaveLength(30);
    const sent = toVictim.filter((message) => message.status === "pending");
    expect(sent.filter((message) => message.to === VICTIM.email)).toHaveLength(LIMITS.customerMessages.limit);
    expect(sent.filter((message) => message.to === VICTIM.sms)).toHaveLength(LIMITS.customerMessages.limit);
    expect(toVictim.filter((message) => message.status === "held")).toHaveLength(20);
    // Per request: the booking's alert, one per move accepted, one for the cancellation; none held.
    const staff = messages.filter((message) => message.kind.endsWith("-staff"));
    expect(staff).toHaveLength(3 * (1 + LIMITS.visitMovesRequest.limit + 1));
    expect(staff.every((message) => message.status === "pending")).toBe(true);
    // The staff see on the lead's page what its customer was not sent, among its changes.
    const last = (await getLeadDetail(requests[2]!.id))!.view.history;
    // The visits were confirmed at booking (decision 078), by System.
    expect(last.filter((entry) => entry.who === "System").map((entry) => entry.what.replace(/:.*/, ""))).toEqual([
      "New → Approved. Confirmed at booking (online bookings are confirmed at once)",
      ...[1, 2, 3, 4, 5].flatMap(() => [`E-mail not sent to ${VICTIM.email}`, `Text message not sent to ${VICTIM.sms}`]),
    ]);
    expect(last.map((entry) => entry.who)).toEqual(["Customer", "System", "System", "System", ...[1, 2, 3, 4].flatMap(() => ["Customer", "System", "System"])]);
    expect(VISIT_CHANGE_MESSAGES.tooManyMoves).toContain(`${LIMITS.visitMovesRequest.limit} times`);
  });
});

describe("every kind of customer message counts against its recipient's daily cap", () => {
  it("holds a visit notice, a reminder, a quote's follow-up, the review request and a confirmation once 5 quotes went out; the staff's alerts still go", async () => {
    const today = businessToday(new Date());
    const tomorrow = shiftDate(today, 1);
    const [lead] = await getDb()
      .insert(leads)
      .values({ name: "Victim Person", phone: VICTIM.phone, email: VICTIM.email, service: "tv-mounting", status: "Approved", scheduledDate: tomorrow, arrivalWindow: "4-6", smsConsentAt: new Date() })
      .returning();
    const quote = { intent: "send" as const, discountCents: 0, notes: "", terms: "", validUntil: defaultValidUntil() };
    const line = { bookItemId: null, name: "Mount a TV", description: "", unit: "", quantityMilli: 1000, taxable: false, optional: false };
    for (let i = 1; i <= LIMITS.customerMessages.limit; i++) {
      expect(await sendQuote(lead!.id, { ...quote, lines: [{ ...line, unitPriceCents: i * 10_000 }] }, "ops@example.com")).toMatchObject({ ok: true });
    }
    await getDb().transaction((tx) => queueCustomerNotice(tx, lead!.id, { kind: "rescheduled", state: "confirmed", date: tomorrow, window: "2-4" }));
    await getDb().update(leads).set({ arrivalWindow: "2-4" }).where(eq(leads.id, lead!.id));
    expect(await queueDueReminders(businessInstant(today, 17 * 60 + 30))).toBe(1);
    expect(await queueQuoteReminders(new Date(Date.now() + 4 * 86_400_000))).toBe(1);
    await getDb().transaction((tx) => queueCustomerNotice(tx, lead!.id, { kind: "completed" }));
    await getDb().transaction((tx) => queueCustomerVisitAlert(tx, lead!, { kind: "cancelled", visit: "tomorrow", reason: "" }));
    await createLead({ source: "booking", name: "Victim Person", phone: VICTIM.phone, email: VICTIM.email, smsConsent: true, service: "tv-mounting", streetAddress: "123 Main St", zipCode: "91101" });

    const messages = await outbox();
    for (const to of [VICTIM.email, VICTIM.sms]) {
      const mine = messages.filter((message) => message.to === to).map((message) => [message.kind.replace(/-sms$/, ""), message.status]);
      expect(mine).toEqual([
        ...Array.from({ length: LIMITS.customerMessages.limit }, () => ["quote-sent-customer", "pending"]),
        ["lead-rescheduled-customer", "held"],
        ["visit-reminder-customer", "held"],
        ["quote-reminder-customer", "held"],
        ["lead-completed-customer", "held"],
        ["lead-confirmation", "held"],
      ]);
    }
    const staff = messages.filter((message) => message.kind.endsWith("-staff")).map((message) => [message.kind, message.status]);
    expect(staff).toEqual([
      ["visit-cancelled-staff", "pending"],
      ["lead-new-staff", "pending"],
    ]);
  });
});
