CREATE TABLE "admin_saved_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "admin_saved_views" ADD CONSTRAINT "admin_saved_views_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_saved_views_admin_name_idx" ON "admin_saved_views" USING btree ("admin_id","name");--> statement-breakpoint
CREATE INDEX "leads_phone_digits_idx" ON "leads" USING btree ("phone_digits","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_email_lower_idx" ON "leads" USING btree (lower("email"),"created_at" DESC NULLS LAST) WHERE email <> '';--> statement-breakpoint
-- Hand-written: "By city" now falls back to the lead's ZIP (app/content/zip-areas.ts); count every day again.
INSERT INTO analytics_lead_dirty_days (day) SELECT DISTINCT (created_at AT TIME ZONE 'America/Los_Angeles')::date FROM leads ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Hand-written: the lead list (a kept page, decision 027) shows an admin's saved views.
CREATE TRIGGER admin_saved_views_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admin_saved_views FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();
