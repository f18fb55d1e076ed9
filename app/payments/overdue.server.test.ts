import { randomUUID } from "node:crypto";
import { addDays } from "date-fns";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { invoices, leads, mailOutbox } from "~/db/schema";
import { changeInvoice, sendInvoice, takeOfflinePayment } from "~/flows/get-paid.server";
import * as invoicePage from "~/routes/admin/lead-invoice";
import * as priceBookPage from "~/routes/admin/price-book";
import { isoDateInZone } from "~/utils/dates";
import { withSiteUrl } from "../../tests/db";
import { adminRequest, adminsForEachState, args, outcomeOf } from "../../tests/integration/admin-fixtures";
import { invoicedJob, resetPayments } from "../../tests/support/payment-fixtures";
import { queueOverdueReminders } from "./overdue.server";
import { reminderSettings, saveReminderSettings } from "./reminder-settings.server";

beforeEach(resetPayments);
const cookieFor = adminsForEachState();
withSiteUrl();

const today = isoDateInZone(new Date());
/** A moment `days` days from now (the invoices are due today). */
const later = (days: number) => addDays(new Date(), days);
const reminders = async () => (await getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter((mail) => mail.kind.startsWith("invoice-overdue"));
const cash = (leadId: string, invoiceId: string, amountCents: number) => ({ leadId, invoiceId, key: randomUUID(), amountCents, method: "cash" as const, receivedOn: today, overpayment: false, note: "", recordedBy: "ops@example.com" });

describe("overdue reminders", () => {
  it("go N days past due, then every N days, at most M times, each once, with the invoice's link and what is still owed", async () => {
    await saveReminderSettings({ afterDays: 7, max: 2 }, "owner@example.com");
    const { lead, invoice } = await invoicedJob();
    expect((await sendInvoice(lead.id, randomUUID())).ok).toBe(true);
    expect(await queueOverdueReminders(later(6))).toBe(0);
    expect(await queueOverdueReminders(later(7))).toBe(1);
    expect(await queueOverdueReminders(later(7))).toBe(0);
    expect(await queueOverdueReminders(later(13))).toBe(0);
    expect(await queueOverdueReminders(later(14))).toBe(1);
    expect(await queueOverdueReminders(later(60))).toBe(0);
    const mails = await reminders();
    expect(mails.map((mail) => [mail.kind, mail.to, mail.status])).toEqual([
      ["invoice-overdue-customer", "jane@example.com", "pending"],
      ["invoice-overdue-customer", "jane@example.com", "pending"],
    ]);
    expect(mails[0]!.subject).toBe(`Reminder: invoice ${invoice.number} from Pacific Crest Handyman is past due`);
    expect(mails[0]!.text).toContain("Balance due $300.00");
    expect(mails[0]!.text).toContain(`https://handyman.example/status/${lead.id}/invoice`);
    expect(mails[0]!.text).not.toContain("Smith");
    const [row] = await getDb().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.remindersSent).toBe(2);
    const page = await outcomeOf(async () => invoicePage.loader(args(adminRequest(`/admin/leads/${lead.id}/invoice`, { cookie: await cookieFor("Ops Admin") }), { leadId: lead.id })));
    expect(page.data).toMatchObject({ invoice: { remindersSent: 2, lastReminder: expect.any(String) } });
  });

  it("in Spanish, and by text with consent", async () => {
    const { lead, invoice } = await invoicedJob({ language: "es", smsConsentAt: new Date() });
    expect((await sendInvoice(lead.id, randomUUID())).ok).toBe(true);
    expect(await queueOverdueReminders(later(7))).toBe(1);
    const [mail, sms] = await reminders();
    expect(mail!.subject).toBe(`Recordatorio: la factura ${invoice.number} de Pacific Crest Handyman está vencida`);
    expect(mail!.text).toContain("Saldo pendiente $300.00");
    expect([sms!.channel, sms!.to]).toEqual(["sms", "+13105550100"]);
    expect(sms!.text).toContain(`saldo pendiente $300.00. https://handyman.example/es/status/${lead.id}/invoice`);
  });

  it("are claimed in the database: five runs at once (five app servers) remind once", async () => {
    const { lead } = await invoicedJob();
    expect((await sendInvoice(lead.id, randomUUID())).ok).toBe(true);
    const counts = await Promise.all(Array.from({ length: 5 }, () => queueOverdueReminders(later(8))));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await reminders()).toHaveLength(1);
  });

  it("count against the customer's daily message cap: one over it is held", async () => {
    const { lead, invoice } = await invoicedJob();
    expect((await sendInvoice(lead.id, randomUUID())).ok).toBe(true);
    // The quote's e-mail, the invoice's and three receipts: the five of the day.
    for (let index = 0; index < 3; index += 1) expect((await takeOfflinePayment(cash(lead.id, invoice.id, 100))).ok).toBe(true);
    expect(await queueOverdueReminders(later(7))).toBe(1);
    const [mail] = await reminders();
    expect(mail!.status).toBe("held");
    expect(mail!.text).toContain("Balance due $297.00");
  });

  it("skip drafts, paid and void invoices, erased customers, and everything when at most 0 are asked", async () => {
    const draft = await invoicedJob({ email: "draft@example.com", phone: "(310) 555-0101" });
    const paid = await invoicedJob({ email: "paid@example.com", phone: "(310) 555-0102" });
    const voided = await invoicedJob({ email: "void@example.com", phone: "(310) 555-0103" });
    const erased = await invoicedJob({ email: "erased@example.com", phone: "(310) 555-0104" });
    for (const job of [paid, voided, erased]) expect((await sendInvoice(job.lead.id, randomUUID())).ok).toBe(true);
    expect((await takeOfflinePayment(cash(paid.lead.id, paid.invoice.id, 30_000))).ok).toBe(true);
    expect((await changeInvoice({ kind: "void", leadId: voided.lead.id, invoiceId: voided.invoice.id, reason: "Wrong job", by: "owner@example.com" })).ok).toBe(true);
    await getDb().update(leads).set({ erasedAt: new Date() }).where(eq(leads.id, erased.lead.id));
    expect(await queueOverdueReminders(later(30))).toBe(0);
    expect(draft.invoice.number).toBeTruthy();

    const open = await invoicedJob({ email: "open@example.com", phone: "(310) 555-0105" });
    expect((await sendInvoice(open.lead.id, randomUUID())).ok).toBe(true);
    await saveReminderSettings({ afterDays: 7, max: 0 }, "owner@example.com");
    expect(await queueOverdueReminders(later(30))).toBe(0);
    expect(await reminders()).toEqual([]);
  });
});

describe("the reminders' settings on the Price book page", () => {
  const post = async (state: Parameters<typeof cookieFor>[0], form: Record<string, string>) =>
    outcomeOf(async () => priceBookPage.action(args(adminRequest("/admin/price-book", { cookie: await cookieFor(state), form }))));

  it("are a Super Admin's: an Ops Admin is refused 403; bad values are 400 with their message and kept; good ones are saved", async () => {
    expect(await reminderSettings()).toEqual({ afterDays: 7, max: 3 });
    expect((await post("Ops Admin", { intent: "overdue-reminders", afterDays: "3", max: "1" })).status).toBe(403);
    for (const [afterDays, max] of [["0", "1"], ["91", "1"], ["1.5", "1"], ["-3", "1"], ["7", "11"], ["7", "x"]]) {
      const refused = await post("Super Admin", { intent: "overdue-reminders", afterDays: afterDays!, max: max! });
      expect(refused.status, `${afterDays} ${max}`).toBe(400);
      expect(JSON.stringify(refused.data)).toContain(afterDays === "7" ? "0 (none) to 10" : "from 1 to 90");
      expect(refused.data).toMatchObject({ result: { initialValue: { afterDays, max } } });
    }
    expect(await reminderSettings()).toEqual({ afterDays: 7, max: 3 });
    expect((await post("Super Admin", { intent: "overdue-reminders", afterDays: "10", max: "2" })).status).toBe(302);
    expect(await reminderSettings()).toEqual({ afterDays: 10, max: 2 });
  });
});
