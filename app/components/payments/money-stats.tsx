import { DownloadIcon } from "lucide-react";
import { formatCount, formatPercent } from "~/analytics/format";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatCents } from "~/utils/money";
import type { MoneyStats, MoneyTable } from "~/payments/stats.server";
import { FigureList } from "~/components/admin/figure-list";

const TITLES: Record<MoneyTable, string> = { month: "Month", service: "Service", city: "City", source: "Source" };

type FunnelCounts = { views: number; leads: number; completed: number };

/**
 * The Analytics tab's money (decision 090): collected, outstanding and overdue for the period, by
 * month, service, city and source; the funnel from a page view to a paid job; the accountant's CSVs.
 */
export function MoneyStatsCard({ stats, funnel, query }: { stats: MoneyStats; funnel: FunnelCounts; query: string }) {
  const figures = [
    { title: "Collected", value: formatCents(stats.totals.collectedCents), note: "Payments less refunds received in the period, deposits included" },
    { title: "Outstanding", value: formatCents(stats.totals.outstandingCents), note: "Still owed today on the invoices made in the period" },
    { title: "Overdue", value: formatCents(stats.totals.overdueCents), note: "Of that, past its due date" },
  ];
  const steps = [
    { step: "Page views", count: funnel.views },
    { step: "Requests", count: funnel.leads },
    { step: "Jobs completed", count: funnel.completed },
    { step: "Paid", count: stats.paidJobs },
  ];
  return (
    <Card data-money-stats="">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="analytics-money">Money</CardTitle>
        <p className="flex flex-wrap gap-4">
          {(["invoices", "payments"] as const).map((table) => (
            <a key={table} href={`/admin/money.csv?${query}&table=${table}`} download className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
              <DownloadIcon className="size-4" aria-hidden="true" />
              {table === "invoices" ? "Invoices CSV" : "Payments CSV"}
              <span className="sr-only"> for QuickBooks</span>
            </a>
          ))}
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <FigureList figures={figures} className="sm:grid-cols-3" aria-labelledby="analytics-money" />
        <table className="w-full max-w-md text-left text-sm" aria-label="From page view to paid job">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 font-semibold">
                From page view to paid job
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Count
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Of the step before
              </th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step, index) => (
              <tr key={step.step} className="border-t border-slate-100" data-money-step={step.step}>
                <th scope="row" className="py-1 font-medium text-slate-900">
                  {step.step}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCount(step.count)}</td>
                <td className="py-1 text-right tabular-nums">{index === 0 ? "–" : formatPercent(steps[index - 1]!.count > 0 ? step.count / steps[index - 1]!.count : null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="grid gap-4 lg:grid-cols-2">
          {(Object.keys(TITLES) as MoneyTable[]).map((table) => (
            <div key={table} className="min-w-0 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`money-${table}`}>
              <table className="w-full text-left text-sm" data-money-table={table}>
                <caption id={`money-${table}`} className="pb-1 text-left font-semibold text-slate-900">
                  Money by {TITLES[table].toLowerCase()}
                </caption>
                <thead className="text-slate-600">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      {TITLES[table]}
                    </th>
                    <th scope="col" className="py-1 pl-3 text-right font-semibold">
                      Collected
                    </th>
                    <th scope="col" className="py-1 pl-3 text-right font-semibold">
                      Outstanding
                    </th>
                    <th scope="col" className="py-1 pl-3 text-right font-semibold">
                      Overdue
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.tables[table].length === 0 ? (
                    <tr>
                      <td colSpan={4} className="py-1 text-slate-600">
                        Nothing in this period.
                      </td>
                    </tr>
                  ) : (
                    stats.tables[table].map((row) => (
                      <tr key={row.value} className="border-t border-slate-100">
                        <th scope="row" className="py-1 pr-3 font-medium [overflow-wrap:anywhere] text-slate-900">
                          {row.label}
                        </th>
                        <td className="py-1 pl-3 text-right tabular-nums">{formatCents(row.collectedCents)}</td>
                        <td className="py-1 pl-3 text-right tabular-nums">{formatCents(row.outstandingCents)}</td>
                        <td className="py-1 pl-3 text-right tabular-nums">{formatCents(row.overdueCents)}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
