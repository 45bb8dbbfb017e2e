CREATE TABLE "register_retired" (
	"mosque_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_retired_mosque_id_fingerprint_pk" PRIMARY KEY("mosque_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "register_retired" ADD CONSTRAINT "register_retired_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;