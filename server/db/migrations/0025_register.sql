CREATE TABLE "register_households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mosque_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"household_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_import_progress" (
	"caller_id" uuid NOT NULL,
	"key" text NOT NULL,
	"stage" text NOT NULL,
	"done" integer NOT NULL,
	"total" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_import_progress_caller_id_key_pk" PRIMARY KEY("caller_id","key")
);
--> statement-breakpoint
CREATE TABLE "register_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mosque_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"consent_how" text NOT NULL,
	"consent_date" date NOT NULL,
	"households" integer NOT NULL,
	"people" integer NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mosque_id" uuid NOT NULL,
	"kept_kind" text NOT NULL,
	"kept_id" uuid NOT NULL,
	"merged_id" uuid NOT NULL,
	"originals" jsonb NOT NULL,
	"made" jsonb NOT NULL,
	"merged_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "register_merges_kept_kind_ck" CHECK ("register_merges"."kept_kind" in ('member','register'))
);
--> statement-breakpoint
CREATE TABLE "register_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"mosque_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"is_head" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"mobile" char(10),
	"father_name" text,
	"relation" text,
	"dob" date,
	"dob_approximate" boolean DEFAULT false NOT NULL,
	"gender" text,
	"address" text,
	"fingerprint" text NOT NULL,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_people_gender_ck" CHECK ("register_people"."gender" is null or "register_people"."gender" in ('male','female')),
	CONSTRAINT "register_people_mobile_ck" CHECK ("register_people"."mobile" is null or "register_people"."mobile" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "family_members" ADD COLUMN "dob_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "keeps_register" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dob_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "register_households" ADD CONSTRAINT "register_households_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_households" ADD CONSTRAINT "register_households_import_id_register_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."register_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_imports" ADD CONSTRAINT "register_imports_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_merges" ADD CONSTRAINT "register_merges_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_people" ADD CONSTRAINT "register_people_household_id_register_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."register_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_people" ADD CONSTRAINT "register_people_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_people" ADD CONSTRAINT "register_people_import_id_register_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."register_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_households_mosque_idx" ON "register_households" USING btree ("mosque_id");--> statement-breakpoint
CREATE INDEX "register_imports_mosque_idx" ON "register_imports" USING btree ("mosque_id","created_at");--> statement-breakpoint
CREATE INDEX "register_merges_mosque_idx" ON "register_merges" USING btree ("mosque_id","created_at");--> statement-breakpoint
CREATE INDEX "register_merges_created_idx" ON "register_merges" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "register_people_fingerprint_uq" ON "register_people" USING btree ("mosque_id","fingerprint");--> statement-breakpoint
CREATE INDEX "register_people_household_idx" ON "register_people" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "register_people_mobile_idx" ON "register_people" USING btree ("mobile") WHERE "register_people"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "register_people_mosque_mobile_idx" ON "register_people" USING btree ("mosque_id","mobile") WHERE "register_people"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "register_people_mosque_dob_idx" ON "register_people" USING btree ("mosque_id","dob") WHERE "register_people"."dob" is not null;--> statement-breakpoint
CREATE INDEX "register_people_mosque_father_idx" ON "register_people" USING btree ("mosque_id",lower("father_name")) WHERE "register_people"."father_name" is not null;--> statement-breakpoint
CREATE INDEX "register_people_mosque_name_trgm_idx" ON "register_people" USING gin ("mosque_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "register_people_head_name_idx" ON "register_people" USING btree (coalesce("name", ''),"id") WHERE "register_people"."is_head";--> statement-breakpoint
CREATE INDEX "register_people_mosque_head_name_idx" ON "register_people" USING btree ("mosque_id",coalesce("name", ''),"id") WHERE "register_people"."is_head";