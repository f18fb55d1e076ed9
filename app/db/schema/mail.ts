import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";

/** A file sent with an e-mail (a calendar invitation): its text content as stored. */
/** An attachment: its content as text (an .ics), or as base64 for bytes (a PDF) when `encoding` says so. */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: "base64" };

export const OUTBOX_CHANNELS = ["email", "sms"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * A message's state in the outbox: 'pending' until sent ('sent'), or given up after its last
 * attempt ('failed'); never sent: 'held', a customer's over its recipient's daily cap (decision
 * 075), and 'opted-out', a text to a number that said STOP (decision 088).
 */
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "held", "opted-out"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Outgoing e-mail and text messages, queued in the same transaction as what caused them and
 * sent by a worker. `to` is an e-mail address or, for 'sms', a phone number in E.164.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").$type<OutboxChannel>().notNull().default("email"),
    kind: text("kind").notNull(),
    /** Set for messages that must go out once per cause (a lead's notice): a second insert is ignored. */
    idempotencyKey: text("idempotency_key"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("mail_outbox_idempotency_idx").on(t.idempotencyKey),
    check("mail_outbox_channel_check", sql`${t.channel} in ('email', 'sms')`),
    check("mail_outbox_status_check", oneOf("status", OUTBOX_STATUSES)),
  ],
);
