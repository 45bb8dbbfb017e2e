DROP INDEX "users_member_name_idx";--> statement-breakpoint
DROP INDEX "users_member_state_name_idx";--> statement-breakpoint
DROP INDEX "users_member_district_name_idx";--> statement-breakpoint
DROP INDEX "users_member_city_name_idx";--> statement-breakpoint
DROP INDEX "users_member_locality_name_idx";--> statement-breakpoint
DROP INDEX "users_member_mosque_name_idx";--> statement-breakpoint
DROP INDEX "users_member_area_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_member_dob_idx";--> statement-breakpoint
DROP INDEX "users_member_category_idx";--> statement-breakpoint
DROP INDEX "users_member_sub_category_idx";--> statement-breakpoint
DROP INDEX "users_member_level_idx";--> statement-breakpoint
CREATE INDEX "users_member_name_idx" ON "users" USING btree (coalesce("name", ''),"id","listed_in_directory","gender","dob","category","name") WHERE "users"."role" = 'user' and "users"."notice_version" is not null and "users"."name" is not null;--> statement-breakpoint
CREATE INDEX "users_member_state_name_idx" ON "users" USING btree ("state_id",coalesce("name", ''),"id","listed_in_directory","gender","dob","category","name") WHERE "users"."role" = 'user' and "users"."notice_version" is not null and "users"."name" is not null;--> statement-breakpoint
CREATE INDEX "users_member_district_name_idx" ON "users" USING btree ("district_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user' and "users"."notice_version" is not null and "users"."name" is not null;--> statement-breakpoint
CREATE INDEX "users_member_city_name_idx" ON "users" USING btree ("city_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user' and "users"."notice_version" is not null and "users"."name" is not null;--> statement-breakpoint
CREATE INDEX "users_member_locality_name_idx" ON "users" USING btree ("locality_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user' and "users"."notice_version" is not null and "users"."name" is not null;--> statement-breakpoint
CREATE INDEX "users_member_mosque_name_idx" ON "users" USING btree ("mosque_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user' and "users"."notice_version" is not null and "users"."name" is not null;--> statement-breakpoint
CREATE INDEX "users_member_area_name_trgm_idx" ON "users" USING gin ("state_id","district_id","name" gin_trgm_ops) WHERE "users"."role" = 'user' and "users"."notice_version" is not null and "users"."name" is not null;--> statement-breakpoint
CREATE INDEX "users_member_dob_idx" ON "users" USING btree ("dob") WHERE "users"."role" = 'user' and "users"."notice_version" is not null and "users"."name" is not null;--> statement-breakpoint
CREATE INDEX "users_member_category_idx" ON "users" USING btree ("category","gender","dob","state_id","listed_in_directory") WHERE "users"."role" = 'user' and "users"."notice_version" is not null and "users"."name" is not null;--> statement-breakpoint
CREATE INDEX "users_member_sub_category_idx" ON "users" USING btree ("category","sub_category",coalesce("name", ''),"id","listed_in_directory") WHERE "users"."role" = 'user' and "users"."notice_version" is not null and "users"."name" is not null;--> statement-breakpoint
CREATE INDEX "users_member_level_idx" ON "users" USING btree ("education_level",coalesce("name", ''),"id","listed_in_directory") WHERE "users"."role" = 'user' and "users"."notice_version" is not null and "users"."name" is not null;--> statement-breakpoint
-- Hand-written: a registration is a member of the directory once it has a name (directoryMember in
-- schema.ts), so the kept counts (migration 0019) count a member only then: the triggers test the directory's
-- condition again, now with the name, and the counts are made afresh from the members, as 0019 first made
-- them, a state at a time. The whole migration runs in one transaction, and dropping the indexes above holds
-- every write to users until it commits, so no write falls between the old counts and the new.
CREATE OR REPLACE FUNCTION member_counts_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	day date;
	changes member_count_change[] := '{}';
BEGIN
	PERFORM pg_advisory_xact_lock_shared(2455687574392978762);
	SELECT counted_on INTO day FROM member_counts_day;
	IF TG_OP <> 'INSERT' THEN
		changes := ARRAY(
			SELECT ROW(-1, o.state_id, o.district_id, o.city_id, o.locality_id, o.mosque_id, o.category, o.gender,
				member_age_band(o.dob, day))::member_count_change
			FROM old_rows o
			WHERE o.role = 'user' AND o.notice_version IS NOT NULL AND o.name IS NOT NULL AND o.listed_in_directory);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		changes := changes || ARRAY(
			SELECT ROW(1, n.state_id, n.district_id, n.city_id, n.locality_id, n.mosque_id, n.category, n.gender,
				member_age_band(n.dob, day))::member_count_change
			FROM new_rows n
			WHERE n.role = 'user' AND n.notice_version IS NOT NULL AND n.name IS NOT NULL AND n.listed_in_directory);
	END IF;
	IF cardinality(changes) > 0 THEN
		PERFORM member_counts_add(changes);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_counts_move_to(day date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	was date;
BEGIN
	PERFORM pg_advisory_xact_lock(2455687574392978762);
	SELECT counted_on INTO was FROM member_counts_day;
	IF day <= was THEN
		RETURN false;
	END IF;
	PERFORM member_counts_add(ARRAY(
		SELECT ROW(x.change, u.state_id, u.district_id, u.city_id, u.locality_id, u.mosque_id, u.category, u.gender,
			member_age_band(u.dob, x.on_day))::member_count_change
		FROM users u
		CROSS JOIN (VALUES (-1, was), (1, day)) x (change, on_day)
		WHERE u.role = 'user' AND u.notice_version IS NOT NULL AND u.name IS NOT NULL AND u.listed_in_directory
			AND ((u.dob > (was - interval '18 years')::date AND u.dob <= (day - interval '18 years')::date)
				OR (u.dob > (was - interval '30 years')::date AND u.dob <= (day - interval '30 years')::date)
				OR (u.dob > (was - interval '45 years')::date AND u.dob <= (day - interval '45 years')::date)
				OR (u.dob > (was - interval '60 years')::date AND u.dob <= (day - interval '60 years')::date))
			AND member_age_band(u.dob, was) <> member_age_band(u.dob, day)));
	UPDATE member_counts_day SET counted_on = day;
	RETURN true;
END $$;
--> statement-breakpoint
TRUNCATE member_counts, mosque_member_counts;
--> statement-breakpoint
DO $$
DECLARE
	day date := (SELECT counted_on FROM member_counts_day);
	state uuid;
BEGIN
	PERFORM member_counts_add(ARRAY(
		SELECT ROW(1, u.state_id, u.district_id, u.city_id, u.locality_id, u.mosque_id, u.category, u.gender,
			member_age_band(u.dob, day))::member_count_change
		FROM users u
		WHERE u.role = 'user' AND u.notice_version IS NOT NULL AND u.name IS NOT NULL AND u.listed_in_directory AND u.state_id IS NULL));
	FOR state IN SELECT l.id FROM locations l WHERE l.type = 'state' LOOP
		PERFORM member_counts_add(ARRAY(
			SELECT ROW(1, u.state_id, u.district_id, u.city_id, u.locality_id, u.mosque_id, u.category, u.gender,
				member_age_band(u.dob, day))::member_count_change
			FROM users u
			WHERE u.role = 'user' AND u.notice_version IS NOT NULL AND u.name IS NOT NULL AND u.listed_in_directory AND u.state_id = state));
	END LOOP;
END $$;
