import { csvLine } from "~/utils/csv";
import type { Report, Row, TableName } from "./report";

/** 0.0342 → '3.4%'; no value → '–'. */
export function formatPercent(value: number | null): string {
  return value === null ? "–" : `${(value * 100).toFixed(1)}%`;
}

/** Hours as '45 min', '5.2 h' or '3.1 days'; no value → '–'. */
export function formatHours(hours: number | null): string {
  if (hours === null) return "–";
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return `${(hours / 24).toFixed(1)} days`;
}

export function formatCount(value: number | null): string {
  return value === null ? "–" : value.toLocaleString("en-US");
}

/** The CSV files the tab offers: the day-by-day series, the funnel and every breakdown. */
export const CSV_TABLES = ["daily", "funnel", "landing", "source", "campaign", "device", "service", "city", "page"] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

function csv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map(csvLine).join("");
}

/** A breakdown row's requests per counted visitor, 0–1: never above 1 (a visitor who opted out of counting may still send a request; issue 40 §6). */
export function conversionOf(row: Pick<Row, "leads" | "visitors">): number | null {
  return row.leads === null || !row.visitors ? null : Math.min(1, row.leads / row.visitors);
}

/** One of the report's tables as CSV (RFC 4180, CRLF), numbers unformatted. */
export function reportCsv(report: Report, table: CsvTable): string {
  if (table === "daily") {
    return csv(["day", "views", "visitors", "leads"], report.daily.map((point) => [point.day, point.views, point.visitors, point.leads]));
  }
  if (table === "funnel") return csv(["step", "count"], report.funnel.map((step) => [step.step, step.count]));
  const rows = report.tables[table as TableName];
  return csv(
    [table, "views", "visitors", "leads", "conversion", "contacted", "scheduled", "completed"],
    rows.map((row) => [
      row.label,
      row.views,
      row.visitors,
      row.leads,
      conversionOf(row)?.toFixed(4) ?? null,
      row.contacted,
      row.scheduled,
      row.completed,
    ]),
  );
}
