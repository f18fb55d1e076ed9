import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REVIEW_HIDE_REASONS, REVIEW_STATUSES } from "../review-values";
import { createdAt, oneOf } from "./columns";
import { leads } from "./leads";

/**
 * A completed request's review, written by its customer on /status/:id/review (issue 32): one per
 * request, editable for 30 days. The office publishes it or hides it for a content reason; the
 * owner may answer it. Every change is announced on `page_changes` ('reviews'): the pages that
 * show reviews are rendered again on every app server (decision 057).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    text: text("text").notNull(),
    /** The name and city the customer chose to show. */
    firstName: text("first_name").notNull(),
    city: text("city").notNull(),
    /** The service area the city names (its slug), for its city page; null for any other place. */
    citySlug: text("city_slug"),
    /** The month of the job: the day the request was completed. */
    jobDate: date("job_date", { mode: "string" }).notNull(),
    /** When the customer agreed to its publication (required to send the form). */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("waiting"),
    hiddenReason: text("hidden_reason"),
    /** Who published or hid it, and when. */
    moderatedBy: text("moderated_by"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    /** The owner's public answer, shown under the review. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_lead_idx").on(t.leadId),
    index("reviews_status_idx").on(t.status, t.moderatedAt),
    check("reviews_stars_check", sql`${t.stars} between 1 and 5`),
    check("reviews_status_check", oneOf("status", REVIEW_STATUSES)),
    check("reviews_hidden_reason_check", sql`(status = 'hidden') = (hidden_reason is not null) and (hidden_reason is null or ${oneOf("hidden_reason", REVIEW_HIDE_REASONS)})`),
  ],
);
