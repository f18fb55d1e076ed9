ALTER TABLE "quote_answers" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_settings" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "quote_settings" ADD COLUMN "deposit_fixed_cents" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_fixed_cents" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_waived_by" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_answers" ADD CONSTRAINT "quote_answers_deposit_check" CHECK ("quote_answers"."deposit_cents" >= 0 and ("quote_answers"."deposit_cents" = 0 or (answer = 'approved' and "quote_answers"."deposit_cents" <= total_cents)));--> statement-breakpoint
ALTER TABLE "quote_settings" ADD CONSTRAINT "quote_settings_deposit_check" CHECK (("quote_settings"."deposit_percent" is null or "quote_settings"."deposit_percent" between 1 and 100) and ("quote_settings"."deposit_fixed_cents" is null or "quote_settings"."deposit_fixed_cents" > 0) and ("quote_settings"."deposit_percent" is null or "quote_settings"."deposit_fixed_cents" is null));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_check" CHECK (("quotes"."deposit_percent" is null or "quotes"."deposit_percent" between 1 and 100) and ("quotes"."deposit_fixed_cents" is null or ("quotes"."deposit_fixed_cents" > 0 and "quotes"."deposit_fixed_cents" <= "quotes"."total_cents")) and ("quotes"."deposit_percent" is null or "quotes"."deposit_fixed_cents" is null));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_waived_check" CHECK ((deposit_waived_by is null) = (deposit_waived_at is null));--> statement-breakpoint
-- hand-written below
-- A deposit (decision 089) is paid against an approved quote of the same lead, and what was paid
-- on it (payments less refunds) never goes past the deposit due at approval, unless the row says
-- it is an overpayment (a card payment Stripe took after staff recorded the deposit). The quote's
-- row is locked first, so a webhook and a staff recording at once are counted one after the other.
-- A trigger of its own (payments_guard holds the invoices' rules), for deposits only.
CREATE FUNCTION payments_deposit_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quote quotes%ROWTYPE;
  due integer;
  paid bigint;
BEGIN
  SELECT * INTO quote FROM quotes WHERE id = NEW.quote_id FOR UPDATE;
  IF quote.lead_id IS DISTINCT FROM NEW.lead_id OR quote.status IS DISTINCT FROM 'approved' THEN
    RAISE EXCEPTION 'a deposit names an approved quote of its lead' USING ERRCODE = '23514', CONSTRAINT = 'payments_deposit_quote_check';
  END IF;
  IF NOT NEW.overpayment THEN
    SELECT deposit_cents INTO due FROM quote_answers WHERE quote_id = NEW.quote_id;
    SELECT coalesce(sum(CASE WHEN refund_of IS NULL THEN amount_cents ELSE -amount_cents END), 0) INTO paid
      FROM payments WHERE quote_id = NEW.quote_id AND kind = 'deposit';
    IF paid + NEW.amount_cents > coalesce(due, 0) THEN
      RAISE EXCEPTION 'deposit past the deposit due' USING ERRCODE = '23514', CONSTRAINT = 'payments_deposit_over_check';
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_deposit_guard BEFORE INSERT ON payments FOR EACH ROW WHEN (NEW.kind = 'deposit' AND NEW.refund_of IS NULL) EXECUTE FUNCTION payments_deposit_guard();
