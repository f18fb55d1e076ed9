import { areaName } from "~/content/zip-areas";
import { getPool } from "~/db/client.server";
import { serviceLabel } from "~/content/site";
import { daysOf, type Period } from "./period";
import { TABLES, type Report, type Row, type TableName, type Totals } from "./report";
import { dimensionCounts, refreshLeadDays } from "./rollup.server";

type TrafficRow = { dimension: string; value: string; day: string | null; views: number; visitors: number };

/**
 * Views and visitors by dimension (and by day for the totals), from daily rollups plus the
 * per-page and per-visit rows of the days not yet rolled up (today's).
 */
async function traffic(period: Period): Promise<TrafficRow[]> {
  const pages = "(select day, kind, path, views from analytics_page_visitors where day between $1 and $2) p";
  const visits = "(select day, views, device, landing, source, campaign from analytics_visits where day between $1 and $2) v";
  const { rows } = await getPool().query<TrafficRow>(
    `select dimension, value, case when dimension = 'total' then day::text end as day,
            sum(views)::int as views, sum(visitors)::int as visitors
     from (
       select day, dimension, value, views, visitors from analytics_daily where day between $1 and $2
       union all
       ${dimensionCounts(pages, visits)}
     ) t
     group by dimension, value, case when dimension = 'total' then day::text end`,
    [period.from, period.to],
  );
  return rows;
}

type LeadRow = {
  dimension: string;
  value: string;
  leads: number;
  site_leads: number;
  contacted: number;
  scheduled: number;
  bookings: number;
  window_chosen: number;
  completed: number;
  escalated: number;
  visits: number;
  confirmed: number;
  rescheduled: number;
  cancelled: number;
  reminded: number;
  reminded_confirmed: number;
  median_hours: number | null;
  p90_hours: number | null;
};

/**
 * Lead outcomes by dimension (contacted: a first staff action; scheduled, completed,
 * escalated), by day, and the hours to the first staff action (median and 90th percentile),
 * from the per-day lead totals, counted again first for the days whose leads changed.
 */
async function leadOutcomes(period: Period): Promise<LeadRow[]> {
  await refreshLeadDays();
  const [groups, waits] = await Promise.all([
    getPool().query<LeadRow>(
      `select dimension, value, sum(leads)::int as leads, sum(site_leads)::int as site_leads, sum(contacted)::int as contacted, sum(scheduled)::int as scheduled,
              sum(completed)::int as completed, sum(escalated)::int as escalated,
              sum(bookings)::int as bookings, sum(window_chosen)::int as window_chosen,
              sum(visits)::int as visits, sum(confirmed)::int as confirmed, sum(rescheduled)::int as rescheduled,
              sum(cancelled)::int as cancelled, sum(reminded)::int as reminded, sum(reminded_confirmed)::int as reminded_confirmed
       from analytics_lead_daily where day between $1 and $2 group by dimension, value
       union all
       select 'day', day::text, leads, site_leads, contacted, scheduled, completed, escalated, bookings, window_chosen,
              visits, confirmed, rescheduled, cancelled, reminded, reminded_confirmed
       from analytics_lead_daily where day between $1 and $2 and dimension = 'total'`,
      [period.from, period.to],
    ),
    getPool().query<{ median_hours: number | null; p90_hours: number | null }>(
      `select percentile_cont(0.5) within group (order by hours) as median_hours,
              percentile_cont(0.9) within group (order by hours) as p90_hours
       from analytics_lead_daily, unnest(wait_hours) hours
       where day between $1 and $2 and dimension = 'total'`,
      [period.from, period.to],
    ),
  ]);
  const { median_hours = null, p90_hours = null } = waits.rows[0] ?? {};
  return groups.rows.map((row) => (row.dimension === "total" ? { ...row, median_hours, p90_hours } : row));
}

function labelOf(table: TableName, value: string): string {
  if (table === "service") return serviceLabel(value);
  if (table === "city") return areaName(value) ?? value;
  return value === "" ? "(none)" : value;
}

const TRAFFIC_TABLES: TableName[] = ["landing", "source", "campaign", "device", "page"];
const LEAD_TABLES: TableName[] = ["landing", "source", "campaign", "device", "service", "city"];

function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * The share of counted visitors who sent a request through the site, 0–1 (issue 40 §6). A visitor
 * who opted out of counting (Do-Not-Track) may still send one, so on a small count the requests
 * can outnumber the visitors counted: the rate then reads 100 %, never more.
 */
export function conversionRate(siteLeads: number, visitors: number): number | null {
  const share = ratio(siteLeads, visitors);
  return share === null ? null : Math.min(1, share);
}

/** The whole report for a period: totals, the day-by-day series, the funnel and every breakdown. */
export async function analyticsReport(period: Period): Promise<Report> {
  const [visits, outcomes] = await Promise.all([traffic(period), leadOutcomes(period)]);
  const tables = Object.fromEntries(TABLES.map((table) => [table, new Map<string, Row>()])) as Record<TableName, Map<string, Row>>;
  const rowOf = (table: TableName, value: string): Row => {
    let row = tables[table].get(value);
    if (!row) {
      const traffic = TRAFFIC_TABLES.includes(table);
      const leads = LEAD_TABLES.includes(table);
      row = {
        value,
        label: labelOf(table, value),
        views: traffic ? 0 : null,
        visitors: traffic ? 0 : null,
        leads: leads ? 0 : null,
        contacted: leads ? 0 : null,
        scheduled: leads ? 0 : null,
        completed: leads ? 0 : null,
      };
      tables[table].set(value, row);
    }
    return row;
  };

  const daily = new Map(daysOf(period).map((day) => [day, { day, views: 0, visitors: 0, leads: 0 }]));
  let views = 0;
  let visitors = 0;
  let formStarts = 0;
  for (const row of visits) {
    if (row.dimension === "total") {
      views += row.views;
      visitors += row.visitors;
      const point = row.day ? daily.get(row.day) : undefined;
      if (point) {
        point.views += row.views;
        point.visitors += row.visitors;
      }
    } else if (row.dimension === "form_start") {
      formStarts += row.views;
    } else if ((TRAFFIC_TABLES as string[]).includes(row.dimension)) {
      const target = rowOf(row.dimension as TableName, row.value);
      target.views! += row.views;
      target.visitors! += row.visitors;
    }
  }

  let total: LeadRow | undefined;
  for (const row of outcomes) {
    if (row.dimension === "total") total = row;
    else if (row.dimension === "day") {
      const point = daily.get(row.value);
      if (point) point.leads = row.leads;
    } else if ((LEAD_TABLES as string[]).includes(row.dimension)) {
      Object.assign(rowOf(row.dimension as TableName, row.value), {
        leads: row.leads,
        contacted: row.contacted,
        scheduled: row.scheduled,
        completed: row.completed,
      });
    }
  }

  const leads = total?.leads ?? 0;
  const totals: Totals = {
    views,
    visitors,
    formStarts,
    leads,
    siteLeads: total?.site_leads ?? 0,
    contacted: total?.contacted ?? 0,
    scheduled: total?.scheduled ?? 0,
    completed: total?.completed ?? 0,
    escalated: total?.escalated ?? 0,
    windowChosen: total?.window_chosen ?? 0,
    conversion: conversionRate(total?.site_leads ?? 0, visitors),
    windowShare: ratio(total?.window_chosen ?? 0, total?.bookings ?? 0),
    escalationShare: ratio(total?.escalated ?? 0, leads),
    firstActionMedianHours: total?.median_hours ?? null,
    firstActionP90Hours: total?.p90_hours ?? null,
    visits: total?.visits ?? 0,
    customerConfirmed: total?.confirmed ?? 0,
    customerRescheduled: total?.rescheduled ?? 0,
    customerCancelled: total?.cancelled ?? 0,
    reminded: total?.reminded ?? 0,
    remindedConfirmed: total?.reminded_confirmed ?? 0,
    cancellationRate: ratio(total?.cancelled ?? 0, total?.visits ?? 0),
    reminderConfirmedShare: ratio(total?.reminded_confirmed ?? 0, total?.reminded ?? 0),
  };
  const sortRows = (rows: Row[]) =>
    rows.sort((a, b) => (b.leads ?? 0) - (a.leads ?? 0) || (b.views ?? 0) - (a.views ?? 0) || a.label.localeCompare(b.label));
  return {
    period,
    totals,
    daily: [...daily.values()],
    funnel: [
      { step: "Page views", count: totals.views },
      { step: "Form started", count: totals.formStarts },
      { step: "Request sent", count: totals.leads },
      { step: "Window chosen", count: totals.windowChosen },
      { step: "Contacted", count: totals.contacted },
      { step: "Scheduled", count: totals.scheduled },
      { step: "Completed", count: totals.completed },
      { step: "Confirmed by the customer", count: totals.customerConfirmed },
      { step: "Rescheduled by the customer", count: totals.customerRescheduled },
      { step: "Cancelled by the customer", count: totals.customerCancelled },
    ],
    tables: Object.fromEntries(TABLES.map((table) => [table, sortRows([...tables[table].values()])])) as Record<TableName, Row[]>,
  };
}
