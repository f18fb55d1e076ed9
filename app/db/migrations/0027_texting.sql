CREATE TABLE "text_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"phone_digits" text NOT NULL,
	"body" text NOT NULL,
	"provider_sid" text,
	"status" text NOT NULL,
	"error_code" text,
	"lead_id" uuid,
	"read_at" timestamp with time zone,
	"asks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_messages_direction_check" CHECK (direction in ('in', 'out')),
	CONSTRAINT "text_messages_status_check" CHECK (status in ('received', 'queued', 'sent', 'delivered', 'failed', 'undelivered')),
	CONSTRAINT "text_messages_asks_check" CHECK (asks in ('cancel')),
	CONSTRAINT "text_messages_body_length_check" CHECK (char_length("text_messages"."body") <= 1600)
);
--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"phone_digits" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"restarted_at" timestamp with time zone,
	CONSTRAINT "text_opt_outs_source_check" CHECK (source in ('keyword', 'carrier-21610'))
);
--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_provider_sid_idx" ON "text_messages" USING btree ("provider_sid");--> statement-breakpoint
CREATE INDEX "text_messages_phone_idx" ON "text_messages" USING btree ("phone_digits","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "text_messages_lead_idx" ON "text_messages" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "text_messages_unread_idx" ON "text_messages" USING btree ("phone_digits") WHERE "text_messages"."direction" = 'in' and "text_messages"."read_at" is null;
--> statement-breakpoint
-- hand-written below
-- The lead's page and the Inbox show texts: their kept copies go when a text is stored or its delivery changes (decision 027).
CREATE TRIGGER text_messages_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON text_messages FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();
