ALTER TABLE "consents" DROP CONSTRAINT "consents_kind_ck";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_whatsapp_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_kind_ck" CHECK ("consents"."kind" in ('notice','directory','alertSms','alertWhatsapp'));