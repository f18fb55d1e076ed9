import { eq, sql } from "drizzle-orm";
import { z } from "~/utils/zod";
import { getDb } from "~/db/client.server";
import { textMessages, type TextStatus } from "~/db/schema";
import { OPTED_OUT_ERROR } from "~/mail/sms.server";
import { markOptedOut } from "~/mail/text-opt-outs.server";

/** Twilio's status callback fields this site reads. */
export const deliveryStatusSchema = z.object({
  MessageSid: z.string().regex(/^[A-Z]{2}[0-9a-fA-F]{32}$/),
  MessageStatus: z.string().trim().toLowerCase().max(40),
  ErrorCode: z.string().trim().max(10).regex(/^\d*$/).optional(),
});
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/** Twilio's message statuses as this site keeps them; the others (receiving, received, read…) change nothing. */
const STATUS_OF: Record<string, TextStatus> = {
  accepted: "queued",
  scheduled: "queued",
  queued: "queued",
  sending: "queued",
  sent: "sent",
  delivered: "delivered",
  read: "delivered",
  undelivered: "undelivered",
  failed: "failed",
  canceled: "failed",
};

/** How far along a status is: callbacks may come out of order, and a later one never goes back. */
const RANK: Record<TextStatus, number> = { received: 0, queued: 1, sent: 2, delivered: 3, undelivered: 3, failed: 3 };

/**
 * Records a status callback on the text it names (decision 088): its status moves forward only
 * (a late 'sent' after 'delivered' changes nothing), with Twilio's error code; an error 21610
 * marks the number opted out. False when no text of ours has that sid or nothing changed.
 */
export async function recordDeliveryStatus(update: DeliveryStatus): Promise<boolean> {
  const status = STATUS_OF[update.MessageStatus];
  if (!status) return false;
  const errorCode = update.ErrorCode || null;
  return getDb().transaction(async (tx) => {
    const rank = sql.raw(
      `case ${textMessages.status.name} ${Object.entries(RANK)
        .map(([name, value]) => `when '${name}' then ${value}`)
        .join(" ")} end`,
    );
    const rows = await tx
      .update(textMessages)
      .set({ status, errorCode })
      .where(sql`${textMessages.providerSid} = ${update.MessageSid} and ${textMessages.direction} = 'out' and ${rank} <= ${RANK[status]}`)
      .returning({ phoneDigits: textMessages.phoneDigits });
    if (errorCode === String(OPTED_OUT_ERROR)) {
      const [text] = rows.length > 0 ? rows : await tx.select({ phoneDigits: textMessages.phoneDigits }).from(textMessages).where(eq(textMessages.providerSid, update.MessageSid));
      if (text) await markOptedOut(tx, text.phoneDigits, "carrier-21610");
    }
    return rows.length > 0;
  });
}
