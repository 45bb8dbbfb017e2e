DROP INDEX "alerts_created_by_idx";--> statement-breakpoint
CREATE INDEX "alerts_created_idx" ON "alerts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "alerts_created_by_idx" ON "alerts" USING btree ("created_by","created_at","id");