CREATE TABLE "schedule_closures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"arrival_window" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "schedule_closures_window_check" CHECK (arrival_window is null or arrival_window in ('8-10', '10-12', '12-2', '2-4', '4-6'))
);
--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"working_days" integer[] NOT NULL,
	"opens_at" integer NOT NULL,
	"closes_at" integer NOT NULL,
	"windows" text[] NOT NULL,
	"visits_per_window" integer NOT NULL,
	"min_notice_minutes" integer NOT NULL,
	"months_ahead" integer NOT NULL,
	"change_cutoff_hours" integer NOT NULL,
	"reminder_hour" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "schedule_settings_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "schedule_window_counts" (
	"date" date NOT NULL,
	"arrival_window" text NOT NULL,
	"held" integer NOT NULL,
	CONSTRAINT "schedule_window_counts_date_arrival_window_pk" PRIMARY KEY("date","arrival_window")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reminder_sent_for" text;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_closures_date_window_idx" ON "schedule_closures" USING btree ("date",coalesce("arrival_window", ''));--> statement-breakpoint
CREATE INDEX "leads_visit_idx" ON "leads" USING btree ("scheduled_date","arrival_window") WHERE arrival_window is not null and status in ('New', 'In Review', 'Prioritized', 'Approved');--> statement-breakpoint
-- Hand-written: schedule_window_counts kept by a row trigger on leads. A visit holds a place while
-- its lead has a date and a window and is New, In Review, Prioritized or Approved (decision 053).
CREATE FUNCTION schedule_count_visit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.scheduled_date IS NOT NULL AND OLD.arrival_window IS NOT NULL
     AND OLD.status IN ('New', 'In Review', 'Prioritized', 'Approved') THEN
    UPDATE schedule_window_counts SET held = held - 1
     WHERE date = OLD.scheduled_date AND arrival_window = OLD.arrival_window;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.scheduled_date IS NOT NULL AND NEW.arrival_window IS NOT NULL
     AND NEW.status IN ('New', 'In Review', 'Prioritized', 'Approved') THEN
    INSERT INTO schedule_window_counts (date, arrival_window, held) VALUES (NEW.scheduled_date, NEW.arrival_window, 1)
    ON CONFLICT (date, arrival_window) DO UPDATE SET held = schedule_window_counts.held + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leads_schedule_count_insert AFTER INSERT ON leads FOR EACH ROW
  WHEN (NEW.arrival_window IS NOT NULL) EXECUTE FUNCTION schedule_count_visit();
--> statement-breakpoint
CREATE TRIGGER leads_schedule_count_update AFTER UPDATE OF status, scheduled_date, arrival_window ON leads FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.scheduled_date IS DISTINCT FROM NEW.scheduled_date
        OR OLD.arrival_window IS DISTINCT FROM NEW.arrival_window) EXECUTE FUNCTION schedule_count_visit();
--> statement-breakpoint
CREATE TRIGGER leads_schedule_count_delete AFTER DELETE ON leads FOR EACH ROW
  WHEN (OLD.arrival_window IS NOT NULL) EXECUTE FUNCTION schedule_count_visit();
--> statement-breakpoint
INSERT INTO schedule_window_counts (date, arrival_window, held)
SELECT scheduled_date, arrival_window, count(*) FROM leads
 WHERE scheduled_date IS NOT NULL AND arrival_window IS NOT NULL AND status IN ('New', 'In Review', 'Prioritized', 'Approved')
 GROUP BY scheduled_date, arrival_window;
