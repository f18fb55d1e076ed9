import { and, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { BUSINESS_TIME_ZONE } from "~/utils/dates";
import type { ReminderSettings } from "./reminder-settings";

/**
 * When a customer reminder about money is due (an overdue invoice's, decision 090; an unpaid
 * deposit's, decision 089): the k-th (k = `sent` + 1) `afterDays × k` days after the day `from`
 * (a Los Angeles date), at least `afterDays` days after the one before (`last`), at most `max` in
 * all. A condition of the UPDATE … RETURNING that claims a reminder by counting it on its row, so
 * several app servers, or a run repeated, remind once.
 */
export function reminderDue(columns: { from: SQL | PgColumn; sent: PgColumn; last: PgColumn }, { afterDays, max }: ReminderSettings, today: string): SQL {
  return and(
    lt(columns.sent, max),
    sql`${columns.from} + ${afterDays}::int * (${columns.sent} + 1) <= ${today}::date`,
    sql`(${columns.last} is null or ${businessDate(columns.last)} + ${afterDays}::int <= ${today}::date)`,
  )!;
}

/** A moment's Los Angeles date, as SQL (the day a deposit's reminders count from). */
export function businessDate(column: PgColumn): SQL {
  return sql`(${column} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})::date`;
}
