CREATE TABLE "analytics_lead_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"leads" integer NOT NULL,
	"contacted" integer NOT NULL,
	"scheduled" integer NOT NULL,
	"completed" integer NOT NULL,
	"escalated" integer NOT NULL,
	"wait_hours" real[],
	CONSTRAINT "analytics_lead_daily_dimension_day_value_pk" PRIMARY KEY("dimension","day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_lead_dirty_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "analytics_events_at_idx";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "day" date;--> statement-breakpoint
UPDATE "analytics_events" SET "day" = ("at" AT TIME ZONE 'America/Los_Angeles')::date;--> statement-breakpoint
ALTER TABLE "analytics_events" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_sources" ADD COLUMN "city" text GENERATED ALWAYS AS (coalesce(substring(landing_path from '^/locations/([^/]+)$'), substring(from_path from '^/locations/([^/]+)$'))) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_staff_action_at" timestamp with time zone;--> statement-breakpoint
UPDATE "leads" l SET "first_staff_action_at" = f.first FROM (
  SELECT lead_id, min(at) AS first FROM (
    SELECT lead_id, changed_at AS at FROM "lead_status_history" WHERE changed_by LIKE '%@%'
    UNION ALL
    SELECT lead_id, created_at FROM "lead_notes"
  ) staff GROUP BY lead_id
) f WHERE f.lead_id = l.id;--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING brin ("day");--> statement-breakpoint
CREATE FUNCTION analytics_lead_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A day already marked is left as it is (no row written or locked); a mark being taken by a
  -- refresh in progress makes this wait for it, then marks the day again.
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO analytics_lead_dirty_days (day)
    SELECT DISTINCT (created_at AT TIME ZONE 'America/Los_Angeles')::date FROM changed
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO analytics_lead_dirty_days (day)
    SELECT DISTINCT (created_at AT TIME ZONE 'America/Los_Angeles')::date FROM gone
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION analytics_lead_days_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_lead_daily;
  DELETE FROM analytics_lead_dirty_days;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_analytics_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_lead_days_changed();--> statement-breakpoint
CREATE TRIGGER leads_analytics_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS gone NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION analytics_lead_days_changed();--> statement-breakpoint
CREATE TRIGGER leads_analytics_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION analytics_lead_days_changed();--> statement-breakpoint
CREATE TRIGGER leads_analytics_truncate AFTER TRUNCATE ON leads FOR EACH STATEMENT EXECUTE FUNCTION analytics_lead_days_truncate();--> statement-breakpoint
INSERT INTO analytics_lead_dirty_days (day) SELECT DISTINCT (created_at AT TIME ZONE 'America/Los_Angeles')::date FROM leads;
