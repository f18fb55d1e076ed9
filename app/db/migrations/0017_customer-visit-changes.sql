ALTER TABLE "leads" DROP CONSTRAINT "leads_status_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "customer_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "customer_confirmed_for" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "customer_rescheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "analytics_lead_daily" ADD COLUMN "visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_lead_daily" ADD COLUMN "confirmed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_lead_daily" ADD COLUMN "rescheduled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_lead_daily" ADD COLUMN "cancelled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_lead_daily" ADD COLUMN "reminded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_lead_daily" ADD COLUMN "reminded_confirmed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK (status in ('New', 'In Review', 'Prioritized', 'Approved', 'Completed', 'Not Qualified', 'Cancelled'));--> statement-breakpoint
-- Hand-written: the days already counted are counted again, so their visits and reminders are in the new columns.
INSERT INTO analytics_lead_dirty_days (day)
SELECT DISTINCT (created_at AT TIME ZONE 'America/Los_Angeles')::date FROM leads
ON CONFLICT DO NOTHING;
