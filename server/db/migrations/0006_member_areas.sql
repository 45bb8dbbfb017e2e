ALTER TABLE "users" ADD COLUMN "state_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "district_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locality_id" uuid;--> statement-breakpoint
CREATE INDEX "users_member_name_idx" ON "users" USING btree (coalesce("name", ''),"id") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_state_name_idx" ON "users" USING btree ("state_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_district_name_idx" ON "users" USING btree ("district_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_city_name_idx" ON "users" USING btree ("city_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_locality_name_idx" ON "users" USING btree ("locality_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_mosque_name_idx" ON "users" USING btree ("mosque_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user';--> statement-breakpoint
-- Hand-written: a member's state, district, city and locality are their masjid's (migration 0004 keeps the
-- masjid's), set when the member is written and whenever the masjid's own change.
CREATE FUNCTION member_areas_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.mosque_id IS NULL THEN
		NEW.state_id := NULL; NEW.district_id := NULL; NEW.city_id := NULL; NEW.locality_id := NULL;
	ELSE
		SELECT m.state_id, m.district_id, m.city_id, m.location_id
			INTO NEW.state_id, NEW.district_id, NEW.city_id, NEW.locality_id
			FROM mosques m WHERE m.id = NEW.mosque_id;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_areas_write BEFORE INSERT OR UPDATE OF "mosque_id", "state_id", "district_id", "city_id", "locality_id" ON "users"
	FOR EACH ROW EXECUTE FUNCTION member_areas_on_write();
--> statement-breakpoint
-- A masjid that moves (to another locality, or with a location moved above it) takes its members with it.
CREATE FUNCTION member_areas_on_mosque_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE users u SET mosque_id = u.mosque_id WHERE u.mosque_id = NEW.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_areas_mosque_move AFTER UPDATE OF "location_id", "state_id", "district_id", "city_id" ON "mosques"
	FOR EACH ROW WHEN (OLD.location_id IS DISTINCT FROM NEW.location_id OR OLD.state_id IS DISTINCT FROM NEW.state_id
		OR OLD.district_id IS DISTINCT FROM NEW.district_id OR OLD.city_id IS DISTINCT FROM NEW.city_id)
	EXECUTE FUNCTION member_areas_on_mosque_move();
--> statement-breakpoint
UPDATE "users" SET "mosque_id" = "mosque_id" WHERE "mosque_id" IS NOT NULL;
