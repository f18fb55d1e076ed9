import type { AdminIdentity } from "~/auth/guards.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import { expandDecision, leadActionSchema, reasonText } from "./admin-forms";
import { addNote, applyStaffChange, undoLastChange, type StaffChange, type StaffChangeHook } from "./pipeline.server";
import { statusOfIntent } from "./transitions";

const FAILED = "Failed to update lead status: ";
/** What failed, for the forms that do not change the status. */
const FAILED_TO: Record<string, string> = {
  schedule: "Failed to save the appointment: ",
  assign: "Failed to save the assignment: ",
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
 * Every staff form about a lead (the list's Approve/Reject and the lead page's forms), once the
 * bounded reader has read it with `LEAD_FORM_SCHEMAS`: checked by one schema, applied by
 * the pipeline, answered by post/redirect/get to `back` with a toast. A lead's own page gives
 * its lead (`pageLeadId`): a form naming another lead changes nothing.
 */
export async function handleLeadAction(
  form: FormData,
  admin: AdminIdentity,
  back: string,
  pageLeadId?: string,
  /** How a change that sets a visit takes its window's place (the schedule's, given by the route). */
  beforeWrite?: StaffChangeHook,
): Promise<Response> {
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
    let change: StaffChange;
    if (input.intent === "schedule") change = { kind: "schedule", schedule: { date: input.date, window: input.window } };
    else if (input.intent === "assign") change = { kind: "assign", adminId: input.assignee ?? null };
    else {
      change = {
        kind: "status",
        to: statusOfIntent(input.intent),
        schedule: input.date && input.window ? { date: input.date, window: input.window } : undefined,
        reason: reasonText(input),
      };
    }
    const outcome = await applyStaffChange({ admin, leadId: input.leadId, version: input.version, change, beforeWrite });
    if (!outcome.ok) return redirectWithToast(back, { type: "error", title: `${failed}${outcome.message}` });
    logger.info({ leadId: input.leadId, adminId: admin.id, intent: input.intent }, "lead changed");
    return redirectWithToast(back, { type: "success", title: SUCCESS[input.intent]!, action: undoAction(input.leadId, outcome.eventId, back) });
  } catch (error) {
    logger.error({ err: error, leadId: input.leadId }, "updating a lead failed");
    return redirectWithToast(back, { type: "error", title: UNEXPECTED });
  }
}
