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
CREATE INDEX "users_member_name_idx" ON "users" USING btree (coalesce("name", ''),"id","listed_in_directory","gender","dob","category","name") WHERE "users"."role" = 'user' and "users"."notice_version" is not null;--> statement-breakpoint
CREATE INDEX "users_member_state_name_idx" ON "users" USING btree ("state_id",coalesce("name", ''),"id","listed_in_directory","gender","dob","category","name") WHERE "users"."role" = 'user' and "users"."notice_version" is not null;--> statement-breakpoint
CREATE INDEX "users_member_district_name_idx" ON "users" USING btree ("district_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user' and "users"."notice_version" is not null;--> statement-breakpoint
CREATE INDEX "users_member_city_name_idx" ON "users" USING btree ("city_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user' and "users"."notice_version" is not null;--> statement-breakpoint
CREATE INDEX "users_member_locality_name_idx" ON "users" USING btree ("locality_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user' and "users"."notice_version" is not null;--> statement-breakpoint
CREATE INDEX "users_member_mosque_name_idx" ON "users" USING btree ("mosque_id",coalesce("name", ''),"id") WHERE "users"."role" = 'user' and "users"."notice_version" is not null;--> statement-breakpoint
CREATE INDEX "users_member_area_name_trgm_idx" ON "users" USING gin ("state_id","district_id","name" gin_trgm_ops) WHERE "users"."role" = 'user' and "users"."notice_version" is not null;--> statement-breakpoint
CREATE INDEX "users_member_dob_idx" ON "users" USING btree ("dob") WHERE "users"."role" = 'user' and "users"."notice_version" is not null;--> statement-breakpoint
CREATE INDEX "users_member_category_idx" ON "users" USING btree ("category","gender","dob") WHERE "users"."role" = 'user' and "users"."notice_version" is not null;--> statement-breakpoint
CREATE INDEX "users_member_sub_category_idx" ON "users" USING btree ("category","sub_category",coalesce("name", ''),"id","listed_in_directory") WHERE "users"."role" = 'user' and "users"."notice_version" is not null;--> statement-breakpoint
CREATE INDEX "users_member_level_idx" ON "users" USING btree ("education_level",coalesce("name", ''),"id","listed_in_directory") WHERE "users"."role" = 'user' and "users"."notice_version" is not null;