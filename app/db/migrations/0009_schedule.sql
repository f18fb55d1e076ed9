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
ALTER TABLE "leads" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reminder_sent_for" text;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_closures_date_window_idx" ON "schedule_closures" USING btree ("date",coalesce("arrival_window", ''));--> statement-breakpoint
CREATE INDEX "leads_visit_idx" ON "leads" USING btree ("scheduled_date","arrival_window") WHERE arrival_window is not null and status in ('New', 'In Review', 'Prioritized', 'Approved');