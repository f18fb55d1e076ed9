CREATE TABLE "price_book_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"taxable" boolean NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_book_items_price_check" CHECK ("price_book_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"version" integer NOT NULL,
	"chosen_positions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal_cents" integer,
	"discount_cents" integer,
	"tax_cents" integer,
	"total_cents" integer,
	"signed_name" text,
	"message" text,
	"client_ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_answers_answer_check" CHECK (answer in ('approved', 'declined', 'changes-requested')),
	CONSTRAINT "quote_answers_approval_check" CHECK (answer <> 'approved' or (total_cents >= 0 and signed_name is not null))
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"quantity_milli" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"taxable" boolean NOT NULL,
	"optional" boolean NOT NULL,
	"price_book_item_id" integer,
	CONSTRAINT "quote_items_amounts_check" CHECK ("quote_items"."quantity_milli" > 0 and "quote_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"tax_rate_milli" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_settings_one_row" CHECK (id = 1),
	CONSTRAINT "quote_settings_tax_rate_check" CHECK ("quote_settings"."tax_rate_milli" between 0 and 20000)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_rate_milli" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"expiry_reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_check" CHECK (status in ('sent', 'approved', 'declined', 'changes-requested', 'superseded')),
	CONSTRAINT "quotes_version_check" CHECK ("quotes"."version" >= 1),
	CONSTRAINT "quotes_money_check" CHECK ("quotes"."discount_cents" >= 0 and "quotes"."subtotal_cents" >= 0 and "quotes"."tax_cents" >= 0 and "quotes"."total_cents" >= 0 and "quotes"."tax_rate_milli" between 0 and 20000),
	CONSTRAINT "quotes_answered_check" CHECK ((answered_at is null) = (status in ('sent', 'superseded')))
);
--> statement-breakpoint
ALTER TABLE "quote_answers" ADD CONSTRAINT "quote_answers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_book_items_service_idx" ON "price_book_items" USING btree ("service","name");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_answers_quote_idx" ON "quote_answers" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_items_position_idx" ON "quote_items" USING btree ("quote_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_lead_version_idx" ON "quotes" USING btree ("lead_id","version");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","sent_at");--> statement-breakpoint
-- The lead's page and the status page show the quote: their kept copies go when it changes (decision 027).
CREATE TRIGGER quotes_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quotes FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();--> statement-breakpoint
CREATE TRIGGER quote_items_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quote_items FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();--> statement-breakpoint
CREATE TRIGGER quote_answers_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quote_answers FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();
--> statement-breakpoint
-- Erasing a customer's personal data (decision 052) empties their answers to quotes too: the
-- typed name, their message, address and browser. A trigger, so that it holds whoever erases
-- (app/leads cannot read app/quotes); the version, items chosen and amounts stay for the counts.
CREATE FUNCTION erase_quote_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quote_answers a SET signed_name = CASE WHEN a.signed_name IS NULL THEN NULL ELSE '' END, message = NULL, client_ip = NULL, user_agent = NULL
    FROM quotes q WHERE q.id = a.quote_id AND q.lead_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_erase_quote_answers AFTER UPDATE OF erased_at ON leads FOR EACH ROW WHEN (OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL) EXECUTE FUNCTION erase_quote_answers();
