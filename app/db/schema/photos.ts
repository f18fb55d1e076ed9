import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PHOTO_ACTIONS, PHOTO_CONSENTS, PHOTO_FORMATS, PHOTO_KINDS, PHOTO_PURPOSES, PHOTO_ROLES } from "../photo-values";
import { bytea, createdAt, oneOf } from "./columns";
import { adminUsers } from "./admins";
import { leads } from "./leads";

/**
 * A photo of real work (issue 42 §2), or a person's portrait, uploaded by staff in /admin/photos.
 * Its image files are rows of `job_photo_files` (app servers keep nothing on disk, decision 085).
 * Every change is announced on `page_changes` ('photos'): the pages that show photos are rendered
 * again on every app server.
 */
export const jobPhotos = pgTable(
  "job_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    purpose: text("purpose").notNull().default("job"),
    /** The service and service area it shows (slugs of app/content), or null. */
    serviceSlug: text("service_slug"),
    citySlug: text("city_slug"),
    altEn: text("alt_en").notNull(),
    altEs: text("alt_es").notNull(),
    consent: text("consent").notNull(),
    /** The customer's request, when the job was one and it is known. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** How and when the customer agreed (required for 'customer-consented'). */
    consentNote: text("consent_note"),
    hidden: boolean("hidden").notNull().default(false),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("job_photos_created_idx").on(t.createdAt),
    check("job_photos_kind_check", oneOf("kind", PHOTO_KINDS)),
    check("job_photos_purpose_check", oneOf("purpose", PHOTO_PURPOSES)),
    check("job_photos_consent_check", oneOf("consent", PHOTO_CONSENTS)),
    check("job_photos_consent_note_check", sql`consent = 'own-work' or consent_note is not null`),
  ],
);

/** One encoded size of one image of a photo: made once at upload by sharp. */
export const jobPhotoFiles = pgTable(
  "job_photo_files",
  {
    photoId: uuid("photo_id")
      .notNull()
      .references(() => jobPhotos.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.role, t.format, t.width] }),
    check("job_photo_files_role_check", oneOf("role", PHOTO_ROLES)),
    check("job_photo_files_format_check", oneOf("format", PHOTO_FORMATS)),
  ],
);

/** The photos' audit history: who did what, when, and the photo before and after. Outlives the photo (no foreign key). */
export const photoChanges = pgTable(
  "photo_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    photoId: uuid("photo_id").notNull(),
    adminId: uuid("admin_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("photo_changes_at_idx").on(t.at), check("photo_changes_action_check", oneOf("action", PHOTO_ACTIONS))],
);
