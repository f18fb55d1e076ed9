import { database } from "./admin-helpers";

/** The completed job a test invoices: who the customer is and what the approved quote's one item is. */
export type CompletedJob = { name: string; phone: string; email: string; service: string; description: string; item: string };

/** A completed job whose $400.00 quote (one item, no tax) the customer approved, written straight to the database; its lead's id. */
export async function completedJob(job: CompletedJob): Promise<string> {
  const db = database();
  const { rows } = await db.query<{ id: string }>(
    `insert into leads (name, phone, email, service, description, status) values ($1, $2, $3, $4, $5, 'Completed') returning id`,
    [job.name, job.phone, job.email, job.service, job.description],
  );
  const leadId = rows[0]!.id;
  const quote = await db.query<{ id: string }>(
    `insert into quotes (lead_id, version, status, tax_rate_milli, subtotal_cents, tax_cents, total_cents, valid_until, sent_by, answered_at)
     values ($1, 1, 'approved', 0, 40000, 0, 40000, '2099-01-01', 'ops@example.com', now()) returning id`,
    [leadId],
  );
  const quoteId = quote.rows[0]!.id;
  await db.query(`insert into quote_items (quote_id, position, name, quantity_milli, unit_price_cents, taxable, optional) values ($1, 1, $2, 1000, 40000, false, false)`, [quoteId, job.item]);
  await db.query(
    `insert into quote_answers (quote_id, answer, version, subtotal_cents, discount_cents, tax_cents, total_cents, signed_name) values ($1, 'approved', 1, 40000, 0, 0, 40000, $2)`,
    [quoteId, job.name],
  );
  return leadId;
}
