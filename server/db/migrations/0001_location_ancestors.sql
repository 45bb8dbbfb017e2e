CREATE TABLE "location_ancestors" (
	"location_id" uuid NOT NULL,
	"ancestor_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "location_ancestors_ancestor_id_location_id_pk" PRIMARY KEY("ancestor_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "location_ancestors" ADD CONSTRAINT "location_ancestors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_ancestors" ADD CONSTRAINT "location_ancestors_ancestor_id_locations_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_ancestors_location_idx" ON "location_ancestors" USING btree ("location_id","depth");--> statement-breakpoint
-- Every location that exists now: itself at depth 0, then each location above it.
INSERT INTO "location_ancestors" ("location_id", "ancestor_id", "depth")
WITH RECURSIVE chain(location_id, ancestor_id, depth) AS (
	SELECT id, id, 0 FROM "locations"
	UNION ALL
	SELECT c.location_id, l.parent_id, c.depth + 1
	FROM chain c JOIN "locations" l ON l.id = c.ancestor_id
	WHERE l.parent_id IS NOT NULL AND c.depth < 10
)
SELECT location_id, ancestor_id, depth FROM chain;
--> statement-breakpoint
CREATE FUNCTION location_ancestors_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO location_ancestors (location_id, ancestor_id, depth) VALUES (NEW.id, NEW.id, 0);
	INSERT INTO location_ancestors (location_id, ancestor_id, depth)
		SELECT NEW.id, a.ancestor_id, a.depth + 1 FROM location_ancestors a WHERE a.location_id = NEW.parent_id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER location_ancestors_insert AFTER INSERT ON "locations"
	FOR EACH ROW EXECUTE FUNCTION location_ancestors_on_insert();
--> statement-breakpoint
-- A location that moves takes its whole subtree with it: the links above it are replaced by the new parent's.
CREATE FUNCTION location_ancestors_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
--> statement-breakpoint
CREATE TRIGGER location_ancestors_move AFTER UPDATE OF "parent_id" ON "locations"
	FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
	EXECUTE FUNCTION location_ancestors_on_move();
