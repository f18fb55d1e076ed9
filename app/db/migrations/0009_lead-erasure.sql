ALTER TABLE "lead_status_history" DROP CONSTRAINT "lead_status_history_action_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_status_history" ADD CONSTRAINT "lead_status_history_action_check" CHECK (action in ('created', 'status', 'schedule', 'assign', 'undo', 'no-contact', 'erase'));