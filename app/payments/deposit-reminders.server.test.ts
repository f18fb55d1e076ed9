import { randomUUID } from "node:crypto";
import { addDays } from "date-fns";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox, quoteAnswers, quotes } from "~/db/schema";
import { refundLeadDeposit, takeOfflineDeposit, waiveLeadDeposit } from "~/flows/deposit.server";
import * as priceBookPage from "~/routes/admin/price-book";
import { isoDateInZone } from "~/utils/dates";
import { withSiteUrl } from "../../tests/db";
import { adminRequest, adminsForEachState, args, outcomeOf } from "../../tests/integration/admin-fixtures";
import { depositAsked, resetPayments } from "../../tests/support/payment-fixtures";
import { queueDepositReminders } from "./deposit-reminders.server";
import { queueOverdueReminders } from "./overdue.server";
import { reminderSettings, saveReminderSettings } from "./reminder-settings.server";

beforeEach(resetPayments);
const cookieFor = adminsForEachState();
withSiteUrl();

const today = isoDateInZone(new Date());
/** A moment `days` days from now (the quotes are approved now). */
const later = (days: number) => addDays(new Date(), days);
const reminders = async () => (await getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter((mail) => mail.kind.startsWith("deposit-reminder"));
const cash = (leadId: string, amountCents: number) => ({ leadId, key: randomUUID(), amountCents, method: "cash" as const, receivedOn: today, overpayment: false, note: "", recordedBy: "ops@example.com" });

describe("a deposit's reminders", () => {
  it("go N days after the approval (2 by default), then every N days, at most M (2), each once, by e-mail only without consent to texts, with the quote page's signed link", async () => {
    expect(await reminderSettings(undefined, "deposit")).toEqual({ afterDays: 2, max: 2 });
    const { lead, quote } = await depositAsked();
    expect(await queueDepositReminders(later(1))).toBe(0);
    expect(await queueDepositReminders(later(2))).toBe(1);
    expect(await queueDepositReminders(later(2))).toBe(0);
    expect(await queueDepositReminders(later(3))).toBe(0);
    expect(await queueDepositReminders(later(4))).toBe(1);
    expect(await queueDepositReminders(later(30))).toBe(0);
    const mails = await reminders();
    expect(mails.map((mail) => [mail.channel, mail.kind, mail.to])).toEqual([
      ["email", "deposit-reminder-customer", "jane@example.com"],
      ["email", "deposit-reminder-customer", "jane@example.com"],
    ]);
    expect(mails[0]!.subject).toBe("Reminder: your deposit to Pacific Crest Handyman is still due");
    expect(mails[0]!.text).toContain("The $100.00 deposit is still due before your visit");
    expect(mails[0]!.text).toMatch(new RegExp(`https://handyman\\.example/status/${lead.id}/quote\\?\\S+#deposit`));
    expect(mails[0]!.text).not.toContain("Smith");
    const [answer] = await getDb().select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id));
    expect(answer!.depositRemindersSent).toBe(2);
  });

  it("in Spanish, and by text with consent, for what is still due", async () => {
    const { lead } = await depositAsked({ language: "es", smsConsentAt: new Date() });
    expect((await takeOfflineDeposit(cash(lead.id, 4_000))).ok).toBe(true);
    expect(await queueDepositReminders(later(2))).toBe(1);
    const [mail, sms] = await reminders();
    expect(mail!.subject).toBe("Recordatorio: su depósito a Pacific Crest Handyman sigue pendiente");
    expect(mail!.text).toContain("El depósito de $60.00 sigue pendiente");
    expect([sms!.channel, sms!.to]).toEqual(["sms", "+13105550100"]);
    expect(sms!.text).toMatch(new RegExp(`su depósito de \\$60\\.00 sigue pendiente\\. Páguelo aquí: https://handyman\\.example/es/status/${lead.id}/quote\\?\\S+#deposit`));
  });

  it("are claimed in the database: five runs at once (five app servers) remind once", async () => {
    await depositAsked();
    const counts = await Promise.all(Array.from({ length: 5 }, () => queueDepositReminders(later(2))));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await reminders()).toHaveLength(1);
  });

  it("count against the customer's daily message cap: one over it is held", async () => {
    const { lead } = await depositAsked();
    // The quote's e-mail and four receipts: the five of the day.
    for (let index = 0; index < 4; index += 1) expect((await takeOfflineDeposit(cash(lead.id, 100))).ok).toBe(true);
    expect(await queueDepositReminders(later(2))).toBe(1);
    const [mail] = await reminders();
    expect(mail!.status).toBe("held");
  });

  it("stop once paid, waived, refunded, declined or replaced, the lead closed or erased, and all of them when at most 0 are asked", async () => {
    const paid = await depositAsked({ email: "paid@example.com", phone: "(310) 555-0101" });
    const waived = await depositAsked({ email: "waived@example.com", phone: "(310) 555-0102" });
    const refunded = await depositAsked({ email: "refunded@example.com", phone: "(310) 555-0103" });
    const declined = await depositAsked({ email: "declined@example.com", phone: "(310) 555-0104" });
    const closed = await depositAsked({ email: "closed@example.com", phone: "(310) 555-0105" });
    const erased = await depositAsked({ email: "erased@example.com", phone: "(310) 555-0106" });
    expect((await takeOfflineDeposit(cash(paid.lead.id, 10_000))).ok).toBe(true);
    expect((await waiveLeadDeposit(waived.lead.id, "ops@example.com")).ok).toBe(true);
    const taken = await takeOfflineDeposit(cash(refunded.lead.id, 5_000));
    if (!taken.ok) throw new Error(taken.reason);
    expect((await refundLeadDeposit({ leadId: refunded.lead.id, paymentId: taken.payment.id, key: randomUUID(), amountCents: 5_000, method: "cash", receivedOn: today, note: "", recordedBy: "owner@example.com" })).ok).toBe(true);
    await getDb().update(quotes).set({ status: "declined" }).where(eq(quotes.id, declined.quote.id));
    await getDb().update(leads).set({ status: "Cancelled" }).where(eq(leads.id, closed.lead.id));
    await getDb().update(leads).set({ erasedAt: new Date() }).where(eq(leads.id, erased.lead.id));
    expect(await queueDepositReminders(later(30))).toBe(0);
    expect(await reminders()).toEqual([]);

    await depositAsked({ email: "open@example.com", phone: "(310) 555-0107" });
    await saveReminderSettings({ afterDays: 2, max: 0 }, "owner@example.com", "deposit");
    expect(await queueDepositReminders(later(30))).toBe(0);
    expect(await reminders()).toEqual([]);
    // The overdue invoices' reminders keep their own settings.
    expect(await reminderSettings(undefined, "overdue")).toEqual({ afterDays: 7, max: 3 });
    expect(await queueOverdueReminders(later(30))).toBe(0);
  });
});

describe("the deposit reminders' settings on the Price book page", () => {
  const post = async (state: Parameters<typeof cookieFor>[0], form: Record<string, string>) =>
    outcomeOf(async () => priceBookPage.action(args(adminRequest("/admin/price-book", { cookie: await cookieFor(state), form }))));

  it("are a Super Admin's: an Ops Admin is refused 403; bad values are 400 with their message and kept; good ones are saved beside the overdue ones", async () => {
    expect((await post("Ops Admin", { intent: "deposit-reminders", afterDays: "3", max: "1" })).status).toBe(403);
    for (const [afterDays, max] of [["0", "1"], ["91", "1"], ["1.5", "1"], ["3", "11"], ["3", "x"]]) {
      const refused = await post("Super Admin", { intent: "deposit-reminders", afterDays: afterDays!, max: max! });
      expect(refused.status, `${afterDays} ${max}`).toBe(400);
      expect(JSON.stringify(refused.data)).toContain(afterDays === "3" ? "0 (none) to 10" : "from 1 to 90");
      expect(refused.data).toMatchObject({ result: { initialValue: { afterDays, max } } });
    }
    expect(await reminderSettings(undefined, "deposit")).toEqual({ afterDays: 2, max: 2 });
    expect((await post("Super Admin", { intent: "deposit-reminders", afterDays: "3", max: "1" })).status).toBe(302);
    expect(await reminderSettings(undefined, "deposit")).toEqual({ afterDays: 3, max: 1 });
    expect(await reminderSettings(undefined, "overdue")).toEqual({ afterDays: 7, max: 3 });
    expect((await post("Super Admin", { intent: "overdue-reminders", afterDays: "10", max: "2" })).status).toBe(302);
    expect(await reminderSettings(undefined, "deposit")).toEqual({ afterDays: 3, max: 1 });
    const page = await outcomeOf(async () => priceBookPage.loader(args(adminRequest("/admin/price-book", { cookie: await cookieFor("Super Admin") }))));
    expect(page.data).toMatchObject({ reminders: { afterDays: 10, max: 2 }, depositReminders: { afterDays: 3, max: 1 } });
  });
});
