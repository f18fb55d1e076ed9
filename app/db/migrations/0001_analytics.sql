CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_dimension_day_value_pk" PRIMARY KEY("dimension","day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_digests" (
	"week_start" date PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	"entry" boolean DEFAULT false NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	CONSTRAINT "analytics_events_kind_check" CHECK ("analytics_events"."kind" in ('view', 'form_start')),
	CONSTRAINT "analytics_events_device_check" CHECK ("analytics_events"."device" in ('mobile', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_sources" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"landing_path" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"form" text NOT NULL,
	"from_path" text,
	CONSTRAINT "lead_sources_device_check" CHECK ("lead_sources"."device" in ('mobile', 'tablet', 'desktop'))
);
--> statement-breakpoint
ALTER TABLE "lead_sources" ADD CONSTRAINT "lead_sources_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");