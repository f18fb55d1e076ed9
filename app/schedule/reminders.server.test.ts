import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { leads, mailOutbox } from "~/db/schema";
import { resetDb, withSiteUrl } from "../../tests/db";
import { businessInstant, businessToday, shiftDate } from "./clock";
import { queueDueReminders, reminderOf } from "./reminders.server";
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
    const now = at(shiftDate(date, -1), 17, 5);
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
    expect(email!.text).toContain("your Gutter Cleaning visit is tomorrow");
    // The visit's signed link (decision 074): the reminder's Confirm needs no digits.
    const link = new RegExp(`https://handyman\\.example/status/${id}\\?key=v[0-9a-z]+\\.[\\w-]{22}#visit`);
    expect(email!.text).toMatch(link);
    expect(sms!.text).toMatch(link);
    for (const message of messages) {
      expect(message.text).not.toContain("spam.example");
      expect(message.text).not.toContain("href");
    }
    expect(await reminderOf(id)).toBeInstanceOf(Date);
  });

  it("waits for the reminder hour the day before, and leaves requested, declined, cancelled and completed visits alone", async () => {
    await visit();
    await visit({ status: "New" });
    await visit({ status: "Not Qualified" });
    await visit({ status: "Cancelled" });
    await visit({ status: "Completed" });
    expect(await queueDueReminders(at(shiftDate(date, -1), 16, 59))).toBe(0);
    expect(await queueDueReminders(at(shiftDate(date, -2), 18, 0))).toBe(0);
    expect(await queueDueReminders(at(shiftDate(date, -1), 17, 0))).toBe(1);
    expect(await outbox()).toHaveLength(2);
  });

  it("after a restart that missed the hour, sends the missed reminders of visits still ahead, and only those", async () => {
    const ahead = await visit({ arrivalWindow: "10-12" });
    const started = await visit({ arrivalWindow: "8-10" });
    // The job did not run between 17:00 the day before and 9:30 on the day.
    expect(await queueDueReminders(at(date, 9, 30))).toBe(1);
    expect(await reminderOf(ahead)).toBeInstanceOf(Date);
    expect(await reminderOf(started)).toBeNull();
    expect(await queueDueReminders(at(date, 9, 45))).toBe(0);
  });

  it("gives a moved visit its own reminder", async () => {
    const id = await visit();
    expect(await queueDueReminders(at(shiftDate(date, -1), 17, 30))).toBe(1);
    await getDb().update(leads).set({ scheduledDate: shiftDate(date, 1), arrivalWindow: "2-4" }).where(eq(leads.id, id));
    expect(await reminderOf(id)).toBeNull();
    expect(await queueDueReminders(at(shiftDate(date, -1), 18, 30))).toBe(0);
    expect(await queueDueReminders(at(date, 17, 30))).toBe(1);
    const keys = (await outbox()).map((message) => message.idempotencyKey);
    expect(new Set(keys).size).toBe(4);
  });
});
