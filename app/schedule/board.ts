import { z } from "~/utils/zod";
import { isCalendarDate } from "~/utils/dates";
import { ARRIVAL_WINDOWS } from "~/leads/visit";
import { SCHEDULE_MESSAGES } from "./settings";

/** The schedule page's URL: the view (the device's default when absent), the date it shows (today when absent) and whose visits. */
export const boardQuerySchema = z.object({
  view: z.enum(["week", "day"]).optional(),
  date: z.string().refine(isCalendarDate).optional(),
  assignee: z.union([z.enum(["all", "mine", "unassigned"]), z.uuid()]).default("all"),
});
export type BoardQuery = z.output<typeof boardQuerySchema>;

/** The day sheet's URL: a date and whose visits (all when absent). */
export const sheetQuerySchema = z.object({
  date: z.string().refine(isCalendarDate).optional(),
  assignee: z.union([z.enum(["all", "mine", "unassigned"]), z.uuid()]).default("all"),
});

/** Move a visit (or give an Approved lead its visit) from the schedule. */
export const moveVisitSchema = z.object({
  intent: z.literal("move"),
  leadId: z.uuid(),
  version: z.number().int().min(0),
  date: z.string({ error: SCHEDULE_MESSAGES.date }).trim().refine(isCalendarDate, SCHEDULE_MESSAGES.date),
  window: z.enum(ARRIVAL_WINDOWS, { error: "Please choose an arrival window." }),
});

/** Assign a visit from the schedule ('' = nobody). */
export const assignVisitSchema = z.object({
  intent: z.literal("assign"),
  leadId: z.uuid(),
  version: z.number().int().min(0),
  adminId: z.union([z.literal(""), z.uuid()]).default(""),
});

export const boardActionSchema = z.discriminatedUnion("intent", [moveVisitSchema, assignVisitSchema]);

/** The URL of the schedule with some of its query changed. */
export function boardHref(query: { view: string; date: string; assignee: string }, change: Partial<{ view: string; date: string; assignee: string }>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams({ view: next.view, date: next.date });
  if (next.assignee !== "all") params.set("assignee", next.assignee);
  return `/admin/schedule?${params}`;
}
