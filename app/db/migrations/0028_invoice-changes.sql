CREATE TABLE "payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reminder_after_days" integer NOT NULL,
	"reminder_max" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_one_row" CHECK (id = 1),
	CONSTRAINT "payment_settings_reminder_check" CHECK ("payment_settings"."reminder_after_days" between 1 and 90 and "payment_settings"."reminder_max" between 0 and 10)
);
--> statement-breakpoint
DROP INDEX "invoices_quote_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "last_reminder_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quote_idx" ON "invoices" USING btree ("quote_id") WHERE status <> 'void';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_void_check" CHECK (("invoices"."status" = 'void') = ("invoices"."voided_at" is not null and "invoices"."voided_by" is not null and "invoices"."void_reason" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reminders_check" CHECK ("invoices"."reminders_sent" >= 0);--> statement-breakpoint
-- hand-written below
-- An invoice changes only while it is a draft (decision 090): once sent, or once a payment names
-- it, its items, money, due date and terms stay as they are (a mistake is put right by voiding it
-- and making a new one); a void invoice stays void. Erasure (decision 052) may still empty its words.
CREATE FUNCTION invoices_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'void' AND NEW.status <> 'void' THEN
    RAISE EXCEPTION 'a void invoice stays void' USING ERRCODE = '23514', CONSTRAINT = 'invoices_void_final_check';
  END IF;
  IF (NEW.lines, NEW.subtotal_cents, NEW.discount_cents, NEW.tax_rate_milli, NEW.tax_cents, NEW.total_cents, NEW.deposit_credit_cents, NEW.balance_cents, NEW.due_date, NEW.terms)
       IS DISTINCT FROM (OLD.lines, OLD.subtotal_cents, OLD.discount_cents, OLD.tax_rate_milli, OLD.tax_cents, OLD.total_cents, OLD.deposit_credit_cents, OLD.balance_cents, OLD.due_date, OLD.terms)
     AND (OLD.sent_at IS NOT NULL OR OLD.status = 'void' OR EXISTS (SELECT 1 FROM payments WHERE invoice_id = OLD.id))
     AND NOT EXISTS (SELECT 1 FROM leads WHERE id = OLD.lead_id AND erased_at IS NOT NULL) THEN
    RAISE EXCEPTION 'an invoice sent or paid is not changed' USING ERRCODE = '23514', CONSTRAINT = 'invoices_frozen_check';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_frozen BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_frozen();
