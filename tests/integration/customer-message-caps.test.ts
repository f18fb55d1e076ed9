import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox } from "~/db/schema";
import { createLead } from "~/leads/leads.server";
import { queueCustomerNotice, queueCustomerVisitAlert } from "~/leads/messages/messages.server";
import { defaultValidUntil } from "~/quotes/quote-form";
import { queueQuoteReminders } from "~/quotes/reminders.server";
import { sendQuote } from "~/quotes/quotes.server";
import { queueDueReminders } from "~/schedule/reminders.server";
import { businessInstant, businessToday, shiftDate } from "~/schedule/clock";
import { LIMITS } from "~/security/limits";
import { resetDb, withSiteUrl } from "../db";

beforeEach(resetDb);
withSiteUrl();

const VICTIM = { email: "victim@example.com", phone: "(818) 555-0142", sms: "+18185550142" };

const outbox = () => getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));

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
    await getDb().transaction((tx) => queueCustomerNotice(tx, lead!.id, { kind: "rescheduled", date: tomorrow, window: "2-4" }));
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
