-- btree_gin lets a GIN index hold plain values (a member's state and district) beside the name's trigrams; it
-- is a trusted extension like pg_trgm (migration 0007), and PGlite loads it in server/db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "users_member_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_member_area_name_trgm_idx" ON "users" USING gin ("state_id","district_id","name" gin_trgm_ops) WHERE "users"."role" = 'user';
