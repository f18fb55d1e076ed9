import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import { phoneDigits } from "~/utils/phone";
import type { Lead } from "../leads/leads.server";
import { normalizeReference } from "../leads/reference";

/** The lead with this reference code and phone number, or undefined (the same whichever is wrong). */
export async function findLeadByReference(reference: string, phone: string): Promise<Lead | undefined> {
  const code = normalizeReference(reference);
  const digits = phoneDigits(phone);
  if (!code || digits.length < 7) return undefined;
  const [lead] = await getDb().select().from(leads).where(eq(leads.reference, code));
  return lead && lead.phoneDigits === digits ? lead : undefined;
}
