import { getPool } from "~/db/client.server";
import { BUSINESS_TIME_ZONE } from "~/leads/dates";
import { env } from "~/utils/env.server";
import { queueWeeklyDigest } from "./digest.server";

/**
 * A visit is a visitor's day (the hash changes daily): its landing page, source and campaign
 * are those of the visitor's first entry view that day, and every view of the visit counts
 * for them. `rows` names the raw rows to read; the result is the relation `attributed`.
 */
export function attributedViews(rows: string): string {
  return `e as (select *, ${dayOf("at")} as day from ${rows}),
    visit as (
      select distinct on (day, visitor) day, visitor, path as landing,
             coalesce(utm_source, referrer_host, '(direct)') as source, utm_campaign as campaign
      from e where kind = 'view' and entry order by day, visitor, at
    ),
    attributed as (
      select e.day, e.kind, e.path, e.visitor, e.device, visit.landing, visit.source, visit.campaign
      from e left join visit using (day, visitor)
    )`;
}

/**
 * Counts by day, dimension and value from the `attributed` relation, as SQL: 'total' (value ''),
 * 'page', 'landing', 'source', 'campaign', 'device' for views, 'form_start' by page. One pass
 * with GROUPING SETS.
 */
export const DIMENSION_COUNTS = `select day, dimension, value, views, visitors from (
    select a.day, a.kind,
           case when grouping(a.path) = 0 then case when a.kind = 'view' then 'page' else 'form_start' end
                when grouping(a.landing) = 0 then 'landing'
                when grouping(a.source) = 0 then 'source'
                when grouping(a.campaign) = 0 then 'campaign'
                when grouping(a.device) = 0 then 'device'
                else 'total' end as dimension,
           coalesce(a.path, a.landing, a.source, a.campaign, a.device,
                    case when grouping(a.path, a.landing, a.source, a.campaign, a.device) = 31 then '' end) as value,
           count(*)::int as views, count(distinct a.visitor)::int as visitors
    from attributed a
    group by grouping sets ((a.day, a.kind), (a.day, a.kind, a.path), (a.day, a.kind, a.landing), (a.day, a.kind, a.source),
                            (a.day, a.kind, a.campaign), (a.day, a.kind, a.device))
  ) g
  where value is not null and (kind = 'view' or dimension = 'form_start')`;

/** The business day of a timestamp column, in SQL. */
export function dayOf(column: string): string {
  return `(${column} at time zone '${BUSINESS_TIME_ZONE}')::date`;
}

/** Rows of business days `$first` through `$first+1` (yyyy-MM-dd, both included), in SQL. */
export function withinDays(column: string, first: number): string {
  const start = (param: string) => `${param}::date::timestamp at time zone '${BUSINESS_TIME_ZONE}'`;
  return `${column} >= ${start(`$${first}`)} and ${column} < ${start(`($${first + 1}::date + 1)`)}`;
}

/**
 * Folds every raw row of a finished day (before today, Los Angeles time) into daily totals
 * by dimension and deletes those rows, in one transaction. Rows that arrive late for a
 * day already folded are added to its totals.
 */
export async function rollUpAnalytics(now: Date = new Date()): Promise<number> {
  const client = await getPool().connect();
  try {
    await client.query("begin");
    const cutoff = `(($1::timestamptz at time zone '${BUSINESS_TIME_ZONE}')::date::timestamp at time zone '${BUSINESS_TIME_ZONE}')`;
    const { rowCount } = await client.query(
      `with moved as (delete from analytics_events where at < ${cutoff} returning *),
       ${attributedViews("moved")}
       insert into analytics_daily (day, dimension, value, views, visitors)
       select day, dimension, value, views, visitors from (${DIMENSION_COUNTS}) counted
       on conflict (dimension, day, value) do update
         set views = analytics_daily.views + excluded.views, visitors = analytics_daily.visitors + excluded.visitors`,
      [now],
    );
    // Yesterday's salt is kept for rows still in flight; older ones go, so no hash can be linked again.
    await client.query(
      `delete from analytics_salts where day < ($1::timestamptz at time zone '${BUSINESS_TIME_ZONE}')::date - 1`,
      [now],
    );
    await client.query("commit");
    return rowCount ?? 0;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The hourly analytics work: the rollup, then the weekly digest when it is switched on. */
export async function runAnalyticsMaintenance(now: Date = new Date()): Promise<void> {
  await rollUpAnalytics(now);
  if (env().ANALYTICS_DIGEST === "weekly") await queueWeeklyDigest(now);
}
