-- pg_trgm is a trusted extension: the database's owner may create it (PGlite loads it in server/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_member_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_dob_idx" ON "users" USING btree ("dob") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_category_idx" ON "users" USING btree ("category","gender","dob") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_sub_category_idx" ON "users" USING btree ("category",(case when "category" in ('student', 'student-working') then "details" ->> 'education'
    when "category" = 'working' then "details" ->> 'workType'
    when "category" = 'not working' then "details" ->> 'reason' end)) WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_level_idx" ON "users" USING btree (("details" ->> 'educationLevel')) WHERE "users"."role" = 'user';