import { sql } from "drizzle-orm";
import { SIGN_IN_WINDOW_SECONDS } from "~/auth/login.server";
import { RESET_CLIENT_LIMIT } from "~/auth/password-reset.server";
import { SECOND_FACTOR_WINDOW_SECONDS } from "~/auth/two-factor.server";
import { getDb } from "~/db/client.server";
import { FORM_RATE_LIMIT } from "~/leads/lead-forms.server";
import { LOOKUP_RATE_LIMIT, NO_CONTACT_RATE_LIMIT } from "~/leads/status-page.server";

/** Empties every table of the worker's database: call it in beforeEach of a test that writes. */
export async function resetDb() {
  await getDb().execute(
    sql`truncate table leads, lead_photos, lead_status_history, lead_notes, lead_status_counts, mail_outbox, rate_limits, admin_users, sessions, auth_tokens, analytics_page_visitors, analytics_visits, analytics_daily, analytics_salts, analytics_digests, analytics_lead_daily, analytics_lead_dirty_days, lead_sources restart identity cascade`,
  );
}

/** The windows of the app's rate limits. */
const RATE_LIMIT_WINDOWS_SECONDS = [
  SIGN_IN_WINDOW_SECONDS,
  SECOND_FACTOR_WINDOW_SECONDS,
  RESET_CLIENT_LIMIT.windowSeconds,
  FORM_RATE_LIMIT.windowSeconds,
  NO_CONTACT_RATE_LIMIT.windowSeconds,
  LOOKUP_RATE_LIMIT.windowSeconds,
];

/**
 * Rate limits count in fixed windows aligned to the clock (app/security/rate-limit.server.ts): a
 * test that fills one must not run across a window's end, or the count starts again halfway. When
 * one of the windows ends within `needSeconds`, this waits for that end.
 */
export async function freshRateLimitWindow(needSeconds = 60): Promise<void> {
  const now = Date.now() / 1000;
  const left = Math.min(...RATE_LIMIT_WINDOWS_SECONDS.map((window) => window - (now % window)));
  if (left < needSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}
