-- Server-rendered pages cached by the app servers (decision 027) read these tables: every
-- committed change to them is announced on the `page_changes` channel, once per transaction
-- (PostgreSQL folds identical notifications), and each app server drops its rendered pages.
CREATE FUNCTION notify_page_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changes', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leads FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();--> statement-breakpoint
CREATE TRIGGER lead_status_history_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lead_status_history FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();--> statement-breakpoint
CREATE TRIGGER lead_notes_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lead_notes FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();--> statement-breakpoint
CREATE TRIGGER lead_photos_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lead_photos FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();--> statement-breakpoint
CREATE TRIGGER admin_users_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admin_users FOR EACH STATEMENT EXECUTE FUNCTION notify_page_changes();
