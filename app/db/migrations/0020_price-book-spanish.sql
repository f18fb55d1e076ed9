ALTER TABLE "price_book_items" ADD COLUMN "name_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_book_items" ADD COLUMN "description_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_book_items" ADD COLUMN "unit_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "name_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "description_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_items" ADD COLUMN "unit_es" text DEFAULT '' NOT NULL;