ALTER TABLE "quote_answers" ADD COLUMN "deposit_reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD COLUMN "deposit_last_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "deposit_reminder_after_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "deposit_reminder_max" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_deposit_reminder_check" CHECK ("payment_settings"."deposit_reminder_after_days" between 1 and 90 and "payment_settings"."deposit_reminder_max" between 0 and 10);