-- Every portal process keeps the sessions it resolved for a few seconds. When a session ends or its account
-- changes (logout, suspension, a new password, a staff reset, a new scope, a deletion), the database itself
-- tells every process, at commit, on the channel anjuman_sessions: the affected account ids, comma-separated,
-- or '*' (forget every cached session) when one statement touched many accounts. Triggers catch every way
-- a row can change, including ones the code does not know about.
CREATE FUNCTION anjuman_notify_accounts(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN
    RETURN;
  ELSIF array_length(ids, 1) > 100 THEN
    PERFORM pg_notify('anjuman_sessions', '*');
  ELSE
    PERFORM pg_notify('anjuman_sessions', array_to_string(ids, ','));
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION anjuman_sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM anjuman_notify_accounts(ARRAY(SELECT DISTINCT user_id::text FROM ended));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION anjuman_accounts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM anjuman_notify_accounts(ARRAY(SELECT DISTINCT id::text FROM touched));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION anjuman_sessions_ended();
--> statement-breakpoint
CREATE TRIGGER accounts_updated_notify AFTER UPDATE ON users
  REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION anjuman_accounts_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_deleted_notify AFTER DELETE ON users
  REFERENCING OLD TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION anjuman_accounts_changed();
