DROP INDEX "users_member_name_idx";--> statement-breakpoint
DROP INDEX "users_member_state_name_idx";--> statement-breakpoint
DROP INDEX "users_member_sub_category_idx";--> statement-breakpoint
DROP INDEX "users_member_level_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sub_category" text GENERATED ALWAYS AS (case when "category" in ('student', 'student-working') then "details" ->> 'education'
    when "category" = 'working' then "details" ->> 'workType'
    when "category" = 'not working' then "details" ->> 'reason' end) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "education_level" text GENERATED ALWAYS AS ("details" ->> 'educationLevel') STORED;--> statement-breakpoint
CREATE INDEX "users_member_name_idx" ON "users" USING btree (coalesce("name", ''),"id","listed_in_directory","gender","dob","category","name") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_state_name_idx" ON "users" USING btree ("state_id",coalesce("name", ''),"id","listed_in_directory","gender","dob","category","name") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_sub_category_idx" ON "users" USING btree ("category","sub_category",coalesce("name", ''),"id","listed_in_directory") WHERE "users"."role" = 'user';--> statement-breakpoint
CREATE INDEX "users_member_level_idx" ON "users" USING btree ("education_level",coalesce("name", ''),"id","listed_in_directory") WHERE "users"."role" = 'user';