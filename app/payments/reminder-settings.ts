import { z } from "~/utils/zod";

/**
 * The overdue reminders' settings (decision 090), a Super Admin's, with the other payment settings
 * on the Price book page: the first reminder `afterDays` days past an invoice's due date, then one
 * every `afterDays` days, at most `max` in all (0: none).
 */
export type ReminderSettings = { afterDays: number; max: number };

export const REMINDER_DEFAULTS: ReminderSettings = { afterDays: 7, max: 3 };

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

/** The Price book page's "Overdue invoices" form (browser and server alike). */
export const reminderSettingsSchema = z.object({
  intent: z.literal("overdue-reminders"),
  afterDays: wholeNumber(1, 90, REMINDER_MESSAGES.afterDays),
  max: wholeNumber(0, 10, REMINDER_MESSAGES.max),
});
