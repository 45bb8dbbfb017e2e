ALTER TABLE "otp_challenges" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;