import { LEAD_CITY_SQL, LEAD_SOURCE_SQL, dayOf } from "~/analytics/rollup.server";
import { areaName } from "~/content/zip-areas";
import { serviceLabel } from "~/content/site";
import { getPool } from "~/db/client.server";
import { isoDateInZone } from "~/utils/dates";

/**
 * The owner's money on the Analytics tab (decision 090), for a period of Los Angeles dates:
 * - collected: payments less refunds received in the period (deposits too), by the day received;
 * - outstanding: what is still owed today on the invoices made in the period (void ones left out);
 * - overdue: the part of it whose due date has passed.
 * By month, by service, by city and by source (the lead's, as the tab's other tables count it).
 */
export type MoneyRow = { value: string; label: string; collectedCents: number; outstandingCents: number; overdueCents: number };
export const MONEY_TABLES = ["month", "service", "city", "source"] as const;
export type MoneyTable = (typeof MONEY_TABLES)[number];

export type MoneyStats = {
  totals: Omit<MoneyRow, "value" | "label">;
  tables: Record<MoneyTable, MoneyRow[]>;
  /** Requests made in the period whose invoice is paid: the funnel's last step. */
  paidJobs: number;
};

type Grouped = { dimension: MoneyTable | "total"; value: string | null; collected: string; outstanding: string; overdue: string };

function labelOf(table: MoneyTable, value: string): string {
  if (table === "service") return serviceLabel(value);
  if (table === "city") return areaName(value) ?? value;
  return value;
}

export async function moneyStats(from: string, to: string, now: Date = new Date()): Promise<MoneyStats> {
  const today = isoDateInZone(now);
  const [grouped, paid] = await Promise.all([
    getPool().query<Grouped>(
      `with owed as (
         select i.lead_id, to_char(${dayOf("i.created_at")}, 'YYYY-MM') as month, i.due_date,
                greatest(0, i.balance_cents - coalesce((select sum(case when p.refund_of is null then p.amount_cents else -p.amount_cents end)
                                                         from payments p where p.invoice_id = i.id), 0)) as cents
         from invoices i
         where i.status <> 'void' and ${dayOf("i.created_at")} between $1::date and $2::date
       ), facts as (
         select p.lead_id, to_char(p.received_on, 'YYYY-MM') as month,
                case when p.refund_of is null then p.amount_cents else -p.amount_cents end as collected, 0 as outstanding, 0 as overdue
         from payments p where p.received_on between $1::date and $2::date
         union all
         select lead_id, month, 0, cents, case when due_date < $3::date then cents else 0 end from owed
       )
       select case when grouping(f.month) = 0 then 'month' when grouping(l.service) = 0 then 'service'
                   when grouping(${LEAD_CITY_SQL}) = 0 then 'city' when grouping(${LEAD_SOURCE_SQL}) = 0 then 'source' else 'total' end as dimension,
              coalesce(f.month, l.service, ${LEAD_CITY_SQL}, ${LEAD_SOURCE_SQL}) as value,
              sum(f.collected)::text as collected, sum(f.outstanding)::text as outstanding, sum(f.overdue)::text as overdue
       from facts f join leads l on l.id = f.lead_id left join lead_sources s on s.lead_id = l.id
       group by grouping sets ((f.month), (l.service), (${LEAD_CITY_SQL}), (${LEAD_SOURCE_SQL}), ())`,
      [from, to, today],
    ),
    getPool().query<{ paid: number }>(
      `select count(distinct i.lead_id)::int as paid from invoices i join leads l on l.id = i.lead_id
       where i.status = 'paid' and ${dayOf("l.created_at")} between $1::date and $2::date`,
      [from, to],
    ),
  ]);
  const tables = Object.fromEntries(MONEY_TABLES.map((table) => [table, [] as MoneyRow[]])) as Record<MoneyTable, MoneyRow[]>;
  let totals = { collectedCents: 0, outstandingCents: 0, overdueCents: 0 };
  for (const row of grouped.rows) {
    const figures = { collectedCents: Number(row.collected), outstandingCents: Number(row.outstanding), overdueCents: Number(row.overdue) };
    if (row.dimension === "total") totals = figures;
    else tables[row.dimension].push({ value: row.value ?? "", label: labelOf(row.dimension, row.value ?? ""), ...figures });
  }
  tables.month.sort((a, b) => a.value.localeCompare(b.value));
  for (const table of ["service", "city", "source"] as const) {
    tables[table].sort((a, b) => b.collectedCents + b.outstandingCents - (a.collectedCents + a.outstandingCents) || a.label.localeCompare(b.label));
  }
  return { totals, tables, paidJobs: paid.rows[0]?.paid ?? 0 };
}
