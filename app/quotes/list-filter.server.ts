import { sql, type SQL } from "drizzle-orm";
import { leads } from "~/db/schema";
import type { QUOTE_FILTERS } from "~/leads/list-query";

/**
 * The admin list's quote filter as a condition on `leads` (handed to listLeads by the route):
 * the lead's latest quote version is sent and waiting, approved, or declined.
 */
export function quoteListCondition(state: (typeof QUOTE_FILTERS)[number]): SQL {
  return sql`exists (select 1 from quotes q where q.lead_id = ${leads.id} and q.status = ${state}
    and not exists (select 1 from quotes n where n.lead_id = q.lead_id and n.version > q.version))`;
}
