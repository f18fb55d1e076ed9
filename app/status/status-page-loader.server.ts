import { and, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { leadStatusHistory } from "~/db/schema";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { pageCacheHeaders } from "~/utils/page-cache";
import type { Lang } from "~/content/i18n";
import { findLead, type Lead } from "../leads/leads.server";
import { noContactState } from "../leads/no-contact";
import { toStatusView, type StatusView } from "./status-view";

export const STATUS_ERRORS = {
  missing: "Request ID is missing",
  notFound: "Request not found.",
  failed: "Failed to fetch request details.",
} as const;

export type StatusPageData = { found: true; request: StatusView } | { found: false; id: string; message: string };

/** The status page's data: the masked request, or the not-found view with its HTTP status (404, or 503 when the database fails). */
export async function loadStatusPage(requestId: string | undefined, lang: Lang = "en") {
  const id = (requestId ?? "").trim();
  const notFound = (message: string, status: number) =>
    data<StatusPageData>({ found: false, id: id.slice(0, 100), message }, { status });
  if (!id) return notFound(STATUS_ERRORS.missing, 404);
  try {
    const lead = await findLead(id);
    if (!lead) return notFound(STATUS_ERRORS.notFound, 404);
    const now = new Date();
    const noContactAfterHours = env().NO_CONTACT_AFTER_HOURS;
    const request = toStatusView(lead, { visited: await statusesVisited(lead), noContactAfterHours, now, lang });
    // The page reads the same until 'No one contacted me' opens (every other date on it is fixed).
    const state = noContactState(lead, noContactAfterHours, now);
    const changesAt = state.kind === "waiting" ? state.from.getTime() : Number.POSITIVE_INFINITY;
    return data<StatusPageData>({ found: true, request }, { headers: pageCacheHeaders(changesAt) });
  } catch (error) {
    logger.error({ err: error }, "status page: reading the request failed");
    return notFound(STATUS_ERRORS.failed, 503);
  }
}

/** The statuses the lead's history moved it to (its timeline ticks only these); a move staff undid does not count. */
async function statusesVisited(lead: Lead): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ status: leadStatusHistory.toStatus })
    .from(leadStatusHistory)
    .where(and(eq(leadStatusHistory.leadId, lead.id), isNull(leadStatusHistory.undoneAt)));
  return rows.map((row) => row.status);
}
