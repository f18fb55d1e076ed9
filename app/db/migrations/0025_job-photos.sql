CREATE TABLE "job_photo_files" (
	"photo_id" uuid NOT NULL,
	"role" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "job_photo_files_photo_id_role_format_width_pk" PRIMARY KEY("photo_id","role","format","width"),
	CONSTRAINT "job_photo_files_role_check" CHECK (role in ('single', 'before', 'after')),
	CONSTRAINT "job_photo_files_format_check" CHECK (format in ('avif', 'webp', 'jpeg'))
);
--> statement-breakpoint
CREATE TABLE "job_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"purpose" text DEFAULT 'job' NOT NULL,
	"service_slug" text,
	"city_slug" text,
	"alt_en" text NOT NULL,
	"alt_es" text NOT NULL,
	"consent" text NOT NULL,
	"lead_id" uuid,
	"consent_note" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_photos_kind_check" CHECK (kind in ('single', 'before-after')),
	CONSTRAINT "job_photos_purpose_check" CHECK (purpose in ('job', 'person')),
	CONSTRAINT "job_photos_consent_check" CHECK (consent in ('own-work', 'customer-consented')),
	CONSTRAINT "job_photos_consent_note_check" CHECK (consent = 'own-work' or consent_note is not null)
);
--> statement-breakpoint
CREATE TABLE "photo_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"photo_id" uuid NOT NULL,
	"admin_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "photo_changes_action_check" CHECK (action in ('upload', 'hide', 'show', 'remove'))
);
--> statement-breakpoint
ALTER TABLE "job_photo_files" ADD CONSTRAINT "job_photo_files_photo_id_job_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."job_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_photos_created_idx" ON "job_photos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "photo_changes_at_idx" ON "photo_changes" USING btree ("at");--> statement-breakpoint
-- The pages that show job photos are rendered again on every app server when one changes (decision 085).
CREATE FUNCTION notify_photo_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changes', 'photos');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_photos_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_photos FOR EACH STATEMENT EXECUTE FUNCTION notify_photo_changes();
