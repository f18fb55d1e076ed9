import type { PoolClient } from "pg";
import { ZIP_AREAS } from "~/content/zip-areas";
import { getPool } from "~/db/client.server";
import { BUSINESS_TIME_ZONE } from "~/utils/dates";
import type { LeadStatus } from "~/leads/statuses";

/**
 * The most values of a dimension an outsider can name (source, campaign) kept per day: the rest
 * of the day's values are counted together as {@link OTHER_VALUE}, the least visited first
 * (decision 048). A local business's day has a few dozen referring sites and a handful of
 * campaigns; a stranger inventing a new one with every request adds one row a day, not one per request.
 */
export const MAX_VALUES_PER_DAY = 50;
export const OTHER_VALUE = "(other)";

/**
 * Counts by day, dimension and value, as SQL, from per-page rows (`pages`: day, kind, path,
 * visitor, views) and per-visit rows (`visits`: day, visitor, views, device, landing, source,
 * campaign; decision 032): 'page' and 'form_start' by page, and 'total' (value ''),
 * 'landing', 'source', 'campaign', 'device' for views. Each row is one distinct visitor, so
 * visitors are counted without DISTINCT. A visit is a visitor's day (the hash changes daily):
 * every view of it counts for its landing page, source and campaign (decision 023). Sources and
 * campaigns beyond the day's {@link MAX_VALUES_PER_DAY} most visited are folded into
 * {@link OTHER_VALUE}; pages, landing pages and devices are the site's own few.
 */
export function dimensionCounts(pages: string, visits: string): string {
  return `select day, case when kind = 'view' then 'page' else 'form_start' end as dimension, path as value,
         sum(views)::int as views, count(*)::int as visitors
  from ${pages} group by day, kind, path
  union all
  select day, dimension, value, sum(views)::int as views, sum(visitors)::int as visitors from (
    select day, dimension, views, visitors,
           case when dimension in ('source', 'campaign')
                 and row_number() over (partition by day, dimension order by visitors desc, views desc, value) > ${MAX_VALUES_PER_DAY}
                then '${OTHER_VALUE}' else value end as value
    from (
    select day,
           case when grouping(landing) = 0 then 'landing'
                when grouping(source) = 0 then 'source'
                when grouping(campaign) = 0 then 'campaign'
                when grouping(device) = 0 then 'device'
                else 'total' end as dimension,
           coalesce(landing, source, campaign, device,
                    case when grouping(landing, source, campaign, device) = 15 then '' end) as value,
           sum(views)::int as views, count(*)::int as visitors
    from ${visits}
    group by grouping sets ((day), (day, landing), (day, source), (day, campaign), (day, device))
    ) g
    where value is not null
  ) ranked
  group by day, dimension, value`;
}

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
 * Folds every per-page and per-visit row of a finished day (before today, Los Angeles time)
 * into daily totals by dimension and deletes those rows, in one transaction. Rows that arrive
 * late for a day already folded are added to its totals.
 */
export async function rollUpAnalytics(now: Date = new Date()): Promise<number> {
  return inTransaction(async (client) => {
    const today = `($1::timestamptz at time zone '${BUSINESS_TIME_ZONE}')::date`;
    const { rowCount } = await client.query(
      `with pages as (delete from analytics_page_visitors where day < ${today} returning day, kind, path, visitor, views),
       visits as (delete from analytics_visits where day < ${today} returning day, visitor, views, device, landing, source, campaign)
       insert into analytics_daily (day, dimension, value, views, visitors)
       select day, dimension, value, views, visitors from (${dimensionCounts("pages", "visits")}) counted
       on conflict (dimension, day, value) do update
         set views = analytics_daily.views + excluded.views, visitors = analytics_daily.visitors + excluded.visitors`,
      [now],
    );
    // Yesterday's salt is kept for rows still in flight; older ones go, so no hash can be linked again.
    await client.query(`delete from analytics_salts where day < ${today} - 1`, [now]);
    return rowCount ?? 0;
  });
}

/** Runs `work` on one pooled connection in a transaction: committed when it returns, rolled back when it throws. */
async function inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await getPool().connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The service area of a lead's ZIP as SQL (app/content/zip-areas.ts, built from its table, digits
 * and slugs only): a booking that came through no city page is counted in the city it is in.
 */
const ZIP_CITY_SQL = `(case ${ZIP_AREAS.flatMap((area) =>
  area.ranges.map(([from, to]) => `when left(l.zip_code, 5) between '${from}' and '${to}' then '${area.slug}'`),
).join(" ")} end)`;

/**
 * A lead's source and city as the Analytics tab counts them, in SQL over `leads l left join
 * lead_sources s` (the lead's origin): the rollup's breakdowns and the money figures (decision 090).
 */
export const LEAD_SOURCE_SQL = `case when s.lead_id is null then '(unknown)' else coalesce(s.utm_source, s.referrer_host, '(direct)') end`;
export const LEAD_CITY_SQL = `case when s.lead_id is null then '(unknown)' else coalesce(s.city, ${ZIP_CITY_SQL}, '(none)') end`;

/** Statuses that mean the job was scheduled (approved) or done. */
const SCHEDULED_STATUSES: LeadStatus[] = ["Approved", "Completed"];
const COMPLETED_STATUS: LeadStatus = "Completed";

/**
 * Counts again the business days whose leads changed (marked by a trigger on `leads`,
 * decision 031) into `analytics_lead_daily`: takes the marks (skipping any another app server
 * is counting), and replaces those days' rows, in one transaction. Returns the days counted.
 */
export async function refreshLeadDays(): Promise<number> {
  return inTransaction(async (client) => {
    const { rows } = await client.query<{ day: string }>(
      `delete from analytics_lead_dirty_days
       where day in (select day from analytics_lead_dirty_days for update skip locked) returning day::text`,
    );
    if (rows.length > 0) {
      const days = rows.map((row) => row.day).sort();
      await client.query("delete from analytics_lead_daily where day = any($1::date[])", [days]);
      await client.query(
        `insert into analytics_lead_daily (day, dimension, value, leads, site_leads, contacted, scheduled, completed, escalated, bookings, window_chosen, wait_hours,
                                           visits, confirmed, rescheduled, cancelled, reminded, reminded_confirmed)
         with l as (
           select ${dayOf("l.created_at")} as day, l.status, l.service,
                  l.first_staff_action_at is not null as contacted, l.reported_no_contact_at is not null as escalated,
                  date_part('epoch', l.first_staff_action_at - l.created_at) / 3600 as wait_hours,
                  l.source = 'booking' as booking, l.requested_visit is not null as window_chosen,
                  -- Came through the site: a public form recorded its origin (seeded and imported leads have none; issue 40 §6).
                  s.lead_id is not null as site,
                  -- What the customer did to their visit on the status page (decision 068).
                  (l.arrival_window is not null or l.cancelled_at is not null) as has_visit,
                  l.customer_confirmed_at is not null as confirmed, l.customer_rescheduled_at is not null as rescheduled,
                  l.cancelled_at is not null as cancelled, l.reminder_sent_at is not null as reminded,
                  coalesce(l.customer_confirmed_at >= l.reminder_sent_at and l.customer_confirmed_for = l.reminder_sent_for, false) as reminded_confirmed,
                  coalesce(s.landing_path, '(unknown)') as landing,
                  ${LEAD_SOURCE_SQL} as source,
                  s.utm_campaign as campaign,
                  coalesce(s.device, '(unknown)') as device,
                  ${LEAD_CITY_SQL} as city
           from leads l left join lead_sources s on s.lead_id = l.id
           -- A lead taken on the phone had no web visit: the funnel and origins are the web's (decision 038).
           where l.source <> 'phone' and ${withinDays("l.created_at", 2)} and ${dayOf("l.created_at")} = any($1::date[])
         )
         select day, dimension, value, leads, site_leads, contacted, scheduled, completed, escalated, bookings, window_chosen, wait_hours,
                visits, confirmed, rescheduled, cancelled, reminded, reminded_confirmed from (
           select day,
                  case when grouping(landing) = 0 then 'landing' when grouping(source) = 0 then 'source'
                       when grouping(campaign) = 0 then 'campaign' when grouping(device) = 0 then 'device'
                       when grouping(service) = 0 then 'service' when grouping(city) = 0 then 'city' else 'total' end as dimension,
                  coalesce(landing, source, campaign, device, service, city,
                           case when grouping(landing, source, campaign, device, service, city) = 63 then '' end) as value,
                  count(*)::int as leads,
                  count(*) filter (where site)::int as site_leads,
                  count(*) filter (where contacted)::int as contacted,
                  count(*) filter (where status = any($4))::int as scheduled,
                  count(*) filter (where status = $5)::int as completed,
                  count(*) filter (where escalated)::int as escalated,
                  count(*) filter (where booking)::int as bookings,
                  count(*) filter (where window_chosen)::int as window_chosen,
                  case when grouping(landing, source, campaign, device, service, city) = 63
                       then coalesce(array_agg(wait_hours) filter (where wait_hours is not null), '{}') end as wait_hours,
                  count(*) filter (where has_visit)::int as visits,
                  count(*) filter (where confirmed)::int as confirmed,
                  count(*) filter (where rescheduled)::int as rescheduled,
                  count(*) filter (where cancelled)::int as cancelled,
                  count(*) filter (where reminded)::int as reminded,
                  count(*) filter (where reminded_confirmed)::int as reminded_confirmed
           from l
           group by grouping sets ((day), (day, landing), (day, source), (day, campaign), (day, device), (day, service), (day, city))
         ) g
         where value is not null`,
        [days, days[0], days.at(-1), SCHEDULED_STATUSES, COMPLETED_STATUS],
      );
    }
    return rows.length;
  });
}
