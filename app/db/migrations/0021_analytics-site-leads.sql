ALTER TABLE "analytics_lead_daily" ADD COLUMN "site_leads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO analytics_lead_dirty_days (day) SELECT DISTINCT day FROM analytics_lead_daily ON CONFLICT DO NOTHING;
