import type { Route } from "./+types/leads-export";
import { requireAdmin } from "~/auth/guards.server";
import { leadsCsvStream } from "~/leads/admin/export.server";
import { parseLeadListQuery } from "~/leads/admin/list-query";
import { quoteListCondition } from "~/quotes/list-filter.server";
import { and } from "drizzle-orm";
import { triageCondition } from "~/ai/triage.server";
import { isoDateInZone } from "~/utils/dates";

/** The current filter's leads as CSV (every page, not just the shown one), streamed as it is read. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const parsed = parseLeadListQuery(url.searchParams);
  if (!parsed.ok) return new Response(parsed.message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { cursor: _cursor, ...query } = parsed.query;
  return new Response(await leadsCsvStream(query, admin.id, and(query.quote ? quoteListCondition(query.quote) : undefined, query.triage ? triageCondition(query.triage) : undefined)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${isoDateInZone(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
