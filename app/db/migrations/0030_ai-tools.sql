CREATE TABLE "ai_budget_days" (
	"day" date PRIMARY KEY NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"model" text NOT NULL,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_calls_purpose_check" CHECK (purpose in ('triage', 'reply', 'post')),
	CONSTRAINT "ai_calls_outcome_check" CHECK (outcome in ('ok', 'invalid', 'timeout', 'rate-limited', 'error', 'over-budget', 'busy'))
);
--> statement-breakpoint
CREATE TABLE "lead_triage" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"verdict" text,
	"urgency" text,
	"size" text,
	"out_of_area" boolean,
	"source" text,
	"note" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "lead_triage_state_check" CHECK (state in ('pending', 'done')),
	CONSTRAINT "lead_triage_verdict_check" CHECK (verdict in ('likely-real', 'likely-spam')),
	CONSTRAINT "lead_triage_urgency_check" CHECK (urgency in ('urgent', 'soon', 'routine')),
	CONSTRAINT "lead_triage_size_check" CHECK (size in ('small', 'half-day', 'multi-day')),
	CONSTRAINT "lead_triage_source_check" CHECK (source in ('baseline', 'model'))
);
--> statement-breakpoint
ALTER TABLE "lead_triage" ADD CONSTRAINT "lead_triage_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_created_idx" ON "ai_calls" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lead_triage_pending_idx" ON "lead_triage" USING btree ("created_at") WHERE state = 'pending';--> statement-breakpoint
-- hand-written below
-- Every new request gets a pending triage in the statement that stores it (decision 091): the AI
-- worker claims it once the booking has committed, so the booking waits for nothing.
CREATE FUNCTION lead_triage_queue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_triage (lead_id) SELECT id FROM inserted WHERE erased_at IS NULL ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_triage_queue AFTER INSERT ON leads REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION lead_triage_queue();--> statement-breakpoint
-- A written (or erased) triage shows on the kept lead pages and list (decision 027); a worker's claim
-- (locked_until, attempts) changes nothing shown, and a pending row comes with its lead's own announcement.
CREATE TRIGGER lead_triage_page_changes AFTER UPDATE OF state, details OR DELETE OR TRUNCATE ON lead_triage FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();--> statement-breakpoint
-- Erasing a customer's personal data removes the triage's words about the request, whoever erases.
CREATE FUNCTION erase_lead_triage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lead_triage SET details = NULL, note = NULL WHERE lead_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_erase_triage AFTER UPDATE OF erased_at ON leads FOR EACH ROW WHEN (OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL) EXECUTE FUNCTION erase_lead_triage();
