import type { AdminIdentity } from "~/auth/guards.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import { expandDecision, leadActionSchema, reasonText } from "./admin-forms";
import { addNote, applyStaffChange, undoLastChange, type StaffChange } from "./pipeline.server";
import { statusOfIntent } from "./transitions";

const FAILED = "Failed to update lead status: ";
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

/** The toast's Undo button: posts to the lead's page, which undoes the lead's last change and comes back here. */
function undoAction(leadId: string, back: string): Toast["action"] {
  return { label: "Undo", path: `/admin/leads/${leadId}?returnTo=${encodeURIComponent(back)}`, fields: { intent: "undo", leadId } };
}

/** Only a page of the admin area may be returned to. */
export function safeReturn(target: string | null, fallback: string): string {
  return target && /^\/admin(?:[/?]|$)/.test(target) && !target.startsWith("//") && !target.includes("\\") ? target : fallback;
}

/**
 * Every staff form about a lead (the list's Approve/Reject and the lead page's forms), once the
 * bounded reader has read it with `LEAD_FORM_SCHEMAS`: checked by one schema, applied by
 * the pipeline, answered by post/redirect/get to `back` with a toast.
 */
export async function handleLeadAction(form: FormData, admin: AdminIdentity, back: string): Promise<Response> {
  const parsed = leadActionSchema.safeParse(expandDecision(Object.fromEntries(form)));
  if (!parsed.success) {
    const issue = parsed.error.issues.find((candidate) => !candidate.message.startsWith("Invalid"));
    return redirectWithToast(back, { type: "error", title: `${FAILED}${issue?.message ?? "the request was incomplete."}` });
  }
  const input = parsed.data;
  try {
    if (input.intent === "note") {
      const added = await addNote({ admin, leadId: input.leadId, body: input.body });
      return redirectWithToast(back, added ? { type: "success", title: "Note added." } : { type: "error", title: `${FAILED}this lead no longer exists.` });
    }
    if (input.intent === "undo") {
      const undone = await undoLastChange({ admin, leadId: input.leadId });
      logger.info({ leadId: input.leadId, adminId: admin.id, ok: undone.ok }, "lead change undone");
      return redirectWithToast(
        back,
        undone.ok ? { type: "success", title: `Change undone: the lead is ${undone.status} again.` } : { type: "error", title: `${FAILED}${undone.message}` },
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
    const outcome = await applyStaffChange({ admin, leadId: input.leadId, version: input.version, change });
    if (!outcome.ok) return redirectWithToast(back, { type: "error", title: `${FAILED}${outcome.message}` });
    logger.info({ leadId: input.leadId, adminId: admin.id, intent: input.intent }, "lead changed");
    return redirectWithToast(back, { type: "success", title: SUCCESS[input.intent]!, action: undoAction(input.leadId, back) });
  } catch (error) {
    logger.error({ err: error, leadId: input.leadId }, "updating a lead failed");
    return redirectWithToast(back, { type: "error", title: UNEXPECTED });
  }
}
