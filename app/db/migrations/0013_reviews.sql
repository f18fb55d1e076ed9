CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"text" text NOT NULL,
	"first_name" text NOT NULL,
	"city" text NOT NULL,
	"city_slug" text,
	"job_date" date NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"hidden_reason" text,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK (status in ('waiting', 'published', 'hidden')),
	CONSTRAINT "reviews_hidden_reason_check" CHECK ((status = 'hidden') = (hidden_reason is not null) and (hidden_reason is null or hidden_reason in ('personal-data', 'abuse', 'off-topic', 'not-about-the-job')))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_lead_idx" ON "reviews" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","moderated_at");--> statement-breakpoint
-- The pages that show reviews are rendered again on every app server when one changes (decision 057).
CREATE FUNCTION notify_review_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changes', 'reviews');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION notify_review_changes();
