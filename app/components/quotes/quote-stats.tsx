import { formatCount, formatHours, formatPercent } from "~/analytics/format";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatCents } from "~/utils/money";
import type { QuoteStats } from "~/quotes/stats.server";
import { FigureList } from "~/components/admin/figure-list";

/** The Analytics tab's quotes: sent, approved, declined, conversion, average approved total, median time to approval. */
export function QuoteStatsCard({ stats }: { stats: QuoteStats }) {
  const figures = [
    { title: "Quotes sent", value: formatCount(stats.sent), note: "Requests first quoted in the period" },
    { title: "Quotes approved", value: formatCount(stats.approved), note: "Approved in the period" },
    { title: "Quotes declined", value: formatCount(stats.declined), note: "Declined in the period" },
    { title: "Quote conversion", value: formatPercent(stats.conversion), note: `${formatCount(stats.approvedOfSent)} of the requests quoted in the period approved` },
    { title: "Average approved total", value: stats.averageApprovedCents === null ? "–" : formatCents(stats.averageApprovedCents), note: "With the optional items chosen" },
    { title: "Median time to approval", value: formatHours(stats.medianHoursToApproval), note: "From the first quote sent" },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle id="analytics-quotes">Quotes</CardTitle>
      </CardHeader>
      <CardContent>
        <FigureList figures={figures} className="sm:grid-cols-2 lg:grid-cols-3" aria-labelledby="analytics-quotes" />
      </CardContent>
    </Card>
  );
}
