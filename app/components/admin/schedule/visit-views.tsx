import { format, parseISO } from "date-fns";
import { CheckCircle2Icon, UserCheckIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { ARRIVAL_WINDOWS, arrivalWindowLabel } from "~/leads/visit";
import { boardHref } from "~/schedule/board";
import type { BoardVisit } from "~/schedule/board.server";
import type { Route } from "../../../routes/admin/+types/schedule";

/** What the Schedule tab's loader gives the page. */
export type ScheduleData = Route.ComponentProps["loaderData"];

export const dayName = (date: string) => format(parseISO(date), "EEE, MMM d");
export const longDay = (date: string) => format(parseISO(date), "EEEE, MMMM d, yyyy");

/** The customer's own confirmation from the status page: an icon and words, not colour alone. */
export function CustomerConfirmed({ className }: { className?: string }) {
  return (
    <span className={className}>
      <UserCheckIcon aria-hidden="true" className="inline size-3 align-[-1px]" /> Customer confirmed
    </span>
  );
}

/** The visit of an approved quote whose deposit is not paid yet (decision 089): held, but marked. */
export function WaitingForDeposit({ className }: { className?: string }) {
  return <span className={className}>Waiting for deposit</span>;
}

function VisitBadge({ visit, waitingForDeposit }: { visit: Pick<BoardVisit, "state" | "reminded" | "customerConfirmed">; waitingForDeposit: boolean }) {
  return (
    <span className="flex flex-wrap gap-1">
      {waitingForDeposit ? (
        <Badge variant="warning">
          <WaitingForDeposit />
        </Badge>
      ) : null}
      {visit.state === "confirmed" ? (
        <Badge variant="success">
          <CheckCircle2Icon aria-hidden="true" className="size-3" /> Confirmed
        </Badge>
      ) : (
        <Badge variant="warning">Requested</Badge>
      )}
      {visit.reminded ? <Badge variant="secondary">Reminded</Badge> : null}
      {visit.customerConfirmed ? (
        <Badge variant="success">
          <CustomerConfirmed />
        </Badge>
      ) : null}
    </span>
  );
}

function places(window: { closed: boolean; free: number; capacity: number }): string {
  if (window.closed) return "Closed";
  return window.free === 0 ? "Full" : `${window.free} of ${window.capacity} free`;
}

export function WeekView({ loaderData }: { loaderData: ScheduleData }) {
  const { days, query } = loaderData;
  return (
    // Relative: the days' screen-reader words (absolutely placed) scroll with the table instead of widening the page.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label="Week schedule, scrolls sideways">
      {/* 52rem: the seven days fit beside the side list at 1280 px; narrower, the region scrolls sideways. */}
      <table className="w-full min-w-[52rem] table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">Visits of the week of {longDay(loaderData.from)}, by arrival window</caption>
        <thead>
          <tr className="bg-slate-50">
            <th scope="col" className="w-28 p-2 text-xs font-semibold text-slate-700 uppercase">
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
                        <li
                          key={visit.id}
                          className={`rounded border-l-4 p-1.5 wrap-anywhere ${visit.state === "confirmed" ? "border-green-600 bg-green-50" : "border-amber-500 bg-amber-50"}`}
                        >
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
                          {visit.customerConfirmed ? <CustomerConfirmed className="block text-xs font-semibold text-green-800" /> : null}
                          {loaderData.depositWaiting.includes(visit.id) ? <WaitingForDeposit className="block text-xs font-semibold text-amber-800" /> : null}
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

export function MoveForm({
  visit,
  date,
  window,
  label,
}: {
  visit: { id: string; version: number; reference: string | null; name: string };
  date: string;
  window?: string;
  label: string;
}) {
  const id = `move-${visit.id}`;
  // A form with a name is a landmark: the reference code (or, for a lead without one, the start of
  // its id) keeps two customers of one name apart.
  const formName = `${label}: ${visit.name}, ${visit.reference ?? `request ${visit.id.slice(0, 8)}`}`;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={formName}>
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

function AssignForm({ visit, admins }: { visit: BoardVisit; admins: ScheduleData["admins"] }) {
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
            <AdminOptions admins={admins} />
          </NativeSelect>
        </div>
      </div>
      <Button type="submit" size="sm" variant="outline">
        Assign
      </Button>
    </Form>
  );
}

export function DayView({ loaderData }: { loaderData: ScheduleData }) {
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
                  <VisitBadge visit={visit} waitingForDeposit={loaderData.depositWaiting.includes(visit.id)} />
                </div>
                {visit.state === "confirmed" ? null : (
                  <p className="text-sm text-slate-700">Requested by the customer: approve it on the lead's page to confirm it, or move it to propose another time.</p>
                )}
                <MoveForm visit={visit} date={day.date} window={cell.window} label="Move" />
                <AssignForm visit={visit} admins={loaderData.admins} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** One option for each admin, for a select of whose visits or who goes. */
export function AdminOptions({ admins }: { admins: ScheduleData["admins"] }) {
  return admins.map((admin) => (
    <option key={admin.id} value={admin.id}>
      {admin.name}
    </option>
  ));
}
