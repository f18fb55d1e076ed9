import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * The business profile the owner keeps in the admin (issue 42, decision 087): one row, one
 * document checked by app/business/profile-schema.ts before it is written. Every change is
 * announced on `page_changes` ('business'): each app server reads it again and renders the
 * marketing pages again in memory (decision 057).
 */
export const businessProfile = pgTable(
  "business_profile",
  {
    id: integer("id").primaryKey().default(1),
    profile: jsonb("profile").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  () => [check("business_profile_one_row", sql`id = 1`)],
);

/** The profile's history: who changed which part, when, and what it held before and after. */
export const businessChanges = pgTable(
  "business_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    section: text("section").notNull(),
    adminEmail: text("admin_email").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("business_changes_created_idx").on(t.createdAt)],
);
