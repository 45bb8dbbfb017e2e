CREATE TABLE "register_pairs" (
	"mosque_id" uuid NOT NULL,
	"rank" smallint NOT NULL,
	"key" text NOT NULL,
	"a_id" uuid NOT NULL,
	"b_register_id" uuid,
	"b_member_id" uuid,
	"similarity" double precision NOT NULL,
	CONSTRAINT "register_pairs_mosque_id_rank_key_pk" PRIMARY KEY("mosque_id","rank","key")
);
--> statement-breakpoint
CREATE TABLE "register_pairs_state" (
	"mosque_id" uuid PRIMARY KEY NOT NULL,
	"fresh" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "register_pairs" ADD CONSTRAINT "register_pairs_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_pairs" ADD CONSTRAINT "register_pairs_a_id_register_people_id_fk" FOREIGN KEY ("a_id") REFERENCES "public"."register_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_pairs" ADD CONSTRAINT "register_pairs_b_register_id_register_people_id_fk" FOREIGN KEY ("b_register_id") REFERENCES "public"."register_people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_pairs" ADD CONSTRAINT "register_pairs_b_member_id_users_id_fk" FOREIGN KEY ("b_member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_pairs_state" ADD CONSTRAINT "register_pairs_state_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_pairs_a_idx" ON "register_pairs" USING btree ("a_id");--> statement-breakpoint
CREATE INDEX "register_pairs_b_register_idx" ON "register_pairs" USING btree ("b_register_id");--> statement-breakpoint
CREATE INDEX "register_pairs_b_member_idx" ON "register_pairs" USING btree ("b_member_id");--> statement-breakpoint
-- Hand-written: a write that could make, change or undo a masjid's likely duplicates marks its kept pairs stale
-- (server/register/register-pairs.ts computes them again at the next read). Statement triggers with transition
-- tables, as for the member counts (migration 0019), so an import of 50,000 people costs one upsert a
-- statement, not one a row. A deleted record takes its pairs with it (the cascades): no mark is needed.
CREATE FUNCTION register_pairs_stale(mosques uuid[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO register_pairs_state (mosque_id, fresh)
	SELECT DISTINCT m, false FROM unnest(mosques) AS m WHERE m IS NOT NULL ORDER BY 1
	ON CONFLICT (mosque_id) DO UPDATE SET fresh = false
$$;
--> statement-breakpoint
-- Register people: any insert, and an update of what pairs them (name, number, date, father, household).
CREATE FUNCTION register_pairs_on_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM register_pairs_stale(ARRAY(SELECT n.mosque_id FROM new_rows n));
	ELSE
		PERFORM register_pairs_stale(ARRAY(
			SELECT unnest(ARRAY[o.mosque_id, n.mosque_id]) FROM old_rows o JOIN new_rows n USING (id)
			WHERE (o.name, o.mobile, o.dob, o.father_name, o.household_id, o.mosque_id)
				IS DISTINCT FROM (n.name, n.mobile, n.dob, n.father_name, n.household_id, n.mosque_id)));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER register_pairs_people_insert AFTER INSERT ON "register_people" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION register_pairs_on_people();
--> statement-breakpoint
CREATE TRIGGER register_pairs_people_update AFTER UPDATE ON "register_people"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION register_pairs_on_people();
--> statement-breakpoint
-- Members: only the masjids that have kept pairs (a register) are marked, on a member arriving, or changing
-- their name, number, date of birth, masjid or role.
CREATE FUNCTION register_pairs_on_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched uuid[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		touched := ARRAY(SELECT n.mosque_id FROM new_rows n WHERE n.role = 'user');
	ELSE
		touched := ARRAY(
			SELECT unnest(ARRAY[o.mosque_id, n.mosque_id]) FROM old_rows o JOIN new_rows n USING (id)
			WHERE (o.name, o.mobile, o.dob, o.mosque_id, o.role) IS DISTINCT FROM (n.name, n.mobile, n.dob, n.mosque_id, n.role));
	END IF;
	IF cardinality(touched) > 0 THEN
		-- Not only the fresh: a row being computed again is locked until then, and marked after it.
		UPDATE register_pairs_state SET fresh = false WHERE mosque_id = ANY (touched);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER register_pairs_users_insert AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION register_pairs_on_users();
--> statement-breakpoint
CREATE TRIGGER register_pairs_users_update AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION register_pairs_on_users();
