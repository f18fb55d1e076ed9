import { sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { QuoteStatus } from "~/db/quote-values";
import { leads } from "~/db/schema";
import type { QUOTE_FILTERS } from "~/leads/admin/list-query";
import { quoteStateLabel } from "./quote-view";

/**
 * The admin list's quote filter as a condition on `leads` (handed to listLeads by the route):
 * the lead's latest quote version is sent and waiting, approved, or declined.
 */
export function quoteListCondition(state: (typeof QUOTE_FILTERS)[number]): SQL {
  return sql`exists (select 1 from quotes q where q.lead_id = ${leads.id} and q.status = ${state}
    and not exists (select 1 from quotes n where n.lead_id = q.lead_id and n.version > q.version))`;
}

/**
 * The latest quote of each of the list's leads in words, with its amount ("Quote approved (v2,
 * $1,234.00)": the approved total when approved), by lead id; a lead without a quote is left out.
 * One statement for the page (handed to its rows by the route).
 */
export async function latestQuoteLabels(leadIds: readonly string[]): Promise<Map<string, string>> {
  if (leadIds.length === 0) return new Map();
  const { rows } = await getDb().execute<{ lead_id: string; status: QuoteStatus; version: number; total_cents: number; answer_total: number | null }>(sql`
    select distinct on (q.lead_id) q.lead_id, q.status, q.version, q.total_cents, a.total_cents as answer_total
    from quotes q left join quote_answers a on a.quote_id = q.id
    where q.lead_id in (${sql.join(leadIds.map((id) => sql`${id}::uuid`), sql`, `)})
    order by q.lead_id, q.version desc, a.created_at desc nulls last`);
  return new Map(
    rows.map((row) => [row.lead_id, quoteStateLabel({ status: row.status, version: row.version, totalCents: row.total_cents, answer: { totalCents: row.answer_total } })]),
  );
}
