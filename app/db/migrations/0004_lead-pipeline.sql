CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
UPDATE "leads" SET "status" = CASE lower(trim("status"))
  WHEN 'new' THEN 'New' WHEN 'in review' THEN 'In Review' WHEN 'in-review' THEN 'In Review'
  WHEN 'prioritized' THEN 'Prioritized' WHEN 'approved' THEN 'Approved' WHEN 'scheduled' THEN 'Approved'
  WHEN 'completed' THEN 'Completed' WHEN 'not qualified' THEN 'Not Qualified' WHEN 'not-qualified' THEN 'Not Qualified'
  ELSE 'New' END
WHERE "status" NOT IN ('New', 'In Review', 'Prioritized', 'Approved', 'Completed', 'Not Qualified');--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_status_counts" (
	"status" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "action" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "previous" jsonb;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "lead_version" integer;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "scheduled_date" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "arrival_window" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "not_qualified_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "staff_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || coalesce(zip_code, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "queue_rank" integer GENERATED ALWAYS AS (case when status = 'Prioritized' then 1 else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_admin_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_queue_idx" ON "leads" USING btree ("queue_rank" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_preferred_idx" ON "leads" USING btree (coalesce("preferred_date", 'infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "leads_assigned_idx" ON "leads" USING btree ("assigned_to","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin ("phone_digits" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_action_check" CHECK (action in ('created', 'status', 'schedule', 'assign', 'undo', 'no-contact'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK (status in ('New', 'In Review', 'Prioritized', 'Approved', 'Completed', 'Not Qualified'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_arrival_window_check" CHECK (arrival_window is null or arrival_window in ('8-10', '10-12', '12-2', '2-4', '4-6'));--> statement-breakpoint
UPDATE "lead_status_history" SET "action" = 'created' WHERE "from_status" IS NULL;--> statement-breakpoint
CREATE FUNCTION lead_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_status_counts (status, n) SELECT status, count(*) FROM inserted GROUP BY status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION lead_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_status_counts (status, n) SELECT status, -count(*) FROM deleted GROUP BY status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION lead_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_status_counts (status, n)
  SELECT status, sum(n) FROM (SELECT status, 1 AS n FROM inserted UNION ALL SELECT status, -1 FROM deleted) AS changes
  GROUP BY status HAVING sum(n) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION lead_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_status_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_count_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_insert();--> statement-breakpoint
CREATE TRIGGER leads_count_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_delete();--> statement-breakpoint
CREATE TRIGGER leads_count_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS deleted NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_update();--> statement-breakpoint
CREATE TRIGGER leads_count_truncate AFTER TRUNCATE ON leads FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_truncate();--> statement-breakpoint
INSERT INTO lead_status_counts (status, n) SELECT status, count(*) FROM leads GROUP BY status;
