DROP INDEX "mosques_location_idx";--> statement-breakpoint
ALTER TABLE "mosques" ADD COLUMN "state_id" uuid;--> statement-breakpoint
ALTER TABLE "mosques" ADD COLUMN "district_id" uuid;--> statement-breakpoint
ALTER TABLE "mosques" ADD COLUMN "city_id" uuid;--> statement-breakpoint
CREATE INDEX "mosques_location_name_idx" ON "mosques" USING btree ("location_id","name","id");--> statement-breakpoint
CREATE INDEX "mosques_city_name_idx" ON "mosques" USING btree ("city_id","name","id");--> statement-breakpoint
CREATE INDEX "mosques_district_name_idx" ON "mosques" USING btree ("district_id","name","id");--> statement-breakpoint
CREATE INDEX "mosques_state_name_idx" ON "mosques" USING btree ("state_id","name","id");--> statement-breakpoint
-- Hand-written: each masjid keeps the state, district and city above its locality, read from the closure table.
-- Always through the indexes: a bulk insert into tables without statistics yet (PGlite never analyzes by itself)
-- would otherwise be planned as a scan of every location for each masjid.
CREATE FUNCTION mosque_areas_of(locality uuid, OUT state_id uuid, OUT district_id uuid, OUT city_id uuid)
LANGUAGE sql STABLE SET enable_seqscan = off AS $$
	SELECT (array_agg(l.id) FILTER (WHERE l.type = 'state'))[1],
		(array_agg(l.id) FILTER (WHERE l.type = 'district'))[1],
		(array_agg(l.id) FILTER (WHERE l.type = 'city'))[1]
	FROM location_ancestors a JOIN locations l ON l.id = a.ancestor_id
	WHERE a.location_id = locality
$$;
--> statement-breakpoint
CREATE FUNCTION mosque_areas_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT a.state_id, a.district_id, a.city_id INTO NEW.state_id, NEW.district_id, NEW.city_id
		FROM mosque_areas_of(NEW.location_id) a;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER mosque_areas_write BEFORE INSERT OR UPDATE OF "location_id", "state_id", "district_id", "city_id" ON "mosques"
	FOR EACH ROW EXECUTE FUNCTION mosque_areas_on_write();
--> statement-breakpoint
-- A location that moves takes its masjids with it. Triggers fire in name order, so this one runs after
-- location_ancestors_move has rewritten the links.
CREATE FUNCTION mosque_areas_on_location_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE mosques m SET location_id = m.location_id
		FROM location_ancestors below
		WHERE below.ancestor_id = NEW.id AND m.location_id = below.location_id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mosque_areas_location_move AFTER UPDATE OF "parent_id" ON "locations"
	FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
	EXECUTE FUNCTION mosque_areas_on_location_move();
--> statement-breakpoint
UPDATE "mosques" SET "location_id" = "location_id";
