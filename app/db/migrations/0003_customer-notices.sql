ALTER TABLE "leads" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sms_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sms_consent_version" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_reference_idx" ON "leads" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_idempotency_idx" ON "mail_outbox" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_channel_check" CHECK ("mail_outbox"."channel" in ('email', 'sms'));