import { inArray } from "drizzle-orm";
import type { AdminIdentity } from "~/auth/guards.server";
import { getDb } from "~/db/client.server";
import { leads, leadStatusHistory } from "~/db/schema";
import type { ConfirmStep } from "~/forms/confirm";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { ERASED_NAME } from "./admin-view";
import { BULK_REASONS, bulkSchema, pickName, undoBatchSchema } from "./admin-forms";
import { UNDO_WINDOW_MINUTES } from "../history";
import { LEADS_PAGE_SIZE } from "./list-query";
import { applyStaffChange, undoLastChange, type StaffChange } from "../pipeline.server";

const plural = (n: number) => `${n} ${n === 1 ? "lead" : "leads"}`;
const DONE = { assign: "assigned", review: "marked In Review", reject: "rejected" } as const;

/** The checked rows' leads and the versions the admin saw, from the list's `rows` field and its checkboxes. */
function pickedLeads(form: FormData, rows: string): { leadId: string; version: number }[] {
  const all = rows.split(",");
  const picked: { leadId: string; version: number }[] = [];
  for (let row = 0; row < Math.min(all.length, LEADS_PAGE_SIZE); row++) {
    if (form.get(pickName(row)) !== "on") continue;
    const [leadId, version] = all[row]!.split(".");
    if (leadId && /^\d+$/.test(version ?? "")) picked.push({ leadId, version: Number(version) });
  }
  return picked;
}

/**
 * A bulk action from the list (decision 061): assign, mark In Review or reject (with one reason)
 * the checked leads, each through `applyStaffChange` like a single change (the transition
 * table, the version the admin saw, its own history entry, the customer's notice). A lead the
 * change is refused for is skipped and counted in the toast; the toast's Undo undoes the batch.
 * Reject asks first (decision 060), naming how many.
 */
export async function handleBulkAction(form: FormData, admin: AdminIdentity, back: string): Promise<Response | { confirm: ConfirmStep }> {
  const parsed = bulkSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return redirectWithToast(back, { type: "error", title: "Failed to update the leads: the request was incomplete." });
  const { bulk, bulkAssignee, bulkReason, confirm } = parsed.data;
  const picked = pickedLeads(form, parsed.data.rows);
  if (picked.length === 0) return redirectWithToast(back, { type: "error", title: "Select at least one lead first." });
  if (bulk === "assign" && !bulkAssignee) return redirectWithToast(back, { type: "error", title: "Failed to assign the leads: please choose who." });
  if (bulk === "reject" && !bulkReason) return redirectWithToast(back, { type: "error", title: "Failed to reject the leads: please choose a reason." });
  const reason = BULK_REASONS.find((candidate) => candidate.value === bulkReason)?.label;
  if (bulk === "reject" && !confirm) {
    const named = await getDb().select({ name: leads.name }).from(leads).where(inArray(leads.id, picked.map((lead) => lead.leadId)));
    const names = named.map((lead) => lead.name || ERASED_NAME);
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    return {
      confirm: {
        question: `Reject ${plural(picked.length)}?`,
        detail: `${names.slice(0, 5).join(", ")}${names.length > 5 ? ` and ${names.length - 5} more` : ""}: each becomes Not Qualified (${reason}) and its customer is told we cannot take it on. Undo is possible for ${UNDO_WINDOW_MINUTES} minutes.`,
        label: `Reject ${plural(picked.length)}`,
        fields,
      },
    };
  }
  const change: StaffChange =
    bulk === "assign"
      ? { kind: "assign", adminId: bulkAssignee === "none" ? null : (bulkAssignee ?? null) }
      : bulk === "review"
        ? { kind: "status", to: "In Review" }
        : { kind: "status", to: "Not Qualified", reason };
  const done: string[] = [];
  const skipped = new Map<string, number>();
  try {
    for (const lead of picked) {
      const outcome = await applyStaffChange({ admin, leadId: lead.leadId, version: lead.version, change });
      if (outcome.ok) done.push(String(outcome.eventId));
      else skipped.set(outcome.message, (skipped.get(outcome.message) ?? 0) + 1);
    }
  } catch (error) {
    logger.error({ err: error, adminId: admin.id, bulk }, "a bulk change failed");
  }
  logger.info({ adminId: admin.id, bulk, done: done.length, skipped: picked.length - done.length }, "leads changed in bulk");
  const why = [...skipped].map(([message, n]) => `${n} skipped: ${message}`).join(" ");
  const skippedCount = picked.length - done.length;
  if (done.length === 0) return redirectWithToast(back, { type: "error", title: `No lead was ${DONE[bulk]}. ${why || `${skippedCount} skipped.`}` });
  return redirectWithToast(back, {
    type: "success",
    title: `${plural(done.length)} ${DONE[bulk]}.`,
    description: skippedCount > 0 ? why || `${skippedCount} skipped.` : undefined,
    action: { label: "Undo", path: `/admin?index&returnTo=${encodeURIComponent(back)}`, fields: { intent: "undo-batch", events: done.join(",") } },
  });
}

/** Undo of a bulk action: each lead's own change, while it is still that lead's last one. */
export async function handleUndoBatch(form: FormData, admin: AdminIdentity, back: string): Promise<Response> {
  const parsed = undoBatchSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return redirectWithToast(back, { type: "error", title: "Failed to undo the change: the request was incomplete." });
  const ids = parsed.data.events.split(",").map(Number);
  const events = await getDb()
    .select({ id: leadStatusHistory.id, leadId: leadStatusHistory.leadId })
    .from(leadStatusHistory)
    .where(inArray(leadStatusHistory.id, ids));
  let undone = 0;
  const messages = new Map<string, number>();
  if (events.length < ids.length) messages.set("this lead no longer exists.", ids.length - events.length);
  for (const event of events) {
    const outcome = await undoLastChange({ admin, leadId: event.leadId, eventId: event.id });
    if (outcome.ok) undone++;
    else messages.set(outcome.message, (messages.get(outcome.message) ?? 0) + 1);
  }
  const why = [...messages].map(([message, n]) => `${n} not undone: ${message}`).join(" ");
  return redirectWithToast(
    back,
    undone > 0 ? { type: "success", title: `Change undone for ${plural(undone)}.`, description: why || undefined } : { type: "error", title: `Failed to undo the change: ${why}` },
  );
}
