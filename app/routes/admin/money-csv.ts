import { z } from "~/utils/zod";
import type { Route } from "./+types/money-csv";
import { periodFromQuery } from "~/analytics/period";
import { requireAdmin } from "~/auth/guards.server";
import { ACCOUNTING_TABLES, accountingCsv } from "~/payments/accounting-csv.server";

const tableSchema = z.object({ table: z.enum(ACCOUNTING_TABLES) });

/** The accountant's CSV of the Analytics tab's period (decision 090): `?range=30&table=invoices` or `table=payments`. Every admin, as the tab. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const parsed = tableSchema.safeParse({ table: url.searchParams.get("table") });
  if (!parsed.success) {
    return new Response(`Unknown table: choose one of ${ACCOUNTING_TABLES.join(", ")}.`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { period } = periodFromQuery(url.searchParams);
  return new Response(await accountingCsv(parsed.data.table, period.from, period.to), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${parsed.data.table}-${period.from}-to-${period.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
