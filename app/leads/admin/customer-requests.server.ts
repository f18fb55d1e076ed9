import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { serviceLabel } from "~/content/site";
import { formatShortDateTime } from "~/utils/dates";
import { phoneDigits } from "~/utils/phone";
import type { OtherRequestView } from "./admin-view";


/** How many of a customer's other requests the lead's page lists. */
const OTHER_REQUESTS_SHOWN = 20;

/**
 * The customer's other requests: leads with the same phone number (its digits, `phone_digits`,
 * decision 051) or the same e-mail (any case), newest first, served by their indexes. An erased
 * lead's empty phone and e-mail match nothing.
 */
export async function otherRequestsOf(lead: { id: string; phone: string; email: string }): Promise<OtherRequestView[]> {
  const digits = phoneDigits(lead.phone);
  const email = lead.email.trim().toLowerCase();
  const same = or(
    digits.length >= 7 ? eq(leads.phoneDigits, digits) : undefined,
    email ? and(ne(leads.email, ""), eq(sql`lower(${leads.email})`, email)) : undefined,
  );
  if (!same) return [];
  const rows = await getDb()
    .select({
      id: leads.id,
      reference: leads.reference,
      service: leads.service,
      status: leads.status,
      createdAt: leads.createdAt,
      earlier: sql<boolean>`${leads.createdAt} <= (select l.created_at from leads l where l.id = ${lead.id})`,
    })
    .from(leads)
    .where(and(same, ne(leads.id, lead.id)))
    .orderBy(desc(leads.createdAt))
    .limit(OTHER_REQUESTS_SHOWN);
  return rows.map((row) => ({ id: row.id, reference: row.reference, service: serviceLabel(row.service), status: row.status, created: formatShortDateTime(row.createdAt), earlier: row.earlier }));
}
