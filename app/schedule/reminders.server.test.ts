import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox } from "~/db/schema";
import { resetDb, withSiteUrl } from "../../tests/db";
import { businessInstant, businessToday, shiftDate } from "./clock";
import { queueDueReminders, reminderOf } from "./reminders.server";
import { DEFAULT_SCHEDULE_SETTINGS } from "./settings";
import { changeCutoff, reminderDueAt, REMINDER_RUN_MINUTES } from "./visit-changes";
import { applyVisitChange, loadVisitSection } from "./visit-changes.server";
import { ARRIVAL_WINDOWS } from "~/leads/visit";
import { insertLeads, tuesdayAfter } from "../../tests/schedule-fixtures";

beforeEach(resetDb);
withSiteUrl();

const outbox = () => getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.id));
const date = tuesdayAfter(businessToday(new Date()), 3);
const at = (day: string, hour: number, minute = 0) => businessInstant(day, hour * 60 + minute);

async function visit(fields: Partial<typeof leads.$inferInsert> = {}) {
  const [id] = await insertLeads(1, {
    name: "Jane <a href='x'>Smith</a>",
    description: "Call my cousin at http://spam.example",
    status: "Approved",
    scheduledDate: date,
    arrivalWindow: "10-12",
    smsConsentAt: new Date(),
    ...fields,
  });
  return id!;
}

describe("queueDueReminders", () => {
  it("queues one e-mail and one text per confirmed visit, once, across app servers running at the same time", async () => {
    const id = await visit();
    // The defaults (cut-off 24 h, 5 pm): a Tuesday 10–12 visit is reminded on Sunday at 5 pm.
    const now = at(shiftDate(date, -2), 17, 5);
    // Ten runs at once, as ten app servers' hourly jobs: the visit is claimed by exactly one.
    const runs = await Promise.all(Array.from({ length: 10 }, () => queueDueReminders(now)));
    expect(runs.reduce((sum, queued) => sum + queued, 0)).toBe(1);
    expect(await queueDueReminders(now)).toBe(0);
    const messages = await outbox();
    expect(messages.map((message) => [message.channel, message.kind])).toEqual([
      ["email", "visit-reminder-customer"],
      ["sms", "visit-reminder-customer-sms"],
    ]);
    const [email, sms] = messages;
    expect(email!.text).toContain("Hi Jane,");
    expect(email!.text).toContain("your Gutter Cleaning visit is Tuesday, ");
    expect(email!.text).toContain("To confirm, reschedule or cancel, open your request's page.");
    // The link carries the visit's key (decision 074).
    expect(email!.text).toMatch(new RegExp(`https://handyman\\.example/status/${id}\\?key=v\\S+#visit`));
    expect(sms!.text).toMatch(new RegExp(`https://handyman\\.example/status/${id}\\?key=v\\S+#visit`));
    for (const message of messages) {
      expect(message.text).not.toContain("spam.example");
      expect(message.text).not.toContain("href");
    }
    expect(await reminderOf(id)).toBeInstanceOf(Date);
  });

  it("waits for its reminder time, and leaves requested, declined, cancelled and completed visits alone", async () => {
    await visit();
    await visit({ status: "New" });
    await visit({ status: "Not Qualified" });
    await visit({ status: "Cancelled" });
    await visit({ status: "Completed" });
    expect(await queueDueReminders(at(shiftDate(date, -2), 16, 59))).toBe(0);
    expect(await queueDueReminders(at(shiftDate(date, -3), 18, 0))).toBe(0);
    expect(await queueDueReminders(at(shiftDate(date, -2), 17, 0))).toBe(1);
    expect(await outbox()).toHaveLength(2);
  });

  it("after a restart that missed the hour, sends the missed reminders of visits still ahead, and only those", async () => {
    const ahead = await visit({ arrivalWindow: "10-12" });
    const started = await visit({ arrivalWindow: "8-10" });
    // The job did not run between its reminder time and 9:30 on the day.
    expect(await queueDueReminders(at(date, 9, 30))).toBe(1);
    expect(await reminderOf(ahead)).toBeInstanceOf(Date);
    // Past the cut-off, its link can no longer change the visit: it says to call.
    const [late] = await outbox();
    expect(late!.text).toContain("To change it now, call us at");
    expect(late!.text).not.toContain("To confirm, reschedule or cancel");
    expect(await reminderOf(started)).toBeNull();
    expect(await queueDueReminders(at(date, 9, 45))).toBe(0);
  });

  it("gives a moved visit its own reminder", async () => {
    const id = await visit();
    expect(await queueDueReminders(at(shiftDate(date, -2), 17, 30))).toBe(1);
    await getDb().update(leads).set({ scheduledDate: shiftDate(date, 1), arrivalWindow: "2-4" }).where(eq(leads.id, id));
    expect(await reminderOf(id)).toBeNull();
    expect(await queueDueReminders(at(shiftDate(date, -2), 18, 30))).toBe(0);
    expect(await queueDueReminders(at(shiftDate(date, -1), 17, 30))).toBe(1);
    const keys = (await outbox()).map((message) => message.idempotencyKey);
    expect(new Set(keys).size).toBe(4);
  });

  it("goes out before the change cut-off with the defaults, so its link confirms the visit in one tap, without digits (issue 40 §2)", async () => {
    const id = await visit();
    const due = reminderDueAt(date, "10-12", DEFAULT_SCHEDULE_SETTINGS);
    expect(due.getTime()).toBeLessThanOrEqual(changeCutoff(date, "10-12", DEFAULT_SCHEDULE_SETTINGS.changeCutoffHours).getTime() - REMINDER_RUN_MINUTES * 60_000);
    // The job runs within the hour after the reminder time: the latest run still comes before the cut-off.
    const run = new Date(due.getTime() + REMINDER_RUN_MINUTES * 60_000 - 1);
    expect(await queueDueReminders(run)).toBe(1);
    const [email] = await outbox();
    const link = /https:\/\/handyman\.example(\/status\/[^\s#]+)#visit/.exec(email!.text)!;
    const section = await loadVisitSection(id, run);
    expect(section.view?.visit?.changeUntil).not.toBeNull();
    // The link's key is the proof: "Confirm" is one tap on the page it opens.
    const key = new URL(`https://handyman.example${link[1]}`).searchParams.get("key")!;
    expect(await applyVisitChange(id, { intent: "visit-confirm", key }, "203.0.113.9", run)).toMatchObject({ ok: true });
    const [lead] = await getDb().select().from(leads).where(eq(leads.id, id));
    expect(lead!.customerConfirmedFor).toBe(`${date} 10-12`);
  });

  it("is due before the cut-off for every window, cut-off and reminder hour the settings allow", () => {
    for (const window of ARRIVAL_WINDOWS)
      for (const cutoff of [0, 1, 12, 15, 16, 23, 24, 25, 36, 47, 48, 72, 168])
        for (let hour = 0; hour < 24; hour += 1) {
          const settings = { changeCutoffHours: cutoff, reminderHour: hour };
          const due = reminderDueAt(date, window, settings);
          expect(due.getTime() + REMINDER_RUN_MINUTES * 60_000).toBeLessThanOrEqual(changeCutoff(date, window, cutoff).getTime());
          // The day before when it can be; otherwise no earlier than needed: a day later would be too late.
          if (due.getTime() !== businessInstant(shiftDate(date, -1), hour * 60).getTime())
            expect(businessInstant(shiftDate(businessToday(due), 1), hour * 60).getTime() + REMINDER_RUN_MINUTES * 60_000).toBeGreaterThan(changeCutoff(date, window, cutoff).getTime());
        }
  });
});
