import { PrinterIcon, SettingsIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { boardHref } from "~/schedule/board";
import { shiftDate } from "~/schedule/clock";
import { AdminOptions, dayName, DayView, MoveForm, WeekView, type ScheduleData } from "./visit-views";


function Filters({ loaderData }: { loaderData: ScheduleData }) {
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
            <AdminOptions admins={admins} />
          </NativeSelect>
        </div>
      </div>
      <Button type="submit" variant="outline">
        Show
      </Button>
    </Form>
  );
}

function Navigation({ loaderData }: { loaderData: ScheduleData }) {
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

function Waiting({ loaderData }: { loaderData: ScheduleData }) {
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

/** The Schedule tab: its links, the week or day, the filters and the leads still without a visit. */
export function ScheduleBoard({ loaderData }: { loaderData: ScheduleData }) {
  const { query, isSuperAdmin } = loaderData;
  const sheet = new URLSearchParams({ date: query.date });
  if (query.assignee !== "all") sheet.set("assignee", query.assignee);
  return (
    <div className="grid grid-cols-1 gap-5">
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
      {/* One column, never wider than the screen (the week scrolls inside its own region); from 1280 px the week and the side list side by side. */}
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_18rem]">
        {query.view === "week" ? <WeekView loaderData={loaderData} /> : <DayView loaderData={loaderData} />}
        <Waiting loaderData={loaderData} />
      </div>
    </div>
  );
}
