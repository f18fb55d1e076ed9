import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";

/** Empties every table of the worker's database: call it in beforeEach of a test that writes. */
export async function resetDb() {
  await getDb().execute(
    sql`truncate table leads, lead_photos, lead_status_history, lead_notes, lead_status_counts, mail_outbox, rate_limits, admin_users, sessions, auth_tokens, analytics_page_visitors, analytics_visits, analytics_daily, analytics_salts, analytics_digests, analytics_lead_daily, analytics_lead_dirty_days, lead_sources restart identity cascade`,
  );
}
