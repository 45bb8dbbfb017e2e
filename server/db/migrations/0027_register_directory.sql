DROP INDEX "register_people_head_name_idx";--> statement-breakpoint
CREATE INDEX "register_people_head_dob_idx" ON "register_people" USING btree ("dob") WHERE "register_people"."is_head";--> statement-breakpoint
CREATE INDEX "register_people_head_name_trgm_idx" ON "register_people" USING gin ("name" gin_trgm_ops) WHERE "register_people"."is_head";--> statement-breakpoint
CREATE INDEX "register_people_head_mobile_end_idx" ON "register_people" USING btree (reverse("mobile"::text) text_pattern_ops) WHERE "register_people"."is_head";--> statement-breakpoint
CREATE INDEX "register_people_head_name_idx" ON "register_people" USING btree (coalesce("name", ''),"id","gender","dob") WHERE "register_people"."is_head";