import { env } from "~/utils/env.server";
import { queueWeeklyDigest } from "./digest.server";
import { refreshLeadDays, rollUpAnalytics } from "./rollup.server";

/** The hourly analytics work: the rollups, then the weekly digest when it is switched on. */
export async function runAnalyticsMaintenance(now: Date = new Date()): Promise<void> {
  await rollUpAnalytics(now);
  await refreshLeadDays();
  if (env().ANALYTICS_DIGEST === "weekly") await queueWeeklyDigest(now);
}
