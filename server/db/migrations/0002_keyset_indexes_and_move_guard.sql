CREATE INDEX "mosques_name_idx" ON "mosques" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
-- Hand-written: the move trigger of 0001, now refusing to move a location under its own subtree. Without the
-- check such a move would leave a cycle in locations and a closure table that no longer describes a tree.
CREATE OR REPLACE FUNCTION location_ancestors_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM location_ancestors WHERE location_id = NEW.parent_id AND ancestor_id = NEW.id) THEN
		RAISE EXCEPTION 'A location cannot be moved under itself' USING ERRCODE = 'check_violation';
	END IF;
	DELETE FROM location_ancestors la
		USING location_ancestors sub
		WHERE sub.ancestor_id = NEW.id AND la.location_id = sub.location_id
			AND la.ancestor_id IN (SELECT ancestor_id FROM location_ancestors WHERE location_id = NEW.id AND depth > 0);
	INSERT INTO location_ancestors (location_id, ancestor_id, depth)
		SELECT sub.location_id, sup.ancestor_id, sup.depth + sub.depth + 1
		FROM location_ancestors sub CROSS JOIN location_ancestors sup
		WHERE sub.ancestor_id = NEW.id AND sup.location_id = NEW.parent_id;
	RETURN NULL;
END $$;
