import { eq } from "drizzle-orm";
import type { AdminIdentity } from "~/auth/guards.server";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import type { ConfirmStep } from "~/forms/confirm";
import { isoDateInZone } from "~/utils/dates";
import { logger } from "~/utils/logger.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import { ERASED_NAME } from "./admin-view";
import { expandDecision, leadActionSchema, reasonText } from "./admin-forms";
import { UNDO_WINDOW_MINUTES } from "../history";
import { appointmentLabel } from "../visit";
import { addNote, undoLastChange, type ChangeOutcome, type StaffChange, type StaffChangeRequest } from "../pipeline.server";
import { canTransition, statusOfIntent } from "../transitions";

const FAILED = "Failed to update lead status: ";
/** What failed, for the forms that do not change the status. */
const FAILED_TO: Record<string, string> = {
  schedule: "Failed to save the appointment: ",
  assign: "Failed to save the assignment: ",
  language: "Failed to save the language: ",
  note: "Failed to add the note: ",
  undo: "Failed to undo the change: ",
};
const UNEXPECTED = "An unexpected error occurred while updating the lead.";

const SUCCESS: Record<string, string> = {
  approve: "Lead approved successfully.",
  reject: "Lead rejected successfully.",
  review: "Lead moved to In Review.",
  prioritize: "Lead prioritized.",
  complete: "Lead marked Completed.",
  schedule: "Appointment saved.",
  assign: "Assignment saved.",
  language: "Language saved.",
};

/** The toast's Undo button: posts to the lead's page, which undoes that change (if nothing came after it) and comes back here. */
export function undoAction(leadId: string, eventId: number, back: string): Toast["action"] {
  return {
    label: "Undo",
    path: `/admin/leads/${leadId}?returnTo=${encodeURIComponent(back)}`,
    fields: { intent: "undo", leadId, event: String(eventId) },
  };
}

/** Only a page of the admin area may be returned to. */
export function safeReturn(target: string | null, fallback: string): string {
  return target && /^\/admin(?:[/?]|$)/.test(target) && !target.startsWith("//") && !target.includes("\\") ? target : fallback;
}

/**
 * Reject's question (decision 060): whose request, the reason, and what the customer is told.
 * None when the change would be refused anyway (gone, changed since, or not allowed): the
 * answer then says so at once.
 */
async function rejectStep(form: FormData, leadId: string, version: number, reason: string | undefined): Promise<ConfirmStep | undefined> {
  const [lead] = await getDb().select({ name: leads.name, status: leads.status, version: leads.version }).from(leads).where(eq(leads.id, leadId));
  if (!lead || lead.version !== version || !canTransition(lead.status, "Not Qualified")) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "confirm") fields[name] = value;
  return {
    question: `Reject ${lead.name || ERASED_NAME}'s request?`,
    detail: `It becomes Not Qualified${reason ? ` (${reason})` : ""} and the customer is told we cannot take it on. Undo is possible for ${UNDO_WINDOW_MINUTES} minutes.`,
    label: "Reject Request",
    fields,
  };
}

/**
 * Complete's question when the lead's visit is still ahead (issue 40 §5): marking it done before the
 * day ends the request, gives the visit's place back and sends the customer the review invitation.
 * None when the visit is today or past, there is none, or the change would be refused anyway.
 */
async function completeStep(form: FormData, leadId: string, version: number): Promise<ConfirmStep | undefined> {
  const [lead] = await getDb()
    .select({ name: leads.name, status: leads.status, version: leads.version, date: leads.scheduledDate, window: leads.arrivalWindow })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead?.date || lead.date <= isoDateInZone(new Date()) || lead.version !== version || !canTransition(lead.status, "Completed")) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "confirm") fields[name] = value;
  return {
    question: `Mark ${lead.name || ERASED_NAME}'s request Completed before its visit?`,
    detail: `The visit is on ${appointmentLabel(lead.date, lead.window)}, still ahead. Completed ends the request, gives the visit's place back and sends the customer the invitation to review the job. Undo is possible for ${UNDO_WINDOW_MINUTES} minutes.`,
    label: "Mark Completed",
    fields,
  };
}

/**
 * Every staff form about a lead (the list's Approve/Reject and the lead page's forms), once the
 * bounded reader has read it with `LEAD_FORM_SCHEMAS`: checked by one schema, then a note or an
 * undo applied and answered by post/redirect/get to `back` with a toast, or the change it asks
 * for handed back (`change`), for the route to have it run by the staff change's flow
 * (app/flows/staff-change.server.ts) and answered by answerStaffChange. A lead's own page gives
 * its lead (`pageLeadId`): a form naming another lead changes nothing. Reject, and Complete
 * before the visit's day, without `confirm=1` change nothing and answer the question the page
 * shows (decision 060).
 */
export async function handleLeadAction(
  form: FormData,
  admin: AdminIdentity,
  back: string,
  pageLeadId?: string,
): Promise<Response | { confirm: ConfirmStep } | AskedChange> {
  const parsed = leadActionSchema.safeParse(expandDecision(Object.fromEntries(form)));
  const failed = FAILED_TO[String(form.get("intent"))] ?? FAILED;
  if (!parsed.success) {
    const issue = parsed.error.issues.find((candidate) => !candidate.message.startsWith("Invalid"));
    return redirectWithToast(back, { type: "error", title: `${failed}${issue?.message ?? "the request was incomplete."}` });
  }
  const input = parsed.data;
  if (pageLeadId !== undefined && input.leadId.toLowerCase() !== pageLeadId.toLowerCase()) {
    return redirectWithToast(back, { type: "error", title: `${failed}the form named another lead than its page.` });
  }
  try {
    if (input.intent === "note") {
      const added = await addNote({ admin, leadId: input.leadId, body: input.body });
      return redirectWithToast(back, added ? { type: "success", title: "Note added." } : { type: "error", title: `${failed}this lead no longer exists.` });
    }
    if (input.intent === "undo") {
      const undone = await undoLastChange({ admin, leadId: input.leadId, eventId: input.event });
      logger.info({ leadId: input.leadId, adminId: admin.id, ok: undone.ok }, "lead change undone");
      return redirectWithToast(
        back,
        undone.ok ? { type: "success", title: `Change undone: the lead is ${undone.status} again.` } : { type: "error", title: `${failed}${undone.message}` },
      );
    }
    if ((input.intent === "reject" || input.intent === "complete") && !input.confirm) {
      const confirm = input.intent === "reject" ? await rejectStep(form, input.leadId, input.version, reasonText(input)) : await completeStep(form, input.leadId, input.version);
      if (confirm) return { confirm };
    }
    let change: StaffChange;
    if (input.intent === "schedule") change = { kind: "schedule", schedule: { date: input.date, window: input.window } };
    else if (input.intent === "assign") change = { kind: "assign", adminId: input.assignee ?? null };
    else if (input.intent === "language") change = { kind: "language", language: input.language };
    else {
      change = {
        kind: "status",
        to: statusOfIntent(input.intent),
        schedule: input.date && input.window ? { date: input.date, window: input.window } : undefined,
        reason: reasonText(input),
      };
    }
    return { change: { admin, leadId: input.leadId, version: input.version, change }, intent: input.intent };
  } catch (error) {
    logger.error({ err: error, leadId: input.leadId }, "updating a lead failed");
    return redirectWithToast(back, { type: "error", title: UNEXPECTED });
  }
}

/** A staff change a form asked for, to be run by the staff change's flow. */
export type AskedChange = { change: StaffChangeRequest; intent: string };

/** The answer to a staff change once its flow ran: back to `back` with a toast offering Undo, or saying why nothing changed. */
export async function answerStaffChange(asked: AskedChange, back: string, running: Promise<ChangeOutcome>): Promise<Response> {
  const { change, intent } = asked;
  const failed = FAILED_TO[intent] ?? FAILED;
  try {
    const outcome = await running;
    if (!outcome.ok) return redirectWithToast(back, { type: "error", title: `${failed}${outcome.message}` });
    logger.info({ leadId: change.leadId, adminId: change.admin.id, intent }, "lead changed");
    return redirectWithToast(back, { type: "success", title: SUCCESS[intent]!, action: undoAction(change.leadId, outcome.eventId, back) });
  } catch (error) {
    logger.error({ err: error, leadId: change.leadId }, "updating a lead failed");
    return redirectWithToast(back, { type: "error", title: UNEXPECTED });
  }
}
