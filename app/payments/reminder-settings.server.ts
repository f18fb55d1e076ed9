import { eq, sql } from "drizzle-orm";
import { getDb, type Transaction } from "~/db/client.server";
import { paymentSettings } from "~/db/schema";
import { DEPOSIT_REMINDER_DEFAULTS, REMINDER_DEFAULTS, type ReminderKind, type ReminderSettings } from "./reminder-settings";

const COLUMNS = {
  overdue: { afterDays: paymentSettings.reminderAfterDays, max: paymentSettings.reminderMax },
  deposit: { afterDays: paymentSettings.depositReminderAfterDays, max: paymentSettings.depositReminderMax },
} as const;

const DEFAULTS: Record<ReminderKind, ReminderSettings> = { overdue: REMINDER_DEFAULTS, deposit: DEPOSIT_REMINDER_DEFAULTS };

/** The reminders' settings of one kind (overdue invoices', unpaid deposits'): the saved row, or the defaults until a Super Admin saves them. */
export async function reminderSettings(tx?: Transaction, kind: ReminderKind = "overdue"): Promise<ReminderSettings> {
  const [row] = await (tx ?? getDb()).select(COLUMNS[kind]).from(paymentSettings).where(eq(paymentSettings.id, 1));
  return row ?? DEFAULTS[kind];
}

/** Saves one kind's settings; the other kind's stay as they were (their defaults when the row is new). */
export async function saveReminderSettings(settings: ReminderSettings, by: string, kind: ReminderKind = "overdue"): Promise<void> {
  const set = kind === "overdue" ? { reminderAfterDays: settings.afterDays, reminderMax: settings.max } : { depositReminderAfterDays: settings.afterDays, depositReminderMax: settings.max };
  await getDb()
    .insert(paymentSettings)
    .values({ id: 1, reminderAfterDays: REMINDER_DEFAULTS.afterDays, reminderMax: REMINDER_DEFAULTS.max, ...set, updatedBy: by })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { ...set, updatedBy: by, updatedAt: sql`now()` } });
}
