import { z } from "~/utils/zod";
import type { Route } from "./+types/analytics-csv";
import { CSV_TABLES, reportCsv } from "~/analytics/format";
import { periodFromQuery } from "~/analytics/period";
import { analyticsReport } from "~/analytics/report.server";
import { requireAdmin } from "~/auth/guards.server";

const tableSchema = z.object({ table: z.enum(CSV_TABLES) });

/** One table of the Analytics tab as CSV, for the same period: `?range=30&table=source`. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const parsed = tableSchema.safeParse({ table: url.searchParams.get("table") });
  if (!parsed.success) {
    return new Response(`Unknown table: choose one of ${CSV_TABLES.join(", ")}.`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { period } = periodFromQuery(url.searchParams);
  const body = reportCsv(await analyticsReport(period), parsed.data.table);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${parsed.data.table}-${period.from}-to-${period.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
