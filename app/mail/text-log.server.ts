import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { textMessages, type TextStatus } from "~/db/schema";
import { phoneDigits } from "~/utils/phone";

/**
 * Writes a text sent to a customer into `text_messages` (decision 088), with Twilio's MessageSid
 * when it has one (its status callbacks then find it) and the newest request of that number, so
 * the lead's history and the inbox's thread show it. A sid stored before is kept once.
 */
export async function recordSentText(
  db: Database | Transaction,
  text: { to: string; body: string; sid?: string; status: TextStatus },
): Promise<void> {
  const digits = phoneDigits(text.to);
  await db
    .insert(textMessages)
    .values({
      direction: "out",
      phoneDigits: digits,
      body: text.body.slice(0, 1600),
      providerSid: text.sid ?? null,
      status: text.status,
      leadId: sql`(select id from leads where phone_digits = ${digits} order by created_at desc limit 1)`,
    })
    .onConflictDoNothing({ target: textMessages.providerSid });
}
