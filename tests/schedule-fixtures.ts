import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { isoWeekday, shiftDate } from "~/schedule/clock";

type LeadFields = Partial<typeof leads.$inferInsert>;

/** Leads for the schedule's tests, inserted as they are (no notices, no history). */
export async function insertLeads(count: number, fields: LeadFields = {}): Promise<string[]> {
  const rows = await getDb()
    .insert(leads)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Visit Customer ${i}`,
        phone: `(818) 555-${String(1000 + i).slice(-4)}`,
        email: `visit${i}@example.com`,
        service: "gutter-cleaning",
        streetAddress: `${100 + i} Main St`,
        zipCode: "91101",
        ...fields,
      })),
    )
    .returning({ id: leads.id });
  return rows.map((row) => row.id);
}

/** The first Tuesday at least `days` days after `date` (a working day under the defaults). */
export function tuesdayAfter(date: string, days: number): string {
  let day = shiftDate(date, days);
  while (isoWeekday(day) !== 2) day = shiftDate(day, 1);
  return day;
}
