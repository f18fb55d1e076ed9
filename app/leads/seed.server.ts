import type pg from "pg";

/**
 * Realistic leads in bulk, generated inside PostgreSQL (generate_series: no rows travel over
 * the wire), with their first history entry. Names, phones in several formats, e-mails,
 * services, ZIPs, dates and statuses vary; about one in six is open and older than a day.
 * `namePrefix` starts every name (a test finds its own leads by it).
 */
export async function seedLeads(
  client: pg.Client | pg.PoolClient,
  count: number,
  { batch = 50_000, namePrefix = "" }: { batch?: number; namePrefix?: string } = {},
): Promise<void> {
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await client.query(
      `with generated as (
         select g,
                (array['Maria','James','Ana','David','Sofia','Michael','Linda','Carlos','Emily','Daniel','Grace','Kevin'])[1 + g % 12] as first,
                (array['Garcia','Smith','Lopez','Johnson','Nguyen','Kim','Martinez','Brown','Chen','Davis','Patel','Wilson'])[1 + (g / 12) % 12] as last,
                lpad(((g * 7919) % 10000)::text, 4, '0') as line,
                (array['310','818','213','323','626','805'])[1 + g % 6] as area
           from generate_series($1::int, $2::int) as g
       )
       insert into leads (name, phone, email, service, description, status, source, street_address, zip_code,
                          preferred_date, created_at, scheduled_date, arrival_window)
       select $3 || first || ' ' || last || ' ' || g,
              case g % 3 when 0 then '(' || area || ') 555-' || line when 1 then area || '.555.' || line else '+1 ' || area || ' 555 ' || line end,
              case when g % 5 = 0 then '' else lower(first) || '.' || lower(last) || g || '@example.com' end,
              (array['tv-mounting','furniture-assembly','drywall-repair','home-cleaning','light-fixture-installation','caulking','gutter-cleaning','smart-home-setup','door-lock-repair'])[1 + g % 9],
              'Seeded request ' || g || ': ' || repeat('please take a look at the job, ', 1 + g % 8),
              (array['New','In Review','Prioritized','Approved','Completed','Not Qualified','New','Approved'])[1 + g % 8],
              case when g % 4 = 0 then 'quote' else 'booking' end,
              (100 + g % 9800) || ' ' || (array['Main St','Oak Ave','Sunset Blvd','Ventura Blvd','Maple Dr'])[1 + g % 5],
              (array['90012','90028','91101','91505','91360','90401'])[1 + g % 6],
              case when g % 3 = 0 then null else (current_date + (g % 60))::date end,
              now() - make_interval(mins => g * 3),
              case when g % 8 in (3, 7) then (current_date + (g % 30))::date end,
              case when g % 8 in (3, 7) then (array['8-10','10-12','12-2','2-4','4-6'])[1 + g % 5] end
         from generated`,
      [start, end, namePrefix && `${namePrefix} `],
    );
  }
  await client.query(
    `insert into lead_status_history (lead_id, from_status, to_status, changed_by, changed_at, action)
     select id, null, 'New', 'customer', created_at, 'created' from leads l
      where not exists (select 1 from lead_status_history h where h.lead_id = l.id)`,
  );
  await client.query("vacuum analyze leads");
  await client.query("analyze lead_status_history");
}
