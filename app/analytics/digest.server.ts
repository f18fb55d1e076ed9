import { addDays, format, parseISO, startOfISOWeek } from "date-fns";
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { adminUsers, analyticsDigests } from "~/db/schema";
import { company } from "~/content/site";
import { isoDateInZone } from "~/utils/dates";
import { enqueueMail } from "~/mail/outbox.server";
import { siteUrl } from "~/utils/env.server";
import { formatCount, formatHours, formatPercent } from "./format";
import type { Period } from "./period";
import type { Report } from "./report";
import { analyticsReport } from "./report.server";

/** The week just finished (Monday to Sunday, Los Angeles days) before the week of `now`. */
export function previousWeek(now: Date): Period {
  const monday = startOfISOWeek(parseISO(isoDateInZone(now)));
  return {
    range: "custom",
    from: format(addDays(monday, -7), "yyyy-MM-dd"),
    to: format(addDays(monday, -1), "yyyy-MM-dd"),
    days: 7,
  };
}

function top(report: Report, table: "landing" | "source" | "campaign"): string[] {
  const rows = report.tables[table].filter((row) => (row.leads ?? 0) > 0 || (row.views ?? 0) > 0).slice(0, 5);
  return rows.length === 0
    ? ["  (none)"]
    : rows.map((row) => `  ${row.label}: ${formatCount(row.views)} views, ${formatCount(row.leads)} requests`);
}

/** The digest's plain text: the week's totals, funnel, top landing pages, sources and campaigns. */
export function digestText(report: Report): string {
  const { totals } = report;
  return [
    `${company.name}: the week of ${report.period.from} to ${report.period.to}`,
    "",
    `Page views: ${formatCount(totals.views)}`,
    `Visitors: ${formatCount(totals.visitors)}`,
    `Service requests: ${formatCount(totals.leads)} (${formatPercent(totals.conversion)} of visitors)`,
    `Contacted: ${formatCount(totals.contacted)}, scheduled: ${formatCount(totals.scheduled)}, completed: ${formatCount(totals.completed)}`,
    `Time to first staff action: median ${formatHours(totals.firstActionMedianHours)}, 90th percentile ${formatHours(totals.firstActionP90Hours)}`,
    `"No one contacted me" reports: ${formatCount(totals.escalated)} (${formatPercent(totals.escalationShare)} of requests)`,
    `Visits cancelled by the customer: ${formatCount(totals.customerCancelled)} (${formatPercent(totals.cancellationRate)} of visits); reminders confirmed: ${formatPercent(totals.reminderConfirmedShare)}`,
    "",
    "Top landing pages:",
    ...top(report, "landing"),
    "",
    "Top sources:",
    ...top(report, "source"),
    "",
    "Top campaigns:",
    ...top(report, "campaign"),
    "",
    `The full report: ${siteUrl(`/admin/analytics?range=custom&from=${report.period.from}&to=${report.period.to}`)}`,
  ].join("\n");
}

/**
 * Queues last week's summary to every active Super Admin, once per week: the week's row in
 * `analytics_digests` is claimed in the same transaction, so several app servers send it once.
 */
export async function queueWeeklyDigest(now: Date = new Date()): Promise<boolean> {
  const period = previousWeek(now);
  const report = await analyticsReport(period);
  const text = digestText(report);
  return getDb().transaction(async (tx) => {
    const claimed = await tx
      .insert(analyticsDigests)
      .values({ weekStart: period.from })
      .onConflictDoNothing()
      .returning({ weekStart: analyticsDigests.weekStart });
    if (claimed.length === 0) return false;
    const recipients = await tx
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .where(and(eq(adminUsers.role, "Super Admin"), eq(adminUsers.isActive, true)));
    for (const { email } of recipients) {
      await enqueueMail(tx, {
        kind: "analytics-digest",
        audience: "staff",
        to: email,
        subject: `Weekly analytics: ${formatCount(report.totals.leads)} requests from ${formatCount(report.totals.visitors)} visitors`,
        text,
      });
    }
    return true;
  });
}
