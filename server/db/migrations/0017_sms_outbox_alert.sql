ALTER TABLE "sms_outbox" ADD COLUMN "alert_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_alert_idx" ON "sms_outbox" USING btree ("alert_id") WHERE "sms_outbox"."alert_id" is not null;