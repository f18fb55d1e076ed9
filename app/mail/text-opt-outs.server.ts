import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { textOptOuts, type OptOutSource } from "~/db/schema";
import { phoneDigits } from "~/utils/phone";

/**
 * The numbers that said STOP, per phone number (decision 088). The outbox asks here before it
 * sends any text, so a STOP holds at once for every text queued or to come, whatever consent a
 * request carried; texting's inbound webhook writes here (STOP, START), and the outbox itself
 * when Twilio answers 21610.
 */

/** Which of `phones` (E.164 or as typed) stand opted out, as their digits. */
export async function optedOutDigits(db: Database | Transaction, phones: readonly string[]): Promise<Set<string>> {
  const digits = [...new Set(phones.map(phoneDigits))];
  if (digits.length === 0) return new Set();
  const rows = await db
    .select({ digits: textOptOuts.phoneDigits })
    .from(textOptOuts)
    .where(and(inArray(textOptOuts.phoneDigits, digits), isNull(textOptOuts.restartedAt)));
  return new Set(rows.map((row) => row.digits));
}

export async function isOptedOut(db: Database | Transaction, phone: string): Promise<boolean> {
  return (await optedOutDigits(db, [phone])).size > 0;
}

/** Marks a number opted out (again, if it had restarted). */
export async function markOptedOut(db: Database | Transaction, phone: string, source: OptOutSource): Promise<void> {
  await db
    .insert(textOptOuts)
    .values({ phoneDigits: phoneDigits(phone), source })
    .onConflictDoUpdate({
      target: textOptOuts.phoneDigits,
      set: { optedOutAt: sql`now()`, source, restartedAt: null },
      // A standing opt-out keeps its first date and source.
      setWhere: sql`${textOptOuts.restartedAt} is not null`,
    });
}

/** The customer texted START: texts may go to the number again. False when it was not opted out. */
export async function restartTexts(db: Database | Transaction, phone: string): Promise<boolean> {
  const rows = await db
    .update(textOptOuts)
    .set({ restartedAt: sql`now()` })
    .where(and(sql`${textOptOuts.phoneDigits} = ${phoneDigits(phone)}`, isNull(textOptOuts.restartedAt)))
    .returning({ digits: textOptOuts.phoneDigits });
  return rows.length > 0;
}
