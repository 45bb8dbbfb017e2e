-- cube is a trusted extension: the database's owner may create it without a superuser (earthdistance may not).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE TABLE "mosque_display_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mosque_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"label" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mosque_time_notices" (
	"mosque_id" uuid NOT NULL,
	"change_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mosque_time_notices_mosque_id_change_date_pk" PRIMARY KEY("mosque_id","change_date")
);
--> statement-breakpoint
CREATE TABLE "mosque_time_versions" (
	"mosque_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"settings" jsonb NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mosque_time_versions_mosque_id_effective_from_pk" PRIMARY KEY("mosque_id","effective_from")
);
--> statement-breakpoint
ALTER TABLE "mosques" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "mosques" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "mosques" ADD COLUMN "earth_point" "cube" GENERATED ALWAYS AS (case when latitude is null or longitude is null then null else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "keeps_mosque_times" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mosque_display_keys" ADD CONSTRAINT "mosque_display_keys_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_display_keys" ADD CONSTRAINT "mosque_display_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_time_notices" ADD CONSTRAINT "mosque_time_notices_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_time_versions" ADD CONSTRAINT "mosque_time_versions_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_time_versions" ADD CONSTRAINT "mosque_time_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mosque_display_keys_hash_uq" ON "mosque_display_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "mosque_display_keys_mosque_idx" ON "mosque_display_keys" USING btree ("mosque_id");--> statement-breakpoint
CREATE INDEX "mosques_earth_point_idx" ON "mosques" USING gist ("earth_point") WHERE "mosques"."earth_point" is not null;--> statement-breakpoint
ALTER TABLE "mosques" ADD CONSTRAINT "mosques_point_ck" CHECK (("mosques"."latitude" is null) = ("mosques"."longitude" is null) and ("mosques"."latitude" is null or ("mosques"."latitude" between -90 and 90 and "mosques"."longitude" between -180 and 180)));