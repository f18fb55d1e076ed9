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
  /** Leads per visitor, 0–1; null without visitors. */
  conversion: number | null;
  escalationShare: number | null;
  firstActionMedianHours: number | null;
  firstActionP90Hours: number | null;
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

