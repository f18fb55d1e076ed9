ALTER TABLE "leads" drop column "phone_digits";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\1')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_check" CHECK (source in ('booking', 'quote', 'phone'));--> statement-breakpoint
-- Hand-written: dropping the column dropped its search index; drizzle-kit does not know.
CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin ("phone_digits" gin_trgm_ops);
