import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { leads } from "~/db/schema";
import type { Lead } from "./leads.server";
import { normalizeReference } from "./reference";

/** A phone number's digits without the US country code: "+1 (818) 555-0142" and "818.555.0142" match. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** The lead with this reference code and phone number, or undefined (the same whichever is wrong). */
export async function findLeadByReference(reference: string, phone: string): Promise<Lead | undefined> {
  const code = normalizeReference(reference);
  const digits = phoneDigits(phone);
  if (!code || digits.length < 7) return undefined;
  const [lead] = await getDb().select().from(leads).where(eq(leads.reference, code));
  return lead && phoneDigits(lead.phone) === digits ? lead : undefined;
}
