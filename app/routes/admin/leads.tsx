import { ChevronLeftIcon, ChevronRightIcon, InboxIcon } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/leads";
import { pageOf, readForm } from "~/admin/forms.server";
import { LEAD_FILTERS, parseLeadFilter } from "~/admin/lead-filters";
import { toLeadView } from "~/admin/lead-view";
import { decideLead, listLeads } from "~/admin/leads.server";
import { leadDecisionSchema } from "~/admin/schemas";
import { requireAdmin } from "~/auth/guards.server";
import { LeadsTable } from "~/components/admin/leads-table";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { cn } from "~/utils/cn";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Leads");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?status= filters, ?cursor=&dir= pages, ?lead=<id> shows the one lead a new-lead e-mail links to. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = parseLeadFilter(url.searchParams.get("status"));
  const lead = url.searchParams.get("lead");
  const leadId = lead && UUID.test(lead) ? lead.toLowerCase() : undefined;
  const page = await listLeads({
    status: filter.status,
    leadId,
    cursor: url.searchParams.get("cursor"),
    direction: url.searchParams.get("dir") === "prev" ? "prev" : "next",
  });
  return {
    filter: filter.slug,
    single: Boolean(leadId),
    leads: page.leads.map(toLeadView),
    total: page.total,
    totalCapped: page.totalCapped,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/** Approve or Reject a New lead (spec §4), then back to the same page with a toast. */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const back = pageOf(url);
  const read = await readForm(request, leadDecisionSchema);
  if (!read.ok) return read.response;
  const parsed = leadDecisionSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) {
    return redirectWithToast(back, { type: "error", title: "Failed to update lead status: the request was incomplete." });
  }
  const { intent, leadId, status } = parsed.data;
  try {
    const outcome = await decideLead({ admin, leadId, decision: intent, seenStatus: status });
    if (!outcome.ok) return redirectWithToast(back, { type: "error", title: `Failed to update lead status: ${outcome.message}` });
    logger.info({ leadId, adminId: admin.id, intent }, "lead decided");
    return redirectWithToast(back, {
      type: "success",
      title: intent === "approve" ? "Lead approved successfully." : "Lead rejected successfully.",
    });
  } catch (error) {
    logger.error({ err: error, leadId }, "updating a lead failed");
    return redirectWithToast(back, { type: "error", title: "An unexpected error occurred while updating the lead." });
  }
}

function pageLink(filter: string, cursor: string, dir: "next" | "prev") {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("status", filter);
  params.set("cursor", cursor);
  params.set("dir", dir);
  return `?${params}`;
}

export default function LeadsTab({ loaderData }: Route.ComponentProps) {
  const { filter, single, leads, total, totalCapped, nextCursor, prevCursor } = loaderData;
  const pagerLink = "inline-flex h-10 items-center gap-1 rounded-md border px-4 text-sm font-semibold";
  return (
    <section aria-labelledby="leads-heading" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="leads-heading" className="text-xl font-bold text-slate-900">
            Leads
          </h2>
          <p className="mt-1 text-sm text-slate-700" aria-live="polite">
            Showing {leads.length} of {total.toLocaleString("en-US")}
            {totalCapped ? "+" : ""} leads
          </p>
        </div>
        <nav aria-label="Filter leads by status">
          <ul className="flex flex-wrap gap-2">
            {LEAD_FILTERS.map((option) => (
              <li key={option.slug}>
                <Link
                  to={option.slug === "all" ? "/admin" : `/admin?status=${option.slug}`}
                  aria-current={option.slug === filter ? "page" : undefined}
                  preventScrollReset
                  className={cn(
                    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                    option.slug === filter
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
                  )}
                >
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {single ? (
        <p className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800">
          Showing a single lead.{" "}
          <Link to="/admin" className="font-semibold text-brand-700 underline underline-offset-4">
            Show all leads
          </Link>
        </p>
      ) : null}

      {leads.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center text-slate-700">
          <InboxIcon className="size-10 text-slate-400" aria-hidden="true" />
          <p>{filter === "all" && !single && total === 0 ? "No leads found in the system." : "No leads found matching the current filter."}</p>
        </div>
      ) : (
        <LeadsTable leads={leads} />
      )}

      {prevCursor || nextCursor ? (
        <nav aria-label="Leads pages" className="flex items-center justify-between gap-4">
          {prevCursor ? (
            <Link to={pageLink(filter, prevCursor, "prev")} className={cn(pagerLink, "border-slate-300 bg-white hover:bg-slate-100")}>
              <ChevronLeftIcon className="size-4" aria-hidden="true" />
              Previous
            </Link>
          ) : (
            <span />
          )}
          {nextCursor ? (
            <Link to={pageLink(filter, nextCursor, "next")} className={cn(pagerLink, "border-slate-300 bg-white hover:bg-slate-100")}>
              Next
              <ChevronRightIcon className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <TabError
      error={error}
      denied="Access Denied: You don't have admin privileges to view leads."
      unexpected="An unexpected error occurred while fetching leads."
    />
  );
}
