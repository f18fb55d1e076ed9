import { CheckCircle2Icon, CircleHelpIcon, MapPinIcon, PrinterIcon } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/schedule-sheet";
import { requireAdmin } from "~/auth/guards.server";
import { adminMeta } from "~/components/admin/meta";
import { CustomerConfirmed, longDay } from "~/components/admin/schedule/visit-views";
import { TabError } from "~/components/admin/tab-error";
import { listActiveAdmins } from "~/leads/admin/lead-admins.server";
import { sheetQuerySchema } from "~/schedule/board";
import { daySheet, type AssigneeFilter } from "~/schedule/board.server";
import { businessToday } from "~/schedule/clock";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Day sheet");

/** Every admin: a day's visits for one assignee (or everyone), in window order, to print. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const parsed = sheetQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data("That day sheet address is not valid.", { status: 400 });
  const date = parsed.data.date ?? businessToday(new Date());
  const assignee = parsed.data.assignee;
  const filter: AssigneeFilter =
    assignee === "all" ? { kind: "all" } : assignee === "unassigned" ? { kind: "unassigned" } : { kind: "admin", id: assignee === "mine" ? admin.id : assignee };
  const [visits, admins] = await Promise.all([daySheet(date, filter), listActiveAdmins()]);
  const who = filter.kind === "all" ? "Everyone" : filter.kind === "unassigned" ? "Unassigned" : (admins.find((row) => row.id === filter.id)?.name ?? "Unknown admin");
  return { date, who, visits };
}

export default function ScheduleSheet({ loaderData }: Route.ComponentProps) {
  const { date, who, visits } = loaderData;
  const day = longDay(date);
  return (
    <div className="day-sheet grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3 print:hidden">
        <Link to={`/admin/schedule?view=day&date=${date}`} className="text-sm font-medium text-brand-700 underline underline-offset-4">
          Back to the schedule
        </Link>
        <p className="inline-flex items-center gap-1 text-sm text-slate-700">
          <PrinterIcon aria-hidden="true" className="size-4" /> Print this page (Ctrl+P or ⌘P) for the day sheet.
        </p>
      </div>
      <h2 className="text-xl font-bold text-slate-900">
        Day sheet: {day}
        <span className="block text-base font-medium text-slate-700">{who}</span>
      </h2>
      {visits.length === 0 ? <p className="text-slate-700">No visits on this day.</p> : null}
      <ol className="grid gap-3" aria-label="Visits">
        {visits.map((visit) => (
          <li
            key={visit.id}
            className={`grid gap-3 rounded-lg border bg-white p-4 break-inside-avoid sm:grid-cols-[1fr_8rem] ${visit.state === "confirmed" ? "border-slate-300" : "border-2 border-dashed border-amber-600"}`}
          >
            <div className="grid gap-1 text-sm text-slate-800">
              <p className="text-base font-semibold text-slate-900">
                {visit.windowLabel} · {visit.name}
                {visit.city ? ` · ${visit.city}` : null}
              </p>
              {/* A requested visit is the customer's wish, not yet the office's word: said in words, in print too. */}
              {visit.state === "confirmed" ? (
                <p className="font-semibold text-green-800">
                  <CheckCircle2Icon aria-hidden="true" className="inline size-4 align-[-3px]" /> Confirmed
                  {visit.customerConfirmed ? <CustomerConfirmed className="ml-2 inline-block font-semibold" /> : null}
                </p>
              ) : (
                <p className="font-semibold text-amber-900">
                  <CircleHelpIcon aria-hidden="true" className="inline size-4 align-[-3px]" /> Requested, not confirmed: the office has not confirmed this time with the customer.
                  {visit.customerConfirmed ? <CustomerConfirmed className="ml-2 inline-block font-semibold text-green-800" /> : null}
                </p>
              )}
              <p>
                <span className="font-medium">Service:</span> {visit.service}
              </p>
              <p>
                <span className="font-medium">Address:</span> {visit.address || "Not given"}{" "}
                {visit.address ? (
                  <a href={visit.mapUrl} className="inline-flex items-center gap-0.5 text-brand-700 underline underline-offset-4" target="_blank" rel="noreferrer">
                    <MapPinIcon aria-hidden="true" className="size-3.5" />
                    Map<span className="sr-only"> of {visit.address} (opens in a new tab)</span>
                  </a>
                ) : null}
              </p>
              <p>
                <span className="font-medium">Phone:</span> <a href={`tel:${visit.phone.replace(/[^\d+]/g, "")}`}>{visit.phone}</a>
              </p>
              <p>
                <span className="font-medium">Assignee:</span> {visit.assignee ?? "Unassigned"}
              </p>
              {visit.description ? <p className="whitespace-pre-line">{visit.description}</p> : null}
            </div>
            {visit.hasPhoto ? (
              <img src={`/admin/leads/${visit.id}/photo`} alt={`Photo from ${visit.name}`} width={128} height={128} loading="lazy" className="size-32 rounded border border-slate-200 object-cover" />
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="You don't have admin access to this dashboard." unexpected="An unexpected error occurred while loading the day sheet." />;
}
