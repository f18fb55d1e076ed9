import type { Period } from "./period";

/** The report's breakdowns: by what the visitor saw (pages, sources) and by what they asked for. */
export const TABLES = ["landing", "source", "campaign", "device", "service", "city", "page"] as const;
export type TableName = (typeof TABLES)[number];

export const TABLE_TITLES: Record<TableName, string> = {
  landing: "Landing page",
  source: "Source",
  campaign: "Campaign",
  device: "Device",
  service: "Service",
  city: "City",
  page: "Page",
};

export type Row = {
  value: string;
  label: string;
  views: number | null;
  visitors: number | null;
  leads: number | null;
  contacted: number | null;
  scheduled: number | null;
  completed: number | null;
};

export type Totals = {
  views: number;
  visitors: number;
  formStarts: number;
  leads: number;
  contacted: number;
  scheduled: number;
  completed: number;
  escalated: number;
  /** Booking-page requests whose customer chose an arrival window. */
  windowChosen: number;
  /** Requests that came through the site (a public form recorded their origin): the conversion's numerator. */
  siteLeads: number;
  /** Requests through the site per counted visitor, 0–1 (never above 1); null without visitors. */
  conversion: number | null;
  /** The share of booking-page requests that chose a window, 0–1; null without any. */
  windowShare: number | null;
  escalationShare: number | null;
  firstActionMedianHours: number | null;
  firstActionP90Hours: number | null;
  /** Requests with a visit, and what their customers did to it on the status page (decision 068). */
  visits: number;
  customerConfirmed: number;
  customerRescheduled: number;
  customerCancelled: number;
  /** Visits reminded, and those the customer confirmed after their reminder. */
  reminded: number;
  remindedConfirmed: number;
  /** Visits the customer cancelled per request with a visit, 0–1; null without visits. */
  cancellationRate: number | null;
  /** Reminders followed by the customer's confirmation per reminder sent, 0–1; null without reminders. */
  reminderConfirmedShare: number | null;
};

export type DailyPoint = { day: string; views: number; visitors: number; leads: number };
export type FunnelStep = { step: string; count: number };

export type Report = {
  period: Period;
  totals: Totals;
  daily: DailyPoint[];
  funnel: FunnelStep[];
  tables: Record<TableName, Row[]>;
};


/** Rows of each breakdown the tab shows; the rest are in the table's CSV (decision 048). */
export const SHOWN_ROWS = 20;

/** A breakdown as the tab shows it: its top {@link SHOWN_ROWS} rows and how many it has in all. */
export type ShownTable = { rows: Row[]; count: number };

/** The report as the tab sends it to the page: each breakdown cut to its top rows, so the page's size does not grow with what strangers send. */
export type ShownReport = Omit<Report, "tables"> & { tables: Record<TableName, ShownTable> };

export function shownReport(report: Report): ShownReport {
  const tables = Object.fromEntries(
    TABLES.map((table) => [table, { rows: report.tables[table].slice(0, SHOWN_ROWS), count: report.tables[table].length }]),
  ) as Record<TableName, ShownTable>;
  return { ...report, tables };
}
