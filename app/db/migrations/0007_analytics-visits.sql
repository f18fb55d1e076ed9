CREATE TABLE "analytics_page_visitors" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"visitor" text NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "analytics_page_visitors_day_kind_path_visitor_pk" PRIMARY KEY("day","kind","path","visitor"),
	CONSTRAINT "analytics_page_visitors_kind_check" CHECK ("analytics_page_visitors"."kind" in ('view', 'form_start'))
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"views" integer NOT NULL,
	"device" text NOT NULL,
	"landed_at" timestamp with time zone,
	"landing" text,
	"source" text,
	"campaign" text,
	CONSTRAINT "analytics_visits_day_visitor_pk" PRIMARY KEY("day","visitor"),
	CONSTRAINT "analytics_visits_device_check" CHECK ("analytics_visits"."device" in ('mobile', 'tablet', 'desktop'))
);
--> statement-breakpoint
-- Raw rows not yet rolled up carry over: per visitor and page, and per visit (decision 032).
INSERT INTO "analytics_page_visitors" ("day", "kind", "path", "visitor", "views")
SELECT "day", "kind", "path", "visitor", count(*)::int FROM "analytics_events" GROUP BY "day", "kind", "path", "visitor";
--> statement-breakpoint
INSERT INTO "analytics_visits" ("day", "visitor", "views", "device", "landed_at", "landing", "source", "campaign")
SELECT v."day", v."visitor", v."views", v."device", e."at", e."path", coalesce(e."utm_source", e."referrer_host", '(direct)'), e."utm_campaign"
FROM (SELECT "day", "visitor", count(*)::int AS "views", min("device") AS "device" FROM "analytics_events" WHERE "kind" = 'view' GROUP BY "day", "visitor") v
LEFT JOIN (
  SELECT DISTINCT ON ("day", "visitor") * FROM "analytics_events" WHERE "kind" = 'view' AND "entry" ORDER BY "day", "visitor", "at"
) e USING ("day", "visitor");
--> statement-breakpoint
DROP TABLE "analytics_events" CASCADE;