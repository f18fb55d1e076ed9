import { sql } from "drizzle-orm";
import { afterEach, beforeEach, vi } from "vitest";
import { getDb, getPool } from "~/db/client.server";
import { resetEnvCache } from "~/utils/env.server";

/** Empties every table of the worker's database: call it in beforeEach of a test that writes. */
export async function resetDb() {
  await getDb().execute(
    sql`truncate table text_messages, text_opt_outs, leads, lead_photos, lead_status_history, lead_notes, lead_status_counts, mail_outbox, rate_limits, admin_users, sessions, auth_tokens, analytics_page_visitors, analytics_visits, analytics_daily, analytics_salts, analytics_digests, analytics_lead_daily, analytics_lead_dirty_days, lead_sources, schedule_settings, schedule_closures, schedule_window_counts, price_book_items, quote_settings, job_photos, photo_changes, business_profile, business_changes, ai_calls, ai_budget_days restart identity cascade`,
  );
}

/** For tests that read the links in customer messages: the site's address set before each test, the environment put back after it. */
export function withSiteUrl(url = "https://handyman.example") {
  beforeEach(() => {
    vi.stubEnv("SITE_URL", url);
    resetEnvCache();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
  });
}

/**
 * The statements `work` sends through the pool (`queries`), and the connections it checks out
 * (`checkouts`): a statement sent alone takes one each, a transaction one for several.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<{ queries: number; checkouts: number }> {
  const pool = getPool();
  let checkouts = 0;
  const count = () => (checkouts += 1);
  pool.on("acquire", count);
  const queries = vi.spyOn(pool, "query");
  try {
    await work();
    return { queries: queries.mock.calls.length, checkouts };
  } finally {
    queries.mockRestore();
    pool.off("acquire", count);
  }
}
