import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, InboxIcon, PlusIcon, XIcon } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useLocation } from "react-router";
import type { Route } from "./+types/leads";
import { pageOf, readForm } from "~/forms/read-form.server";
import { requireAdmin } from "~/auth/guards.server";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import { LeadsTable } from "~/components/admin/leads-table";
import { BARE_ICON } from "~/components/admin/bare-icon";
import { LeadChipFilter } from "~/components/admin/lead-chip-filter";
import { latestQuoteLabels, quoteListCondition } from "~/quotes/list-filter.server";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { ServiceOptions } from "~/components/service-options";
import { handleSavedViewAction, listSavedViews } from "~/admins/saved-views.server";
import { MAX_VIEW_NAME_LENGTH, savedViewSchemas } from "~/admins/schemas";
import { answerStaffChange, handleLeadAction, safeReturn } from "~/leads/admin/admin-actions.server";
import { handleBulkAction, handleUndoBatch } from "~/leads/admin/bulk-actions.server";
import { listActiveAdmins } from "~/leads/admin/lead-admins.server";
import { changeLead } from "~/flows/staff-change.server";
import { LEAD_FORM_SCHEMAS } from "~/leads/admin/admin-forms";
import { BadLeadQuery, listLeads } from "~/leads/admin/admin-list.server";
import { fromRowLine, leadViewChangesAt, toLeadRowView, toRowLine } from "~/leads/admin/admin-view";
import {
  LEAD_FILTERS,
  LEAD_SORTS,
  LEADS_COUNT_CAP,
  leadListHref,
  parseLeadListQuery,
  type LeadListQuery,
} from "~/leads/admin/list-query";
import { pageCacheHeaders, passPageCacheHeader } from "~/utils/page-cache";
import { TabHeader } from "~/components/admin/tab-header";
import { OnboardingChecklist } from "~/components/admin/onboarding-checklist";
import { onboardingChecklist } from "~/business/profile";
import { business } from "~/business/profile.server";
import { publicPhotos } from "~/photos/public-photos.server";
import { isoDateInZone } from "~/utils/dates";
import { and } from "drizzle-orm";
import { triageCondition, triageLabelsOf } from "~/ai/triage.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, "Leads");

/** The admin layout's headers (Retry-After), and the loader's permission to keep the page (decision 027). */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of Object.entries(passPageCacheHeader(loaderHeaders))) headers.set(name, value);
  return headers;
}

/** Every state of the list is in the URL (a GET form): search, filters, sort and page. A malformed one is a 400. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const parsed = parseLeadListQuery(url.searchParams);
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const { query } = parsed;
  let page;
  let views;
  let admins;
  try {
    [page, views, admins] = await Promise.all([
      listLeads(query, admin.id, undefined, and(query.quote ? quoteListCondition(query.quote) : undefined, query.triage ? triageCondition(query.triage) : undefined)),
      listSavedViews(admin.id),
      listActiveAdmins(),
    ]);
  } catch (error) {
    if (error instanceof BadLeadQuery)
      throw data(error.message, { status: 400 });
    throw error;
  }
  const ids = page.leads.map((lead) => lead.id);
  const [quotes, triage] = await Promise.all([latestQuoteLabels(ids), triageLabelsOf(ids)]);
  const now = new Date();
  const { cursor: _cursor, dir: _dir, ...filters } = query;
  const changesAt = Math.min(...page.leads.map((lead) => leadViewChangesAt(lead, now)));
  // The owner's onboarding checklist, until the business profile is complete (issue 42 §1).
  const checklist = admin.role === "Super Admin" ? onboardingChecklist(business(), publicPhotos().photos.filter((photo) => photo.purpose === "job").length, isoDateInZone(now)) : null;
  return data({
    checklist,
    query: filters,
    views,
    admins,
    filter: query.status,
    single: Boolean(query.lead),
    filtered: [query.q, query.service, query.from, query.to, query.assignee, query.lead, query.quote, query.triage].some(Boolean) || query.status !== "all",
    rows: page.leads.map((lead) => toRowLine(toLeadRowView(lead, now, quotes.get(lead.id) ?? null, triage.get(lead.id) || null), admins.map((person) => person.name))),
    counts: page.counts,
    matching: page.matching,
    countsCapped: page.countsCapped,
    total: page.total,
    start: page.start,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  }, { headers: pageCacheHeaders(changesAt) });
}

/** Saving or deleting one of the admin's views; a bulk action on the checked leads (and its Undo); Approve (one step) or Reject (a second step asks first, decision 060) from the list, then back to the same page with a toast offering Undo. */
export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readForm(request, [...LEAD_FORM_SCHEMAS, ...savedViewSchemas]);
  if (!read.ok) return read.response;
  const intent = read.form.get("intent");
  if (intent === "save-view" || intent === "delete-view") return handleSavedViewAction(read.form, admin.id, pageOf(url));
  if (intent === "undo-batch") return handleUndoBatch(read.form, admin, safeReturn(url.searchParams.get("returnTo"), "/admin"));
  const asked = read.form.has("bulk") ? await handleBulkAction(read.form, admin, pageOf(url)) : await handleLeadAction(read.form, admin, pageOf(url));
  if ("change" in asked) return answerStaffChange(asked, pageOf(url), changeLead(asked.change));
  return asked instanceof Response ? asked : data(asked);
}

export default function LeadsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { checklist, query, views, admins, filter, single, filtered, rows, counts, matching, countsCapped, total, start, nextCursor, prevCursor } = loaderData;
  const location = useLocation();
  const people = admins.map((person) => person.name);
  const leads = rows.map((row) => fromRowLine(row, people));
  // Counted under a search or filter, a count stops past LEADS_COUNT_CAP ("1,000+"); the totals are exact.
  const shown = (n: number) =>
    countsCapped ? `${Math.min(n, LEADS_COUNT_CAP).toLocaleString("en-US")}${n > 0 ? "+" : ""}` : n.toLocaleString("en-US");
  const base = query as Partial<LeadListQuery>;
  const pagerLink =
    "inline-flex h-10 items-center gap-1 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-100";
  const here = leadListHref(base);
  const active = [base.q, base.service, base.from, base.to, base.assignee].filter(Boolean).length;
  return (
    <section aria-labelledby="leads-heading" className="lead-list grid gap-1.5 lg:gap-4">
      <TabHeader id="leads-heading" title="Leads" description={`Showing ${shown(matching)} of ${total.toLocaleString("en-US")} leads`} live compact>
        <div className="flex gap-2">
          <Link discover="none" to="/admin/leads/new" className="lead-pill" aria-label="New Lead">
            <PlusIcon {...BARE_ICON} className="size-4" aria-hidden="true" />
            <span className="max-sm:hidden">New Lead</span>
          </Link>
          <a href={leadListHref(base, "/admin/leads.csv")} className="lead-pill" download aria-label="Export CSV">
            <DownloadIcon {...BARE_ICON} className="size-4" aria-hidden="true" />
            <span className="max-sm:hidden">Export CSV</span>
          </a>
        </div>
      </TabHeader>
      {checklist ? <OnboardingChecklist items={checklist} /> : null}

      {/* One row of tabs: the statuses, then this admin's saved views; sideways on a phone. */}
      <div className="lead-tabs">
        <nav aria-label="Filter leads by status">
          <ul>
            {LEAD_FILTERS.map((option) => {
              const count = option.status
                ? counts[option.status]
                : Object.values(counts).reduce((sum, n) => sum + n, 0);
              return (
                <li key={option.slug}>
                  <Link discover="none"
                    to={leadListHref({ ...base, status: option.slug })}
                    aria-current={option.slug === filter ? "page" : undefined}
                    preventScrollReset
                    className="lead-pill"
                  >
                    {option.label} <span>{shown(count)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {views.length > 0 ? (
          <nav aria-label="Your saved views">
            <ul>
              {views.map((view) => (
                <li key={view.id} className="lead-view">
                  <Link discover="none" to={view.href} aria-current={view.href === here ? "page" : undefined} className="lead-pill">
                    {view.name}
                  </Link>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="delete-view" />
                    <input type="hidden" name="viewId" value={view.id} />
                    <button type="submit" aria-label={`Delete view ${view.name}`}>
                      <XIcon {...BARE_ICON} className="size-3.5" aria-hidden="true" />
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>

      {/* Below 1024 px the search, filters and the quote filter fold under a button beside the heading, and open over the list; from 1024 px they are always open (app/styles/admin-leads.css). */}
      {/* Closed again after every navigation (a search applied, a view saved): below 1024 px it would cover the list. */}
      <details key={location.key} className="lead-filters">
        <summary>
          Search and filters{active > 0 ? ` (${active} on)` : ""}
        </summary>
        <div className="lead-filter-panel">
          <Form method="get" className="lead-filter" role="search">
            {filter !== "all" ? (
              <input type="hidden" name="status" value={filter} />
            ) : null}
            <label className="grow basis-56">
              <span>Search</span>
              <input
                type="search"
                name="q"
                defaultValue={base.q ?? ""}
                placeholder="Name, phone, e-mail or ZIP"
                maxLength={100}
              />
            </label>
            <label>
              <span>Service</span>
              <select name="service" defaultValue={base.service ?? ""}>
                <option value="">All services</option>
                <ServiceOptions />
              </select>
            </label>
            <label>
              <span>Assigned to</span>
              <select name="assignee" defaultValue={base.assignee ?? ""}>
                <option value="">Anyone</option>
                <option value="me">Mine</option>
                <option value="unassigned">Unassigned</option>
                {base.assignee &&
                base.assignee !== "me" &&
                base.assignee !== "unassigned" ? (
                  <option value={base.assignee}>The chosen admin</option>
                ) : null}
              </select>
            </label>
            <label>
              <span>From</span>
              <input type="date" name="from" defaultValue={base.from ?? ""} />
            </label>
            <label>
              <span>To</span>
              <input type="date" name="to" defaultValue={base.to ?? ""} />
            </label>
            <label>
              <span>Sort</span>
              <select name="sort" defaultValue={base.sort ?? "queue"}>
                {LEAD_SORTS.map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {sort.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit">Apply</button>
            <Link discover="none"
              to="/admin"
              className="inline-flex h-10 items-center px-2 font-semibold text-brand-700 underline underline-offset-4"
            >
              Clear
            </Link>
          </Form>
          <Form method="post" className="lead-filter mt-2" preventScrollReset>
            <input type="hidden" name="intent" value="save-view" />
            <input type="hidden" name="query" value={here.replace(/^\/admin\??/, "")} />
            <label className="grow basis-56">
              <span>Save this search and its filters as a view</span>
              <input name="name" required maxLength={MAX_VIEW_NAME_LENGTH} placeholder="e.g. My open jobs" />
            </label>
            <button type="submit">Save View</button>
          </Form>
          <LeadChipFilter name="quote" query={base} />
          <LeadChipFilter name="triage" query={base} />
        </div>
      </details>

      {single ? (
        <p className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800">
          Showing a single lead.{" "}
          <Link discover="none"
            to="/admin"
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Show all leads
          </Link>
        </p>
      ) : null}

      {actionData && "confirm" in actionData ? <ConfirmPanel step={actionData.confirm} /> : null}

      {leads.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center text-slate-700">
          <InboxIcon {...BARE_ICON} className="size-10 text-slate-400" aria-hidden="true" />
          <p>
            {total === 0 && !filtered
              ? "No leads found in the system."
              : "No leads found matching the current filter."}
          </p>
        </div>
      ) : (
        <LeadsTable leads={leads} admins={admins} />
      )}

      {prevCursor || nextCursor ? (
        <nav
          aria-label="Leads pages"
          className="flex items-center justify-between gap-4"
        >
          {prevCursor ? (
            <Link discover="none"
              to={leadListHref({ ...base, cursor: prevCursor, dir: "prev" })}
              className={pagerLink}
            >
              <ChevronLeftIcon {...BARE_ICON} className="size-4" aria-hidden="true" />
              Previous
            </Link>
          ) : (
            <span />
          )}
          <p className="text-center text-sm text-slate-700">
            Leads {(start + 1).toLocaleString("en-US")}–{(start + leads.length).toLocaleString("en-US")} of {shown(Math.max(matching, start + leads.length))}
          </p>
          {nextCursor ? (
            <Link discover="none"
              to={leadListHref({ ...base, cursor: nextCursor, dir: "next" })}
              className={pagerLink}
            >
              Next
              <ChevronRightIcon {...BARE_ICON} className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900"
      >
        <p className="font-semibold">{String(error.data)}</p>
        <Link discover="none"
          to="/admin"
          className="mt-2 inline-block font-semibold underline underline-offset-4"
        >
          Show all leads
        </Link>
      </div>
    );
  }
  return (
    <TabError
      error={error}
      denied="Access Denied: You don't have admin privileges to view leads."
      unexpected="An unexpected error occurred while fetching leads."
    />
  );
}
