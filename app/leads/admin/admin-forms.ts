import { LANGS } from "~/content/i18n";
import { confirmField } from "~/forms/confirm";
import { z } from "~/utils/zod";
import { isCalendarDate, isInWindow, visitDateWindow } from "~/utils/dates";
import { ARRIVAL_WINDOWS } from "../visit";
import { LEADS_PAGE_SIZE } from "./list-query";
import { NOT_QUALIFIED_REASONS, STATUS_ACTIONS } from "../transitions";

const leadId = z.uuid({ error: "the request named no lead." });
const version = z.coerce.number({ error: "the request was incomplete." }).int().min(0);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "please choose a valid date.")
  .refine(isCalendarDate, "please choose a valid date.");
const visitDate = isoDate.refine((value) => isInWindow(value, visitDateWindow()), "please choose a visit date from today up to a year ahead.");
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const REASON_VALUES = NOT_QUALIFIED_REASONS.map((reason) => reason.value) as [string, ...string[]];
const STATUS_INTENTS = STATUS_ACTIONS.map((action) => action.intent) as [
  (typeof STATUS_ACTIONS)[number]["intent"],
  ...(typeof STATUS_ACTIONS)[number]["intent"][],
];

/**
 * Every staff form on a lead, by intent: a status move (Approve may carry the appointment,
 * Reject a reason), a new appointment, an assignment, the customer's language, a note, and undo.
 * The list's Approve and Reject buttons post the same fields.
 */
export const leadActionSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.enum(STATUS_INTENTS),
      leadId,
      version,
      date: optional(visitDate),
      window: optional(z.enum(ARRIVAL_WINDOWS, { error: "please choose an arrival window." })),
      reason: optional(z.enum(REASON_VALUES)),
      reasonText: optional(z.string().trim().max(500, "the reason is too long (500 characters at most).")),
      /** Reject asks first (decision 060): without it, nothing changes and the page asks. */
      confirm: confirmField,
    })
    .refine((form) => Boolean(form.date) === Boolean(form.window), "please choose both a date and an arrival window.")
    .refine((form) => form.reason !== "other" || Boolean(form.reasonText), "please say why the lead is not qualified."),
  z.object({
    intent: z.literal("schedule"),
    leadId,
    version,
    date: visitDate,
    window: z.enum(ARRIVAL_WINDOWS, { error: "please choose an arrival window." }),
  }),
  z.object({ intent: z.literal("assign"), leadId, version, assignee: optional(z.uuid()) }),
  z.object({ intent: z.literal("language"), leadId, version, language: z.enum(LANGS, { error: "please choose English or Spanish." }) }),
  z.object({
    intent: z.literal("note"),
    leadId,
    body: z.string().trim().min(1, "the note is empty.").max(2000, "the note is too long (2,000 characters at most)."),
  }),
  z.object({ intent: z.literal("undo"), leadId, event: z.coerce.number({ error: "the request was incomplete." }).int().positive() }),
]);

export type LeadActionForm = z.infer<typeof leadActionSchema>;

/**
 * The list's Approve and Reject buttons share one form around the table: a hidden `rows` field
 * lists each row's lead and version ('<id>.<version>,…') once, and the pressed button's name is
 * its intent and its value its row (`approve=3`: approve the fourth row), so a row carries no
 * form or hidden fields.
 */
export function rowsValue(rows: { id: string; version: number }[]): string {
  return rows.map((row) => `${row.id}.${row.version}`).join(",");
}

const ROW_INDEX = /^\d{1,3}$/;
const listRows = z.string().max(8 * 1024);

/** The list's shared Approve/Reject form (see {@link rowsValue}): the pressed button's intent and row, and the rows it points into. */
export const listDecisionSchemas = [
  z.object({ approve: z.string().regex(ROW_INDEX), rows: listRows }),
  z.object({ reject: z.string().regex(ROW_INDEX), rows: listRows, confirm: confirmField }),
];

/** A row's checkbox in the list's shared form: `p3=on` for the fourth row (each name once, for the bounded reader). */
export const pickName = (row: number) => `p${row}`;

/** The bulk actions on the checked rows: who to assign, or the one reason for all the rejected. */
export const BULK_ACTIONS = ["assign", "review", "reject"] as const;
export const BULK_REASONS = NOT_QUALIFIED_REASONS.filter((reason) => reason.value !== "other");

/** The list's bulk form (the same form as Approve/Reject): the action, the rows, the checked ones and the action's choice. */
export const bulkSchema = z.object({
  bulk: z.enum(BULK_ACTIONS),
  rows: listRows,
  bulkAssignee: optional(z.union([z.uuid(), z.literal("none")])),
  bulkReason: optional(z.enum(BULK_REASONS.map((reason) => reason.value) as [string, ...string[]])),
  confirm: confirmField,
  ...Object.fromEntries(Array.from({ length: LEADS_PAGE_SIZE }, (_, row) => [pickName(row), z.literal("on").optional()])),
});

/** Undo of a bulk action: the history entries it wrote ('812,813,…'; each names its lead). */
export const undoBatchSchema = z.object({
  intent: z.literal("undo-batch"),
  events: z.string().regex(new RegExp(`^\\d{1,18}(,\\d{1,18}){0,${LEADS_PAGE_SIZE - 1}}$`)),
});

/** Every form a staff member posts about a lead, for the bounded form reader: it accepts exactly their field names. */
export const LEAD_FORM_SCHEMAS = [...leadActionSchema.options, ...listDecisionSchemas, bulkSchema, undoBatchSchema];

/** The row a list button posted (`approve` or `reject`, never both), or undefined for any other form. */
export function listDecision(fields: { get(name: string): unknown }): { intent: "approve" | "reject"; row: string } | undefined {
  const approve = fields.get("approve");
  const reject = fields.get("reject");
  if (typeof approve === "string" && reject == null) return { intent: "approve", row: approve };
  if (typeof reject === "string" && approve == null) return { intent: "reject", row: reject };
  return undefined;
}

/** The posted fields, with a list button's intent and row spelled out as intent, leadId and version. */
export function expandDecision(fields: Record<string, unknown>): Record<string, unknown> {
  const { approve: _approve, reject: _reject, rows, ...rest } = fields;
  const decision = listDecision({ get: (name) => fields[name] });
  if (!decision) return fields;
  const row = ROW_INDEX.test(decision.row) && typeof rows === "string" ? rows.split(",")[Number(decision.row)] : undefined;
  const [leadId, version] = row?.split(".") ?? [];
  return { ...rest, intent: decision.intent, leadId, version };
}

/** The reason stored for a Not Qualified lead: the list's label, or the admin's own words for 'Other' (or added to a label). */
export function reasonText(form: { reason?: string; reasonText?: string }): string | undefined {
  const label = NOT_QUALIFIED_REASONS.find((reason) => reason.value === form.reason)?.label;
  if (form.reason === "other") return form.reasonText;
  if (label && form.reasonText) return `${label}: ${form.reasonText}`;
  return label ?? form.reasonText;
}
