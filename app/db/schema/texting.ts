import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";
import { leads } from "./leads";

export const TEXT_DIRECTIONS = ["in", "out"] as const;
export type TextDirection = (typeof TEXT_DIRECTIONS)[number];

/** A text's state: 'received' for one that came in; an outgoing one queued → sent → delivered, or failed/undelivered (Twilio's status callbacks). */
export const TEXT_STATUSES = ["received", "queued", "sent", "delivered", "failed", "undelivered"] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

/** The question a bot's answer asks, waiting for the customer's next text: 'cancel' waits for a YES (decision 088). */
export const TEXT_QUESTIONS = ["cancel"] as const;
export type TextQuestion = (typeof TEXT_QUESTIONS)[number];

export const OPT_OUT_SOURCES = ["keyword", "carrier-21610"] as const;
export type OptOutSource = (typeof OPT_OUT_SOURCES)[number];

/**
 * Every text message to or from a customer's phone (decision 088): those that came in through
 * Twilio's webhook, and those the outbox sent. `phone_digits` is `phoneDigits` of the other
 * party's number; `provider_sid` is Twilio's MessageSid, stored once (a replayed webhook adds
 * nothing).
 */
export const textMessages = pgTable(
  "text_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    direction: text("direction").$type<TextDirection>().notNull(),
    phoneDigits: text("phone_digits").notNull(),
    body: text("body").notNull(),
    providerSid: text("provider_sid"),
    status: text("status").$type<TextStatus>().notNull(),
    errorCode: text("error_code"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Set on a bot's answer that asks a question (cancel the visit?): the customer's next text may answer it. */
    asks: text("asks").$type<TextQuestion>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("text_messages_provider_sid_idx").on(t.providerSid),
    index("text_messages_phone_idx").on(t.phoneDigits, t.createdAt.desc()),
    index("text_messages_lead_idx").on(t.leadId),
    // The Inbox tab's count, read on every admin page: only the unread texts in.
    index("text_messages_unread_idx").on(t.phoneDigits).where(sql`${t.direction} = 'in' and ${t.readAt} is null`),
    check("text_messages_direction_check", oneOf("direction", TEXT_DIRECTIONS)),
    check("text_messages_status_check", oneOf("status", TEXT_STATUSES)),
    check("text_messages_asks_check", oneOf("asks", TEXT_QUESTIONS)),
    check("text_messages_body_length_check", sql`char_length(${t.body}) <= 1600`),
  ],
);

/**
 * Phone numbers that said STOP (or that the carrier reports opted out, Twilio's error 21610): no
 * text goes to them until they say START (`restarted_at` set, after `opted_out_at`).
 */
export const textOptOuts = pgTable(
  "text_opt_outs",
  {
    phoneDigits: text("phone_digits").primaryKey(),
    optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull().defaultNow(),
    source: text("source").$type<OptOutSource>().notNull(),
    restartedAt: timestamp("restarted_at", { withTimezone: true }),
  },
  () => [check("text_opt_outs_source_check", oneOf("source", OPT_OUT_SOURCES))],
);
