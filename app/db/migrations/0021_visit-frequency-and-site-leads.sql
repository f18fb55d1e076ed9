ALTER TABLE "leads" ADD COLUMN "frequency" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_lead_daily" ADD COLUMN "site_leads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_frequency_check" CHECK (frequency in ('once', 'weekly', 'every-two-weeks', 'monthly'));--> statement-breakpoint
-- Every stored day counted again, so its site_leads is filled (decision 080).
INSERT INTO analytics_lead_dirty_days (day) SELECT DISTINCT day FROM analytics_lead_daily ON CONFLICT DO NOTHING;
