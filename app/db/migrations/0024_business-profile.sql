CREATE TABLE "business_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"admin_email" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"profile" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "business_profile_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE INDEX "business_changes_created_idx" ON "business_changes" USING btree ("created_at");--> statement-breakpoint
CREATE FUNCTION notify_business_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changes', 'business');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER business_profile_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON business_profile FOR EACH STATEMENT EXECUTE FUNCTION notify_business_changes();
