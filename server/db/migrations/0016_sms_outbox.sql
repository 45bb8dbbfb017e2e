CREATE TABLE "sms_daily_counts" (
	"day" date NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"messages" integer NOT NULL,
	"parts" integer NOT NULL,
	CONSTRAINT "sms_daily_counts_day_purpose_status_pk" PRIMARY KEY("day","purpose","status")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"phone" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"variables" jsonb,
	"parts" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"give_up_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_provider_id_idx" ON "sms_outbox" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_failed_idx" ON "sms_outbox" USING btree ("updated_at") WHERE "sms_outbox"."status" = 'failed';