ALTER TABLE "leads" ADD COLUMN "repeat_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "repeat_key_shifted" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_repeat_key_idx" ON "leads" USING btree ("repeat_key");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_repeat_key_shifted_idx" ON "leads" USING btree ("repeat_key_shifted");