CREATE TABLE "member_counts" (
	"state_id" uuid NOT NULL,
	"district_id" uuid NOT NULL,
	"city_id" uuid NOT NULL,
	"category" text NOT NULL,
	"gender" text NOT NULL,
	"age_band" smallint NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "member_counts_pk" PRIMARY KEY("state_id","district_id","city_id","category","gender","age_band")
);
--> statement-breakpoint
CREATE TABLE "member_counts_day" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"counted_on" date NOT NULL,
	CONSTRAINT "member_counts_day_one_row_ck" CHECK ("member_counts_day"."only")
);
--> statement-breakpoint
CREATE TABLE "mosque_member_counts" (
	"mosque_id" uuid PRIMARY KEY NOT NULL,
	"state_id" uuid,
	"district_id" uuid,
	"city_id" uuid,
	"locality_id" uuid,
	"members" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_member_category_idx";--> statement-breakpoint
CREATE INDEX "member_counts_district_idx" ON "member_counts" USING btree ("district_id","city_id");--> statement-breakpoint
CREATE INDEX "member_counts_city_idx" ON "member_counts" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "mosque_member_counts_members_idx" ON "mosque_member_counts" USING btree ("members" DESC NULLS FIRST,"mosque_id");--> statement-breakpoint
CREATE INDEX "mosque_member_counts_state_idx" ON "mosque_member_counts" USING btree ("state_id","members" DESC NULLS FIRST,"mosque_id");--> statement-breakpoint
CREATE INDEX "mosque_member_counts_district_idx" ON "mosque_member_counts" USING btree ("district_id","members" DESC NULLS FIRST,"mosque_id");--> statement-breakpoint
CREATE INDEX "mosque_member_counts_city_idx" ON "mosque_member_counts" USING btree ("city_id","members" DESC NULLS FIRST,"mosque_id");--> statement-breakpoint
CREATE INDEX "mosque_member_counts_locality_idx" ON "mosque_member_counts" USING btree ("locality_id","members" DESC NULLS FIRST,"mosque_id");--> statement-breakpoint
CREATE INDEX "users_member_category_idx" ON "users" USING btree ("category","gender","dob","state_id","listed_in_directory") WHERE "users"."role" = 'user' and "users"."notice_version" is not null;--> statement-breakpoint
-- Hand-written: the counts are kept by statement triggers on users, from the rows each statement changed
-- (transition tables), so a bulk insert or a masjid that moves with its members costs one upsert of the
-- places it touched, not one per member. A member counts when the directory lists them (membersWhere):
-- role 'user', the privacy notice accepted, listed in the directory.
--
-- The age band of a date of birth as of `day`: its first year (0, 18, 30, 45, 60: AGE_BANDS in
-- domain/functions/members-directory.ts), -1 without a date. N years before a 29 February is the 28th in a
-- year without it, as domain/dates.ts counts ages.
CREATE FUNCTION member_age_band(dob date, day date) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
	SELECT (CASE WHEN dob IS NULL THEN -1
		WHEN dob <= (day - interval '60 years')::date THEN 60
		WHEN dob <= (day - interval '45 years')::date THEN 45
		WHEN dob <= (day - interval '30 years')::date THEN 30
		WHEN dob <= (day - interval '18 years')::date THEN 18
		ELSE 0 END)::smallint
$$;
--> statement-breakpoint
-- One member arriving (+1) in, or leaving (-1), the counts.
CREATE TYPE member_count_change AS (
	change integer, state_id uuid, district_id uuid, city_id uuid, locality_id uuid, mosque_id uuid,
	category text, gender text, age_band smallint
);
--> statement-breakpoint
-- Adds changes to the kept counts: each member to everyone's row, their state's, district's and city's, and
-- their masjid's. Changes that cancel out (a member whose name changed) touch no row. Rows are locked in key
-- order, member_counts before mosque_member_counts, in every statement, so two writers never wait for each
-- other in a circle; ON CONFLICT adds to the row as committed, so concurrent writers lose no change.
CREATE FUNCTION member_counts_add(changes member_count_change[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO member_counts AS kept (state_id, district_id, city_id, category, gender, age_band, members)
	SELECT p.state_id, p.district_id, p.city_id, coalesce(c.category, ''), coalesce(c.gender, ''), c.age_band,
		sum(c.change)
	FROM unnest(changes) c
	CROSS JOIN LATERAL (VALUES
		('00000000-0000-0000-0000-000000000000'::uuid, '00000000-0000-0000-0000-000000000000'::uuid, '00000000-0000-0000-0000-000000000000'::uuid),
		(c.state_id, '00000000-0000-0000-0000-000000000000'::uuid, '00000000-0000-0000-0000-000000000000'::uuid),
		(c.state_id, c.district_id, '00000000-0000-0000-0000-000000000000'::uuid),
		(c.state_id, c.district_id, c.city_id)
	) p (state_id, district_id, city_id)
	WHERE p.state_id IS NOT NULL AND p.district_id IS NOT NULL AND p.city_id IS NOT NULL
	GROUP BY 1, 2, 3, 4, 5, 6
	HAVING sum(c.change) <> 0
	ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT (state_id, district_id, city_id, category, gender, age_band)
		DO UPDATE SET members = kept.members + excluded.members;
	-- A masjid keeps its places from its arriving members: when it moves, its members leave the old places
	-- and arrive in the new ones, and its count stays.
	INSERT INTO mosque_member_counts AS kept (mosque_id, state_id, district_id, city_id, locality_id, members)
	SELECT g.mosque_id,
		(array_agg(g.state_id) FILTER (WHERE g.net > 0))[1], (array_agg(g.district_id) FILTER (WHERE g.net > 0))[1],
		(array_agg(g.city_id) FILTER (WHERE g.net > 0))[1], (array_agg(g.locality_id) FILTER (WHERE g.net > 0))[1],
		sum(g.net)
	FROM (
		SELECT coalesce(c.mosque_id, '00000000-0000-0000-0000-000000000000'::uuid) AS mosque_id,
			c.state_id, c.district_id, c.city_id, c.locality_id, sum(c.change) AS net
		FROM unnest(changes) c
		GROUP BY 1, 2, 3, 4, 5
		HAVING sum(c.change) <> 0
	) g
	GROUP BY g.mosque_id
	ORDER BY g.mosque_id
	ON CONFLICT (mosque_id) DO UPDATE SET members = kept.members + excluded.members,
		state_id = coalesce(excluded.state_id, kept.state_id),
		district_id = coalesce(excluded.district_id, kept.district_id),
		city_id = coalesce(excluded.city_id, kept.city_id),
		locality_id = coalesce(excluded.locality_id, kept.locality_id);
$$;
--> statement-breakpoint
-- The statement's counted members as they were (-1) and as they are (+1), each in their band as of the
-- counts' day. The shared lock on the day (2455687574392978762) lets any number of writers through together
-- and waits only for member_counts_move_to, which holds it alone while it moves the bands to a new day: a
-- writer never adds a band of the old day after the move, nor the move miss a writer's member.
CREATE FUNCTION member_counts_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
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
			WHERE o.role = 'user' AND o.notice_version IS NOT NULL AND o.listed_in_directory);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		changes := changes || ARRAY(
			SELECT ROW(1, n.state_id, n.district_id, n.city_id, n.locality_id, n.mosque_id, n.category, n.gender,
				member_age_band(n.dob, day))::member_count_change
			FROM new_rows n
			WHERE n.role = 'user' AND n.notice_version IS NOT NULL AND n.listed_in_directory);
	END IF;
	IF cardinality(changes) > 0 THEN
		PERFORM member_counts_add(changes);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_counts_insert AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION member_counts_on_write();
--> statement-breakpoint
CREATE TRIGGER member_counts_update AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION member_counts_on_write();
--> statement-breakpoint
CREATE TRIGGER member_counts_delete AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION member_counts_on_write();
--> statement-breakpoint
-- Moves the bands to a later day (in India): the members whose band differs between the two days leave the
-- old band and enter the new one. Alone on the day's lock, after every writer that read the old day has
-- committed; those members are found by the date-of-birth index, a few hundred a day at a million members.
-- True when it moved.
CREATE FUNCTION member_counts_move_to(day date) RETURNS boolean LANGUAGE plpgsql AS $$
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
		WHERE u.role = 'user' AND u.notice_version IS NOT NULL AND u.listed_in_directory
			AND ((u.dob > (was - interval '18 years')::date AND u.dob <= (day - interval '18 years')::date)
				OR (u.dob > (was - interval '30 years')::date AND u.dob <= (day - interval '30 years')::date)
				OR (u.dob > (was - interval '45 years')::date AND u.dob <= (day - interval '45 years')::date)
				OR (u.dob > (was - interval '60 years')::date AND u.dob <= (day - interval '60 years')::date))
			AND member_age_band(u.dob, was) <> member_age_band(u.dob, day)));
	UPDATE member_counts_day SET counted_on = day;
	RETURN true;
END $$;
--> statement-breakpoint
-- The counts of the members already here, as of today in India, a state at a time (an array of a whole
-- national register at once would take hundreds of megabytes).
INSERT INTO "member_counts_day" ("counted_on") VALUES ((now() AT TIME ZONE 'Asia/Kolkata')::date);
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
		WHERE u.role = 'user' AND u.notice_version IS NOT NULL AND u.listed_in_directory AND u.state_id IS NULL));
	FOR state IN SELECT l.id FROM locations l WHERE l.type = 'state' LOOP
		PERFORM member_counts_add(ARRAY(
			SELECT ROW(1, u.state_id, u.district_id, u.city_id, u.locality_id, u.mosque_id, u.category, u.gender,
				member_age_band(u.dob, day))::member_count_change
			FROM users u
			WHERE u.role = 'user' AND u.notice_version IS NOT NULL AND u.listed_in_directory AND u.state_id = state));
	END LOOP;
END $$;
