import { z } from "~/utils/zod";

/**
 * The customer reminders' settings, a Super Admin's, with the other payment settings on the Price
 * book page: an overdue invoice's (decision 090: the first `afterDays` days past its due date) and
 * an unpaid deposit's (decision 089, addendum: the first `afterDays` days after the approval); then
 * one every `afterDays` days, at most `max` in all (0: none).
 */
export type ReminderSettings = { afterDays: number; max: number };

export type ReminderKind = "overdue" | "deposit";

export const REMINDER_DEFAULTS: ReminderSettings = { afterDays: 7, max: 3 };
export const DEPOSIT_REMINDER_DEFAULTS: ReminderSettings = { afterDays: 2, max: 2 };

export const REMINDER_MESSAGES = {
  afterDays: "Enter a whole number of days from 1 to 90.",
  max: "Enter how many reminders at most, a whole number from 0 (none) to 10.",
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

const settingsFields = {
  afterDays: wholeNumber(1, 90, REMINDER_MESSAGES.afterDays),
  max: wholeNumber(0, 10, REMINDER_MESSAGES.max),
};

/** The Price book page's "Overdue invoices" form (browser and server alike). */
export const reminderSettingsSchema = z.object({ intent: z.literal("overdue-reminders"), ...settingsFields });

/** The Price book page's "Deposit reminders" form, the same fields. */
export const depositReminderSettingsSchema = z.object({ intent: z.literal("deposit-reminders"), ...settingsFields });

export const REMINDER_SETTINGS_SCHEMAS = { overdue: reminderSettingsSchema, deposit: depositReminderSettingsSchema } as const;
