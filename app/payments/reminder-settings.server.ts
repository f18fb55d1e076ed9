import { eq, sql } from "drizzle-orm";
import { getDb, type Transaction } from "~/db/client.server";
import { paymentSettings } from "~/db/schema";
import { REMINDER_DEFAULTS, type ReminderSettings } from "./reminder-settings";

/** The overdue reminders' settings: the saved row, or the defaults until a Super Admin saves them. */
export async function reminderSettings(tx?: Transaction): Promise<ReminderSettings> {
  const [row] = await (tx ?? getDb())
    .select({ afterDays: paymentSettings.reminderAfterDays, max: paymentSettings.reminderMax })
    .from(paymentSettings)
    .where(eq(paymentSettings.id, 1));
  return row ?? REMINDER_DEFAULTS;
}

export async function saveReminderSettings(settings: ReminderSettings, by: string): Promise<void> {
  await getDb()
    .insert(paymentSettings)
    .values({ id: 1, reminderAfterDays: settings.afterDays, reminderMax: settings.max, updatedBy: by })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { reminderAfterDays: settings.afterDays, reminderMax: settings.max, updatedBy: by, updatedAt: sql`now()` } });
}
