import { getPool } from "~/db/client.server";
import { BUSINESS_TIME_ZONE } from "~/leads/dates";
import type { LeadStatus } from "~/leads/statuses";

/**
 * A visit is a visitor's day (the hash changes daily): its landing page, source and campaign
 * are those of the visitor's first entry view that day, and every view of the visit counts
 * for them. `rows` names the raw rows to read. Defines, as CTEs, `page_visitors` (a row per
 * day, kind, visitor and page) and `visitors` (a row per day, kind and visitor, with the
 * visit's landing page, source and campaign and the device), so each distinct visitor is one
 * row and counting visitors needs no DISTINCT. The device is part of what the visitor hash
 * is made of (the browser), so a visitor has one.
 */
export function attributedViews(rows: string): string {
  return `e as not materialized (select day, kind, path, visitor, entry, at, referrer_host, utm_source, utm_campaign, device from ${rows}),
    visit as (
      select distinct on (day, visitor) day, visitor, path as landing,
             coalesce(utm_source, referrer_host, '(direct)') as source, utm_campaign as campaign
      from e where kind = 'view' and entry order by day, visitor, at
    ),
    page_visitors as (
      select day, kind, visitor, path, count(*)::int as views, min(device) as device
      from e group by day, kind, visitor, path
    ),
    visitors as (
      select v.day, v.kind, v.visitor, v.views, v.device, visit.landing, visit.source, visit.campaign
      from (select day, kind, visitor, sum(views)::int as views, min(device) as device from page_visitors group by day, kind, visitor) v
      left join visit using (day, visitor)
    )`;
}

/**
 * Counts by day, dimension and value from `page_visitors` and `visitors`, as SQL: 'total'
 * (value ''), 'page', 'landing', 'source', 'campaign', 'device' for views, 'form_start' by page.
 */
export const DIMENSION_COUNTS = `select day, case when kind = 'view' then 'page' else 'form_start' end as dimension, path as value,
         sum(views)::int as views, count(*)::int as visitors
  from page_visitors group by day, kind, path
  union all
  select day, dimension, value, views, visitors from (
    select v.day, v.kind,
           case when grouping(v.landing) = 0 then 'landing'
                when grouping(v.source) = 0 then 'source'
                when grouping(v.campaign) = 0 then 'campaign'
                when grouping(v.device) = 0 then 'device'
                else 'total' end as dimension,
           coalesce(v.landing, v.source, v.campaign, v.device,
                    case when grouping(v.landing, v.source, v.campaign, v.device) = 15 then '' end) as value,
           sum(v.views)::int as views, count(*)::int as visitors
    from visitors v
    group by grouping sets ((v.day, v.kind), (v.day, v.kind, v.landing), (v.day, v.kind, v.source),
                            (v.day, v.kind, v.campaign), (v.day, v.kind, v.device))
  ) g
  where value is not null and kind = 'view'`;

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
    const { rowCount } = await client.query(
      `with moved as (delete from analytics_events where day < ($1::timestamptz at time zone '${BUSINESS_TIME_ZONE}')::date returning *),
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

/** Statuses that mean the job was scheduled (approved) or done. */
const SCHEDULED_STATUSES: LeadStatus[] = ["Approved", "Completed"];
const COMPLETED_STATUS: LeadStatus = "Completed";

/**
 * Counts again the business days whose leads changed (marked by a trigger on `leads`,
 * decision 031) into `analytics_lead_daily`: takes the marks (skipping any another app server
 * is counting), and replaces those days' rows, in one transaction. Returns the days counted.
 */
export async function refreshLeadDays(): Promise<number> {
  const client = await getPool().connect();
  try {
    await client.query("begin");
    const { rows } = await client.query<{ day: string }>(
      `delete from analytics_lead_dirty_days
       where day in (select day from analytics_lead_dirty_days for update skip locked) returning day::text`,
    );
    if (rows.length > 0) {
      const days = rows.map((row) => row.day).sort();
      await client.query("delete from analytics_lead_daily where day = any($1::date[])", [days]);
      await client.query(
        `insert into analytics_lead_daily (day, dimension, value, leads, contacted, scheduled, completed, escalated, wait_hours)
         with l as (
           select ${dayOf("l.created_at")} as day, l.status, l.service,
                  l.first_staff_action_at is not null as contacted, l.reported_no_contact_at is not null as escalated,
                  date_part('epoch', l.first_staff_action_at - l.created_at) / 3600 as wait_hours,
                  coalesce(s.landing_path, '(unknown)') as landing,
                  case when s.lead_id is null then '(unknown)' else coalesce(s.utm_source, s.referrer_host, '(direct)') end as source,
                  s.utm_campaign as campaign,
                  coalesce(s.device, '(unknown)') as device,
                  case when s.lead_id is null then '(unknown)' else coalesce(s.city, '(none)') end as city
           from leads l left join lead_sources s on s.lead_id = l.id
           where ${withinDays("l.created_at", 2)} and ${dayOf("l.created_at")} = any($1::date[])
         )
         select day, dimension, value, leads, contacted, scheduled, completed, escalated, wait_hours from (
           select day,
                  case when grouping(landing) = 0 then 'landing' when grouping(source) = 0 then 'source'
                       when grouping(campaign) = 0 then 'campaign' when grouping(device) = 0 then 'device'
                       when grouping(service) = 0 then 'service' when grouping(city) = 0 then 'city' else 'total' end as dimension,
                  coalesce(landing, source, campaign, device, service, city,
                           case when grouping(landing, source, campaign, device, service, city) = 63 then '' end) as value,
                  count(*)::int as leads,
                  count(*) filter (where contacted)::int as contacted,
                  count(*) filter (where status = any($4))::int as scheduled,
                  count(*) filter (where status = $5)::int as completed,
                  count(*) filter (where escalated)::int as escalated,
                  case when grouping(landing, source, campaign, device, service, city) = 63
                       then coalesce(array_agg(wait_hours) filter (where wait_hours is not null), '{}') end as wait_hours
           from l
           group by grouping sets ((day), (day, landing), (day, source), (day, campaign), (day, device), (day, service), (day, city))
         ) g
         where value is not null`,
        [days, days[0], days.at(-1), SCHEDULED_STATUSES, COMPLETED_STATUS],
      );
    }
    await client.query("commit");
    return rows.length;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
