ALTER TABLE "leads" ADD COLUMN "requested_visit" text;--> statement-breakpoint
CREATE FUNCTION notify_window_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changes', 'windows');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER schedule_window_counts_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_window_counts FOR EACH STATEMENT EXECUTE FUNCTION notify_window_changes();--> statement-breakpoint
CREATE TRIGGER schedule_settings_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_window_changes();--> statement-breakpoint
CREATE TRIGGER schedule_closures_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_closures FOR EACH STATEMENT EXECUTE FUNCTION notify_window_changes();
