import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { BUSINESS_TIME_ZONE } from "~/utils/dates";

/** The Analytics tab's quote figures for a period of Los Angeles dates (from and to included). */
export type QuoteStats = {
  /** Requests whose first quote was sent in the period. */
  sent: number;
  /** Of those, how many were approved (by now), and the share. */
  approvedOfSent: number;
  conversion: number | null;
  /** Approvals and declines answered in the period. */
  approved: number;
  declined: number;
  /** The approved totals' average, in cents, and the median time from the first quote to the approval, in hours. */
  averageApprovedCents: number | null;
  medianHoursToApproval: number | null;
};

type Row = {
  sent: number;
  approved_of_sent: number;
  approved: number;
  declined: number;
  average_approved: string | null;
  median_seconds: number | null;
};

/** One statement over the quotes and their answers (a few rows a request). */
export async function quoteStats(from: string, to: string): Promise<QuoteStats> {
  const day = (column: string) => sql.raw(`(${column} at time zone '${BUSINESS_TIME_ZONE}')::date`);
  const result = await getDb().execute<Row>(sql`
    with firsts as (
      select lead_id, min(sent_at) as first_sent from quotes group by lead_id
    ), approvals as (
      select q.lead_id, a.answer, a.total_cents, a.created_at from quote_answers a join quotes q on q.id = a.quote_id
    )
    select
      (select count(*)::int from firsts f where ${day("f.first_sent")} between ${from}::date and ${to}::date) as sent,
      (select count(distinct f.lead_id)::int from firsts f join approvals a on a.lead_id = f.lead_id and a.answer = 'approved'
        where ${day("f.first_sent")} between ${from}::date and ${to}::date) as approved_of_sent,
      (select count(*)::int from approvals a where a.answer = 'approved' and ${day("a.created_at")} between ${from}::date and ${to}::date) as approved,
      (select count(*)::int from approvals a where a.answer = 'declined' and ${day("a.created_at")} between ${from}::date and ${to}::date) as declined,
      (select avg(a.total_cents)::text from approvals a where a.answer = 'approved' and ${day("a.created_at")} between ${from}::date and ${to}::date) as average_approved,
      (select percentile_cont(0.5) within group (order by extract(epoch from a.created_at - f.first_sent))
         from approvals a join firsts f on f.lead_id = a.lead_id
        where a.answer = 'approved' and ${day("a.created_at")} between ${from}::date and ${to}::date) as median_seconds`);
  const row = result.rows[0]!;
  return {
    sent: row.sent,
    approvedOfSent: row.approved_of_sent,
    conversion: row.sent > 0 ? row.approved_of_sent / row.sent : null,
    approved: row.approved,
    declined: row.declined,
    averageApprovedCents: row.average_approved === null ? null : Math.round(Number(row.average_approved)),
    medianHoursToApproval: row.median_seconds === null ? null : Number(row.median_seconds) / 3600,
  };
}
