import { parseWithZod } from "@conform-to/zod/v4";
import { format, parseISO } from "date-fns";
import { CheckCircle2Icon, PrinterIcon, SettingsIcon } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/schedule";
import { pageOf, readForm } from "~/forms/read-form.server";
import { requireAdmin } from "~/auth/guards.server";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { undoAction } from "~/leads/admin-actions.server";
import { listActiveAdmins } from "~/leads/lead-admins.server";
import { appointmentLabel, ARRIVAL_WINDOWS, arrivalWindowLabel } from "~/leads/schedule";
import { assignVisitSchema, boardActionSchema, boardHref, boardQuerySchema, moveVisitSchema } from "~/schedule/board";
import { assignVisit, leadsWithoutVisit, moveVisit, scheduleBoard, type AssigneeFilter, type BoardVisit } from "~/schedule/board.server";
import { businessToday, shiftDate, weekStart } from "~/schedule/clock";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Schedule");

function filterOf(assignee: string, adminId: string): AssigneeFilter {
  if (assignee === "mine") return { kind: "admin", id: adminId };
  if (assignee === "unassigned") return { kind: "unassigned" };
  if (assignee === "all") return { kind: "all" };
  return { kind: "admin", id: assignee };
}

/** Every admin: the week (or one day) of visits, the Approved leads still without one, and the admins to assign. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const parsed = boardQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data("That schedule address is not valid.", { status: 400 });
  const query = parsed.data;
  const today = businessToday(new Date());
  const date = query.date ?? today;
  const from = query.view === "week" ? weekStart(date) : date;
  const filter = filterOf(query.assignee, admin.id);
  const [days, waiting, admins] = await Promise.all([scheduleBoard(from, query.view === "week" ? 7 : 1, filter), leadsWithoutVisit(filter), listActiveAdmins()]);
  return { query: { view: query.view, date, assignee: query.assignee }, today, from, days, waiting, admins, isSuperAdmin: admin.isSuperAdmin };
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
      const outcome = await moveVisit({ admin, leadId: value.leadId, version: value.version, date: value.date, window: value.window });
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

type Data = Route.ComponentProps["loaderData"];

const dayName = (date: string) => format(parseISO(date), "EEE, MMM d");
const longDay = (date: string) => format(parseISO(date), "EEEE, MMMM d, yyyy");

function VisitBadge({ visit }: { visit: Pick<BoardVisit, "state" | "reminded"> }) {
  return (
    <span className="flex flex-wrap gap-1">
      {visit.state === "confirmed" ? (
        <Badge variant="success">
          <CheckCircle2Icon aria-hidden="true" className="size-3" /> Confirmed
        </Badge>
      ) : (
        <Badge variant="warning">Requested</Badge>
      )}
      {visit.reminded ? <Badge variant="secondary">Reminded</Badge> : null}
    </span>
  );
}

function Filters({ loaderData }: { loaderData: Data }) {
  const { query, admins } = loaderData;
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Whose visits">
      <input type="hidden" name="view" value={query.view} />
      <input type="hidden" name="date" value={query.date} />
      <div className="grid gap-1">
        <label htmlFor="assignee-filter" className="text-sm font-medium text-slate-800">
          Assignee
        </label>
        <div className="w-60">
          <NativeSelect id="assignee-filter" name="assignee" defaultValue={query.assignee}>
            <option value="all">Everyone</option>
            <option value="mine">Mine</option>
            <option value="unassigned">Unassigned</option>
            {admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.email}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Button type="submit" variant="outline">
        Show
      </Button>
    </Form>
  );
}

function Navigation({ loaderData }: { loaderData: Data }) {
  const { query, today } = loaderData;
  const step = query.view === "week" ? 7 : 1;
  const link = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label="Dates" className="flex flex-wrap items-center gap-2">
      <Link className={link} to={boardHref(query, { date: shiftDate(query.date, -step) })}>
        {query.view === "week" ? "Previous week" : "Previous day"}
      </Link>
      <Link className={link} to={boardHref(query, { date: today })}>
        Today
      </Link>
      <Link className={link} to={boardHref(query, { date: shiftDate(query.date, step) })}>
        {query.view === "week" ? "Next week" : "Next day"}
      </Link>
      <span className="mx-1 text-slate-400" aria-hidden="true">
        |
      </span>
      <Link className={link} to={boardHref(query, { view: "week" })} aria-current={query.view === "week" ? "page" : undefined}>
        Week
      </Link>
      <Link className={link} to={boardHref(query, { view: "day" })} aria-current={query.view === "day" ? "page" : undefined}>
        Day
      </Link>
    </nav>
  );
}

function places(window: { closed: boolean; free: number; capacity: number }): string {
  if (window.closed) return "Closed";
  return window.free === 0 ? "Full" : `${window.free} of ${window.capacity} free`;
}

function WeekView({ loaderData }: { loaderData: Data }) {
  const { days, query } = loaderData;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label="Week schedule, scrolls sideways">
      <table className="w-full min-w-[64rem] table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">Visits of the week of {longDay(loaderData.from)}, by arrival window</caption>
        <thead>
          <tr className="bg-slate-50">
            <th scope="col" className="w-24 p-2 text-xs font-semibold text-slate-700 uppercase">
              Window
            </th>
            {days.map((day) => (
              <th key={day.date} scope="col" className="p-2 font-semibold text-slate-900">
                <Link to={boardHref(query, { view: "day", date: day.date })} className="underline-offset-4 hover:underline">
                  {dayName(day.date)}
                  <span className="sr-only"> (day view)</span>
                </Link>
                {day.date === loaderData.today ? <span className="ml-1 text-xs font-normal text-brand-700">(today)</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ARRIVAL_WINDOWS.map((window, row) => (
            <tr key={window} className="border-t border-slate-200 align-top">
              <th scope="row" className="p-2 font-medium whitespace-nowrap text-slate-800">
                {arrivalWindowLabel(window)}
              </th>
              {days.map((day) => {
                const cell = day.windows[row]!;
                return (
                  <td key={day.date} className={cell.closed ? "bg-slate-100 p-2" : "p-2"}>
                    <p className={cell.free === 0 && !cell.closed ? "text-xs font-semibold text-red-800" : "text-xs text-slate-600"}>{places(cell)}</p>
                    <ul className="mt-1 grid gap-1">
                      {cell.visits.map((visit) => (
                        <li key={visit.id} className={visit.state === "confirmed" ? "rounded border-l-4 border-green-600 bg-green-50 p-1.5" : "rounded border-l-4 border-amber-500 bg-amber-50 p-1.5"}>
                          <Link to={`/admin/leads/${visit.id}`} className="font-medium text-slate-900 underline-offset-4 hover:underline">
                            {visit.name}
                          </Link>
                          <p className="text-xs text-slate-700">{visit.service}</p>
                          <p className="text-xs text-slate-700">
                            {visit.zipCode ?? "No ZIP"} · {visit.assignee ?? "Unassigned"}
                          </p>
                          <p className="text-xs font-semibold text-slate-800">
                            {visit.state === "confirmed" ? "✓ Confirmed" : "Requested"}
                            {visit.reminded ? " · Reminded" : ""}
                          </p>
                        </li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MoveForm({ visit, date, window, label }: { visit: { id: string; version: number; name: string }; date: string; window?: string; label: string }) {
  const id = `move-${visit.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={`${label}: ${visit.name}`}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="leadId" value={visit.id} />
      <input type="hidden" name="version" value={visit.version} />
      <div className="grid gap-1">
        <label htmlFor={`${id}-date`} className="text-xs font-medium text-slate-800">
          Date
        </label>
        <Input id={`${id}-date`} name="date" type="date" required defaultValue={date} className="h-10 w-40" />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-window`} className="text-xs font-medium text-slate-800">
          Window
        </label>
        <div className="w-36">
          <NativeSelect id={`${id}-window`} name="window" required defaultValue={window ?? ""} className="h-10">
            {window ? null : <option value="">Choose</option>}
            {ARRIVAL_WINDOWS.map((option) => (
              <option key={option} value={option}>
                {arrivalWindowLabel(option)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Button type="submit" size="sm" variant="secondary">
        {label}
      </Button>
    </Form>
  );
}

function AssignForm({ visit, admins }: { visit: BoardVisit; admins: Data["admins"] }) {
  const id = `assign-${visit.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={`Assign: ${visit.name}`}>
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="leadId" value={visit.id} />
      <input type="hidden" name="version" value={visit.version} />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-xs font-medium text-slate-800">
          Assignee
        </label>
        <div className="w-56">
          <NativeSelect id={id} name="adminId" defaultValue={visit.assignedTo ?? ""} className="h-10">
            <option value="">Unassigned</option>
            {admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.email}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Button type="submit" size="sm" variant="outline">
        Assign
      </Button>
    </Form>
  );
}

function DayView({ loaderData }: { loaderData: Data }) {
  const day = loaderData.days[0]!;
  return (
    <div className="grid gap-4">
      <h3 className="text-lg font-semibold text-slate-900">
        {longDay(day.date)}
        {day.closed ? <span className="ml-2 text-sm font-normal text-slate-700">(closed)</span> : null}
      </h3>
      {day.windows.map((cell) => (
        <section key={cell.window} aria-labelledby={`window-${cell.window}`} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h4 id={`window-${cell.window}`} className="font-semibold text-slate-900">
              {cell.label}
            </h4>
            <p className={cell.free === 0 && !cell.closed ? "text-sm font-semibold text-red-800" : "text-sm text-slate-700"}>{places(cell)}</p>
          </div>
          {cell.visits.length === 0 ? <p className="text-sm text-slate-600">No visits.</p> : null}
          <ul className="grid gap-3">
            {cell.visits.map((visit) => (
              <li key={visit.id} className="grid gap-3 rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <Link to={`/admin/leads/${visit.id}`} className="font-semibold text-slate-900 underline underline-offset-4">
                      {visit.name}
                    </Link>
                    <p className="text-sm text-slate-700">
                      {visit.service} · {visit.zipCode ?? "No ZIP"} · {visit.assignee ?? "Unassigned"}
                    </p>
                  </div>
                  <VisitBadge visit={visit} />
                </div>
                {visit.state === "confirmed" ? (
                  <MoveForm visit={visit} date={day.date} window={cell.window} label="Move" />
                ) : (
                  <p className="text-sm text-slate-700">Requested by the customer: approve it on the lead's page to confirm it.</p>
                )}
                <AssignForm visit={visit} admins={loaderData.admins} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Waiting({ loaderData }: { loaderData: Data }) {
  const { waiting, query } = loaderData;
  return (
    <aside aria-labelledby="waiting-heading" className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="waiting-heading" className="font-semibold text-slate-900">
        Approved, no visit yet
      </h3>
      {waiting.length === 0 ? <p className="text-sm text-slate-600">Every approved lead has a visit.</p> : null}
      <ul className="grid gap-3">
        {waiting.map((lead) => (
          <li key={lead.id} className="grid gap-2 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
            <div>
              <Link to={`/admin/leads/${lead.id}`} className="font-medium text-slate-900 underline underline-offset-4">
                {lead.name}
              </Link>
              <p className="text-sm text-slate-700">
                {lead.service} · {lead.zipCode ?? "No ZIP"} · {lead.assignee ?? "Unassigned"}
              </p>
            </div>
            <MoveForm visit={lead} date={query.date} label="Schedule" />
          </li>
        ))}
      </ul>
    </aside>
  );
}

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { query, isSuperAdmin } = loaderData;
  const sheet = new URLSearchParams({ date: query.date });
  if (query.assignee !== "all") sheet.set("assignee", query.assignee);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">Schedule</h2>
        <div className="flex flex-wrap gap-4 text-sm font-medium">
          <Link to={`/admin/schedule/sheet?${sheet}`} className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-4">
            <PrinterIcon aria-hidden="true" className="size-4" /> Day sheet for {dayName(query.date)}
          </Link>
          {isSuperAdmin ? (
            <Link to="/admin/schedule/settings" className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-4">
              <SettingsIcon aria-hidden="true" className="size-4" /> Schedule settings
            </Link>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Navigation loaderData={loaderData} />
        <Filters loaderData={loaderData} />
      </div>
      <div className="grid gap-5 xl:grid-cols-[1fr_18rem]">
        {query.view === "week" ? <WeekView loaderData={loaderData} /> : <DayView loaderData={loaderData} />}
        <Waiting loaderData={loaderData} />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="You don't have admin access to this dashboard." unexpected="An unexpected error occurred while loading the schedule." />;
}
