import { z } from "~/utils/zod";
import { isCalendarDate, WEEKDAYS } from "~/utils/dates";
import { ARRIVAL_WINDOWS, arrivalWindowTimes, type ArrivalWindow } from "~/leads/visit";

/** What the office sets on the Schedule settings page (times in minutes after midnight, Los Angeles). */
export type ScheduleSettings = {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  workingDays: number[];
  opensAt: number;
  closesAt: number;
  windows: ArrivalWindow[];
  visitsPerWindow: number;
  minNoticeMinutes: number;
  monthsAhead: number;
  changeCutoffHours: number;
  reminderHour: number;
  /** A window chosen online (booking, quote page) is confirmed as it is stored; off, it is requested until the office approves it (decision 078). */
  confirmOnlineBookings: boolean;
};

/** Monday to Saturday, 08:00–18:00 (the hours the site states), the five windows, two visits each, bookable from 2 hours ahead to two months. */
export const DEFAULT_SCHEDULE_SETTINGS: ScheduleSettings = {
  workingDays: [1, 2, 3, 4, 5, 6],
  opensAt: 8 * 60,
  closesAt: 18 * 60,
  windows: [...ARRIVAL_WINDOWS],
  visitsPerWindow: 2,
  minNoticeMinutes: 120,
  monthsAhead: 2,
  changeCutoffHours: 24,
  reminderHour: 17,
  confirmOnlineBookings: true,
};


/** The form's field for a window: 'window_8_10'. */
export function windowField(window: ArrivalWindow): `window_${string}` {
  return `window_${window.replace("-", "_")}`;
}

/** Whether a window lies within the working hours. */
export function windowInHours(window: ArrivalWindow, settings: Pick<ScheduleSettings, "opensAt" | "closesAt">): boolean {
  const times = arrivalWindowTimes(window);
  return times.startHour * 60 >= settings.opensAt && times.endHour * 60 <= settings.closesAt;
}

export const SCHEDULE_MESSAGES = {
  noDay: "Please choose at least one working day.",
  noWindow: "Please choose at least one arrival window.",
  time: "Please enter a time such as 08:00.",
  closesBeforeOpens: "Closing time must be after opening time.",
  visitsPerWindow: "Visits per window must be a whole number from 0 to 20.",
  minNotice: "Please enter a whole number of hours from 0 to 72.",
  monthsAhead: "Please enter a whole number of months from 1 to 12.",
  cutoff: "Please enter a whole number of hours from 0 to 168.",
  reminderHour: "Please choose the hour reminders go out.",
  date: "Please enter a valid date.",
  pastDate: "Please choose today or a later date.",
  window: "Please choose a window or the whole day.",
} as const;

const checkbox = z.boolean().optional();
const time = z
  .string({ error: SCHEDULE_MESSAGES.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, SCHEDULE_MESSAGES.time)
  .transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3)));
const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const dayFields = Object.fromEntries(WEEKDAYS.map((day) => [day.name, checkbox])) as Record<(typeof WEEKDAYS)[number]["name"], typeof checkbox>;
const windowFields = Object.fromEntries(ARRIVAL_WINDOWS.map((window) => [windowField(window), checkbox])) as Record<`window_${string}`, typeof checkbox>;

function checked(value: object, field: string): boolean {
  return (value as Record<string, unknown>)[field] === true;
}

/** The settings form: every field on one page, saved together. */
export const settingsFormSchema = z
  .object({
    intent: z.literal("save"),
    ...dayFields,
    opensAt: time,
    closesAt: time,
    ...windowFields,
    visitsPerWindow: whole(SCHEDULE_MESSAGES.visitsPerWindow, 0, 20),
    minNoticeHours: whole(SCHEDULE_MESSAGES.minNotice, 0, 72),
    monthsAhead: whole(SCHEDULE_MESSAGES.monthsAhead, 1, 12),
    changeCutoffHours: whole(SCHEDULE_MESSAGES.cutoff, 0, 168),
    reminderHour: whole(SCHEDULE_MESSAGES.reminderHour, 0, 23),
    confirmOnlineBookings: checkbox,
  })
  // Each check runs whenever the fields it reads are valid, so every message shows at once.
  .refine((value) => WEEKDAYS.some((day) => value[day.name]), { path: ["monday"], message: SCHEDULE_MESSAGES.noDay, when: () => true })
  .refine((value) => ARRIVAL_WINDOWS.some((window) => checked(value, windowField(window))), {
    path: [windowField(ARRIVAL_WINDOWS[0])],
    message: SCHEDULE_MESSAGES.noWindow,
    when: () => true,
  })
  .refine((value) => value.closesAt > value.opensAt, {
    path: ["closesAt"],
    message: SCHEDULE_MESSAGES.closesBeforeOpens,
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "opensAt" || issue.path?.[0] === "closesAt"),
  });

/** The settings a valid form stands for. */
export function settingsFromForm(value: z.output<typeof settingsFormSchema>): ScheduleSettings {
  return {
    workingDays: WEEKDAYS.filter((day) => value[day.name]).map((day) => day.iso),
    opensAt: value.opensAt,
    closesAt: value.closesAt,
    windows: ARRIVAL_WINDOWS.filter((window) => checked(value, windowField(window))),
    visitsPerWindow: value.visitsPerWindow,
    minNoticeMinutes: value.minNoticeHours * 60,
    monthsAhead: value.monthsAhead,
    changeCutoffHours: value.changeCutoffHours,
    reminderHour: value.reminderHour,
    confirmOnlineBookings: value.confirmOnlineBookings === true,
  };
}

/** Close a date, or one window on it ('' = the whole day). */
export const addClosureSchema = z.object({
  intent: z.literal("add-closure"),
  date: z.string({ error: SCHEDULE_MESSAGES.date }).trim().refine(isCalendarDate, SCHEDULE_MESSAGES.date),
  window: z.union([z.literal(""), z.enum(ARRIVAL_WINDOWS)], { error: SCHEDULE_MESSAGES.window }).optional().default(""),
});

export const removeClosureSchema = z.object({
  intent: z.literal("remove-closure"),
  closureId: z.number().int().positive(),
});

export const settingsPageSchema = z.discriminatedUnion("intent", [settingsFormSchema, addClosureSchema, removeClosureSchema]);

/** 08:00 from 480. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** 17 → '5 pm'. */
export function hourLabel(hour: number): string {
  if (hour === 0) return "12 am";
  if (hour === 12) return "12 pm";
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}
