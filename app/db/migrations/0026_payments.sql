CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_check" CHECK ("invoice_counters"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"quote_id" uuid,
	"quote_version" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_rate_milli" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_credit_cents" integer DEFAULT 0 NOT NULL,
	"balance_cents" integer NOT NULL,
	"due_date" date NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "invoices_status_check" CHECK (status in ('open', 'paid', 'void')),
	CONSTRAINT "invoices_language_check" CHECK (language in ('en', 'es')),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" ~ '^INV-[0-9]{4}-[0-9]{4,}$'),
	CONSTRAINT "invoices_money_check" CHECK ("invoices"."subtotal_cents" >= 0 and "invoices"."discount_cents" >= 0 and "invoices"."tax_cents" >= 0 and "invoices"."total_cents" >= 0 and "invoices"."deposit_credit_cents" >= 0 and "invoices"."balance_cents" >= 0 and "invoices"."balance_cents" = "invoices"."total_cents" - "invoices"."deposit_credit_cents")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"invoice_id" uuid,
	"quote_id" uuid,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"check_number" text,
	"note" text DEFAULT '' NOT NULL,
	"overpayment" boolean DEFAULT false NOT NULL,
	"refund_of" uuid,
	"recorded_by" text,
	"received_on" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"stripe_payment_intent" text,
	"stripe_checkout_session" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_kind_check" CHECK (kind in ('deposit', 'invoice')),
	CONSTRAINT "payments_method_check" CHECK (method in ('card', 'cash', 'check', 'zelle', 'card-on-site')),
	CONSTRAINT "payments_target_check" CHECK ((kind = 'invoice' and invoice_id is not null) or (kind = 'deposit' and quote_id is not null and invoice_id is null)),
	CONSTRAINT "payments_check_number_check" CHECK ((method = 'check') = (check_number is not null)),
	CONSTRAINT "payments_recorded_by_check" CHECK (method = 'card' or recorded_by is not null)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quote_idx" ON "invoices" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "invoices_lead_idx" ON "invoices" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_payment_intent_idx" ON "payments" USING btree ("stripe_payment_intent");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_checkout_session_idx" ON "payments" USING btree ("stripe_checkout_session");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_lead_idx" ON "payments" USING btree ("lead_id");--> statement-breakpoint
-- The lead's page and the status page show the invoice and its payments: their kept copies go when they change (decision 027).
CREATE TRIGGER invoices_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();--> statement-breakpoint
CREATE TRIGGER payments_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();--> statement-breakpoint
-- The money rules the database holds whoever writes (decision 086). A payment on an invoice locks
-- the invoice's row, so payments recorded at once are counted one after the other: one that would
-- take what was paid (payments less refunds) past the balance is refused unless it says it is an
-- overpayment, and none is taken on a void invoice. A refund locks the payment it refunds and may
-- not take the refunds past it; it names the same lead, invoice or quote, and a refund is never refunded.
CREATE FUNCTION payments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  original payments%ROWTYPE;
  invoice invoices%ROWTYPE;
  refunded bigint;
  paid bigint;
BEGIN
  IF NEW.invoice_id IS NOT NULL THEN
    SELECT * INTO invoice FROM invoices WHERE id = NEW.invoice_id FOR UPDATE;
    IF invoice.lead_id <> NEW.lead_id THEN
      RAISE EXCEPTION 'payment on another lead''s invoice' USING ERRCODE = '23514', CONSTRAINT = 'payments_invoice_lead_check';
    END IF;
  END IF;
  IF NEW.refund_of IS NOT NULL THEN
    SELECT * INTO original FROM payments WHERE id = NEW.refund_of FOR UPDATE;
    IF original.refund_of IS NOT NULL OR original.lead_id <> NEW.lead_id OR original.kind <> NEW.kind
       OR original.invoice_id IS DISTINCT FROM NEW.invoice_id OR original.quote_id IS DISTINCT FROM NEW.quote_id THEN
      RAISE EXCEPTION 'a refund names its payment''s lead, invoice or quote' USING ERRCODE = '23514', CONSTRAINT = 'payments_refund_target_check';
    END IF;
    SELECT coalesce(sum(amount_cents), 0) INTO refunded FROM payments WHERE refund_of = NEW.refund_of;
    IF refunded + NEW.amount_cents > original.amount_cents THEN
      RAISE EXCEPTION 'refunds past the payment' USING ERRCODE = '23514', CONSTRAINT = 'payments_refund_amount_check';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.invoice_id IS NOT NULL THEN
    IF invoice.status = 'void' THEN
      RAISE EXCEPTION 'payment on a void invoice' USING ERRCODE = '23514', CONSTRAINT = 'payments_void_invoice_check';
    END IF;
    IF NOT NEW.overpayment THEN
      SELECT coalesce(sum(CASE WHEN refund_of IS NULL THEN amount_cents ELSE -amount_cents END), 0) INTO paid FROM payments WHERE invoice_id = NEW.invoice_id;
      IF paid + NEW.amount_cents > invoice.balance_cents THEN
        RAISE EXCEPTION 'payment past the invoice''s balance' USING ERRCODE = '23514', CONSTRAINT = 'payments_overpayment_check';
      END IF;
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_guard BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION payments_guard();--> statement-breakpoint
-- An invoice is paid once what was paid on it (payments less refunds) reaches its balance, open again after a refund below it.
CREATE FUNCTION payments_invoice_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices i SET status = CASE WHEN (
      SELECT coalesce(sum(CASE WHEN p.refund_of IS NULL THEN p.amount_cents ELSE -p.amount_cents END), 0) FROM payments p WHERE p.invoice_id = i.id
    ) >= i.balance_cents THEN 'paid' ELSE 'open' END
    WHERE i.id = NEW.invoice_id AND i.status <> 'void';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_invoice_status AFTER INSERT ON payments FOR EACH ROW WHEN (NEW.invoice_id IS NOT NULL) EXECUTE FUNCTION payments_invoice_status();--> statement-breakpoint
-- A payment is a record: kept as written (a mistake is put right by a refund); only its note may be emptied (erasure).
CREATE FUNCTION payments_unchanged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'note') IS DISTINCT FROM (to_jsonb(OLD) - 'note') OR NEW.note <> '' THEN
    RAISE EXCEPTION 'payments are not changed' USING ERRCODE = '23514', CONSTRAINT = 'payments_unchanged_check';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_unchanged BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION payments_unchanged();
--> statement-breakpoint
-- Erasing a customer's personal data (decision 052) empties the staff's words on their invoices
-- (each line's name and unit, the terms) and the payments' notes, as it does on their quotes; a
-- trigger, since app/leads cannot read app/payments. Numbers, dates, methods and amounts stay.
CREATE FUNCTION erase_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET terms = '', lines = coalesce((
      SELECT jsonb_agg(l || '{"name": "", "nameEs": "", "unit": "", "unitEs": ""}'::jsonb ORDER BY (l->>'position')::int) FROM jsonb_array_elements(lines) l
    ), '[]'::jsonb)
    WHERE lead_id = NEW.id;
  UPDATE payments SET note = '' WHERE lead_id = NEW.id AND note <> '';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_erase_invoices AFTER UPDATE OF erased_at ON leads FOR EACH ROW WHEN (OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL) EXECUTE FUNCTION erase_invoices();
