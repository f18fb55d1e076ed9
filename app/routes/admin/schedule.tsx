import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/schedule";
import { pageOf, readForm } from "~/forms/read-form.server";
import { requireAdmin } from "~/auth/guards.server";
import { adminMeta } from "~/components/admin/meta";
import { ScheduleBoard } from "~/components/admin/schedule/schedule-board";
import { TabError } from "~/components/admin/tab-error";
import { undoAction } from "~/leads/admin/admin-actions.server";
import { listActiveAdmins } from "~/leads/admin/lead-admins.server";
import { appointmentLabel } from "~/leads/visit";
import { assignVisitSchema, boardActionSchema, boardQuerySchema, moveVisitSchema } from "~/schedule/board";
import { changeLead } from "~/flows/staff-change.server";
import { assignVisit, leadsWithoutVisit, scheduleBoard, type AssigneeFilter } from "~/schedule/board.server";
import { leadsWaitingForDeposit } from "~/payments/deposits.server";
import { businessToday, weekStart } from "~/schedule/clock";
import { logger } from "~/utils/logger.server";
import { deviceClass } from "~/utils/request-origin";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Schedule");

function filterOf(assignee: string, adminId: string): AssigneeFilter {
  if (assignee === "mine") return { kind: "admin", id: adminId };
  if (assignee === "unassigned") return { kind: "unassigned" };
  if (assignee === "all") return { kind: "all" };
  return { kind: "admin", id: assignee };
}

/**
 * Every admin: the week (or one day) of visits, the Approved leads still without one, and the admins to assign.
 * Without a view in the address a phone opens on the day (seven columns do not fit its screen), anything else on the week.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const parsed = boardQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data("That schedule address is not valid.", { status: 400 });
  const query = parsed.data;
  const view = query.view ?? (deviceClass(request.headers.get("user-agent") ?? undefined) === "mobile" ? "day" : "week");
  const today = businessToday(new Date());
  const date = query.date ?? today;
  const from = view === "week" ? weekStart(date) : date;
  const filter = filterOf(query.assignee, admin.id);
  const [days, waiting, admins] = await Promise.all([scheduleBoard(from, view === "week" ? 7 : 1, filter), leadsWithoutVisit(filter), listActiveAdmins()]);
  // The visits whose approved quote's deposit is not paid or waived yet (app/payments reads the schedule's leads, never the reverse; decision 089).
  const depositWaiting = await leadsWaitingForDeposit(days.flatMap((day) => day.windows.flatMap((window) => window.visits.map((visit) => visit.id))));
  return { query: { view, date, assignee: query.assignee }, today, from, days, waiting, admins, isSuperAdmin: admin.isSuperAdmin, depositWaiting };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const back = pageOf(url);
  const read = await readForm(request, [moveVisitSchema, assignVisitSchema]);
  if (!read.ok) return redirectWithToast(back, { type: "error", title: "Failed to change the visit: the request was not a form of this page." });
  const submission = parseWithZod(read.form, { schema: boardActionSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat().find(Boolean) ?? "the request was incomplete.";
    return redirectWithToast(back, { type: "error", title: `Failed to change the visit: ${message}` });
  }
  const value = submission.value;
  try {
    if (value.intent === "move") {
      const move = { kind: "schedule", schedule: { date: value.date, window: value.window } } as const;
      const outcome = await changeLead({ admin, leadId: value.leadId, version: value.version, change: move });
      if (!outcome.ok) return redirectWithToast(back, { type: "error", title: `Failed to move the visit: ${outcome.message}` });
      logger.info({ leadId: value.leadId, adminId: admin.id }, "visit moved from the schedule");
      return redirectWithToast(back, {
        type: "success",
        title: `Visit moved to ${appointmentLabel(value.date, value.window)}.`,
        action: undoAction(value.leadId, outcome.eventId, back),
      });
    }
    const outcome = await assignVisit({ admin, leadId: value.leadId, version: value.version, adminId: value.adminId || null });
    if (!outcome.ok) return redirectWithToast(back, { type: "error", title: `Failed to save the assignment: ${outcome.message}` });
    return redirectWithToast(back, { type: "success", title: "Assignment saved.", action: undoAction(value.leadId, outcome.eventId, back) });
  } catch (error) {
    logger.error({ err: error, leadId: value.leadId }, "changing a visit from the schedule failed");
    return redirectWithToast(back, { type: "error", title: "An unexpected error occurred while updating the lead." });
  }
}

export default function Schedule({ loaderData }: Route.ComponentProps) {
  return <ScheduleBoard loaderData={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="You don't have admin access to this dashboard." unexpected="An unexpected error occurred while loading the schedule." />;
}
