import { DownloadIcon } from "lucide-react";
import { Form } from "react-router";
import type { Route } from "./+types/analytics";
import { conversionOf, formatCount, formatHours, formatPercent, type CsvTable } from "~/analytics/format";
import { periodFromQuery, periodQuery, RANGES } from "~/analytics/period";
import { shownReport, SHOWN_ROWS, TABLE_TITLES, TABLES, type Row, type ShownTable, type TableName } from "~/analytics/report";
import { analyticsReport } from "~/analytics/report.server";
import { requireAdmin } from "~/auth/guards.server";
import { DailyChart, FunnelChart } from "~/components/admin/analytics-charts";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { TabHeader } from "~/components/admin/tab-header";
import { QuoteStatsCard } from "~/components/quotes/quote-stats";
import { quoteStats } from "~/quotes/stats.server";
import { MoneyStatsCard } from "~/components/payments/money-stats";
import { moneyStats } from "~/payments/stats.server";
import { FigureList } from "~/components/admin/figure-list";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Analytics");

/** Every admin may read it: nothing in it identifies a visitor (decision 022). */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { period, error } = periodFromQuery(url.searchParams);
  const [report, quotes, money] = await Promise.all([analyticsReport(period).then(shownReport), quoteStats(period.from, period.to), moneyStats(period.from, period.to)]);
  return { report, error, query: periodQuery(period), quotes, money };
}

const RANGE_LABELS: Record<(typeof RANGES)[number], string> = {
  "7": "Last 7 days",
  "30": "Last 30 days",
  "90": "Last 90 days",
  custom: "Date range",
};

function csvHref(query: string, table: CsvTable) {
  return `/admin/analytics.csv?${query}&table=${table}`;
}

function CsvLink({ query, table, label }: { query: string; table: CsvTable; label: string }) {
  return (
    <a href={csvHref(query, table)} download className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
      <DownloadIcon className="size-4" aria-hidden="true" />
      CSV<span className="sr-only"> of {label}</span>
    </a>
  );
}

const COLUMNS: { key: keyof Row | "conversion"; title: string }[] = [
  { key: "views", title: "Views" },
  { key: "visitors", title: "Visitors" },
  { key: "leads", title: "Requests" },
  { key: "conversion", title: "Conversion" },
  { key: "contacted", title: "Contacted" },
  { key: "scheduled", title: "Scheduled" },
  { key: "completed", title: "Completed" },
];

function BreakdownTable({ table, shown, query }: { table: TableName; shown: ShownTable; query: string }) {
  const { rows, count } = shown;
  const first = rows[0];
  const columns = COLUMNS.filter(({ key }) =>
    key === "conversion" ? first?.leads !== null && first?.visitors !== null : first ? first[key] !== null : key === "views" || key === "leads",
  );
  const title = `By ${TABLE_TITLES[table].toLowerCase()}`;
  return (
    // min-w-0: a grid column's card stays as wide as its column; a wide table scrolls inside it.
    <Card className="min-w-0" data-breakdown={table}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id={`analytics-${table}`}>{title}</CardTitle>
        <CsvLink query={query} table={table} label={title} />
      </CardHeader>
      {/* Focusable so that keyboard users can scroll a wide table sideways. The card's side padding is the
          table's own, so the kept first column starts at the card's edge and nothing scrolls beside it. */}
      <CardContent className="overflow-x-auto px-0" tabIndex={0} role="region" aria-labelledby={`analytics-${table}`}>
        {rows.length === 0 ? (
          <p className="px-6 text-sm text-slate-600">Nothing recorded in this period.</p>
        ) : (
          <table aria-labelledby={`analytics-${table}`} className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="sticky left-0 bg-white py-1.5 pl-6 pr-3 font-semibold">
                  {TABLE_TITLES[table]}
                </th>
                {columns.map(({ key, title: heading }) => (
                  <th key={key} scope="col" className="py-1.5 pl-3 text-right font-semibold last:pr-6">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.value} className="border-t border-slate-100">
                  {/* A long page or source wraps; the column stays in view while the figures scroll. */}
                  <th scope="row" className="sticky left-0 max-w-64 min-w-40 bg-white py-1.5 pl-6 pr-3 font-medium [overflow-wrap:anywhere] text-slate-900">
                    {row.label}
                  </th>
                  {columns.map(({ key }) => (
                    <td key={key} className="py-1.5 pl-3 text-right tabular-nums text-slate-800 last:pr-6">
                      {key === "conversion" ? formatPercent(conversionOf(row)) : formatCount(row[key] as number | null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {count > SHOWN_ROWS ? (
          <p className="mt-2 px-6 text-xs text-slate-600">
            The top {SHOWN_ROWS} of {formatCount(count)}; the CSV has them all.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

export default function AnalyticsTab({ loaderData }: Route.ComponentProps) {
  const { report, error, query } = loaderData;
  const { period, totals } = report;
  const figures = [
    { title: "Page views", value: formatCount(totals.views) },
    { title: "Visitors", value: formatCount(totals.visitors) },
    { title: "Requests", value: formatCount(totals.leads) },
    { title: "Conversion rate", value: formatPercent(totals.conversion), note: `${formatCount(totals.siteLeads)} requests through the site, ${formatCount(totals.visitors)} visitors counted` },
    { title: "Time to first staff action", value: `${formatHours(totals.firstActionMedianHours)} median`, note: `${formatHours(totals.firstActionP90Hours)} for 90%` },
    { title: "“No one contacted me”", value: formatPercent(totals.escalationShare), note: `${formatCount(totals.escalated)} of ${formatCount(totals.leads)} requests` },
    { title: "Bookings with a window", value: formatPercent(totals.windowShare), note: `${formatCount(totals.windowChosen)} chose an arrival window` },
    { title: "Cancelled by the customer", value: formatPercent(totals.cancellationRate), note: `${formatCount(totals.customerCancelled)} of ${formatCount(totals.visits)} visits` },
    { title: "Reminders confirmed", value: formatPercent(totals.reminderConfirmedShare), note: `${formatCount(totals.remindedConfirmed)} of ${formatCount(totals.reminded)} reminders` },
  ];
  return (
    <section aria-labelledby="analytics-heading" className="grid gap-5">
      <TabHeader
        id="analytics-heading"
        title="Analytics"
        description={`${period.from} to ${period.to} (Los Angeles time). No cookies; nothing here identifies a visitor.`}
      >
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Choose the period">
          <div className="grid gap-1">
            <Label htmlFor="analytics-range">Period</Label>
            <NativeSelect id="analytics-range" name="range" defaultValue={period.range}>
              {RANGES.map((range) => (
                <option key={range} value={range}>
                  {RANGE_LABELS[range]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="analytics-from">From</Label>
            <Input id="analytics-from" name="from" type="date" defaultValue={period.from} aria-invalid={error ? true : undefined} aria-describedby={error ? "analytics-period-error" : undefined} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="analytics-to">To</Label>
            <Input id="analytics-to" name="to" type="date" defaultValue={period.to} aria-invalid={error ? true : undefined} aria-describedby={error ? "analytics-period-error" : undefined} />
          </div>
          <Button type="submit">Show</Button>
        </Form>
      </TabHeader>
      {error ? (
        <p id="analytics-period-error" role="alert" className="text-sm font-semibold text-red-700">
          {error}. Showing the last 30 days.
        </p>
      ) : null}

      <FigureList figures={figures} className="sm:grid-cols-2 lg:grid-cols-3" aria-label="Key figures" boxed />

      <Card>
        <CardContent className="grid gap-3 pt-6">
          <DailyChart daily={report.daily} />
          <CsvLink query={query} table="daily" label="page views and requests per day" />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-3 pt-6">
          <FunnelChart funnel={report.funnel} />
          <CsvLink query={query} table="funnel" label="the funnel" />
        </CardContent>
      </Card>
      <QuoteStatsCard stats={loaderData.quotes} />
      <MoneyStatsCard stats={loaderData.money} funnel={totals} query={query} />

      {/* One table a row up to 1536 px: at 1280 a card of half the tab (608 px) is narrower than a table of seven figures (issue 40 §6). */}
      <div className="grid gap-4 2xl:grid-cols-2">
        {TABLES.map((table) => (
          <BreakdownTable key={table} table={table} shown={report.tables[table]} query={query} />
        ))}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Access Denied" unexpected="An error occurred while loading the admin dashboard." />;
}
