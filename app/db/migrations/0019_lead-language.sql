ALTER TABLE "lead_status_history" DROP CONSTRAINT "lead_status_history_action_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_action_check" CHECK (action in ('created', 'status', 'schedule', 'assign', 'language', 'undo', 'no-contact', 'erase'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_language_check" CHECK (language in ('en', 'es'));