ALTER TABLE "consents" DROP CONSTRAINT "consents_kind_ck";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_sms_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_kind_ck" CHECK ("consents"."kind" in ('notice','directory','alertSms'));