CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mosque_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	"member_id" uuid,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"utr" text,
	"on_behalf_of" text,
	"donor_name" text,
	"donor_address" text,
	"donor_pan" text,
	"chanda_months" text[] DEFAULT '{}'::text[] NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"decision_reason" text,
	"created_by" uuid,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "donations_amount_range" CHECK ("donations"."amount_paise" between 100 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "mosque_treasuries" (
	"mosque_id" uuid PRIMARY KEY NOT NULL,
	"upi_id" text NOT NULL,
	"payee_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"pan" text NOT NULL,
	"registration_80g" text,
	"registration_80g_valid_from" date,
	"registration_80g_valid_to" date,
	"chanda_paise" bigint,
	"chanda_from" text,
	"zakat_purposes" text[] DEFAULT '{}'::text[] NOT NULL,
	"receipt_prefix" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"mosque_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counters_mosque_id_financial_year_pk" PRIMARY KEY("mosque_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mosque_id" uuid NOT NULL,
	"donation_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"number" integer NOT NULL,
	"receipt_number" text NOT NULL,
	"code" text NOT NULL,
	"member_id" uuid,
	"donor_name" text NOT NULL,
	"donor_address" text,
	"donor_pan" text,
	"on_behalf_of" text,
	"fund_id" uuid NOT NULL,
	"fund_key" text,
	"fund_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"registration_80g" text,
	"language" text DEFAULT 'en' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_on" date NOT NULL,
	"issued_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" uuid
);
--> statement-breakpoint
CREATE TABLE "treasury_closed_months" (
	"mosque_id" uuid NOT NULL,
	"month" text NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_closed_months_mosque_id_month_pk" PRIMARY KEY("mosque_id","month")
);
--> statement-breakpoint
CREATE TABLE "treasury_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mosque_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"payee" text NOT NULL,
	"purpose" text NOT NULL,
	"bill_number" text,
	"spent_on" date NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_expenses_amount_range" CHECK ("treasury_expenses"."amount_paise" between 100 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "treasury_funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mosque_id" uuid NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_funds_balance_not_negative" CHECK ("treasury_funds"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "treasury_write_keys" (
	"caller_id" uuid NOT NULL,
	"key" text NOT NULL,
	"function_name" text NOT NULL,
	"reply" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_write_keys_caller_id_key_pk" PRIMARY KEY("caller_id","key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "keeps_treasury" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_fund_id_treasury_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."treasury_funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_treasuries" ADD CONSTRAINT "mosque_treasuries_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_fund_id_treasury_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."treasury_funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_closed_months" ADD CONSTRAINT "treasury_closed_months_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_closed_months" ADD CONSTRAINT "treasury_closed_months_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_expenses" ADD CONSTRAINT "treasury_expenses_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_expenses" ADD CONSTRAINT "treasury_expenses_fund_id_treasury_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."treasury_funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_expenses" ADD CONSTRAINT "treasury_expenses_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_funds" ADD CONSTRAINT "treasury_funds_mosque_id_mosques_id_fk" FOREIGN KEY ("mosque_id") REFERENCES "public"."mosques"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_write_keys" ADD CONSTRAINT "treasury_write_keys_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_reference_uq" ON "donations" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_gateway_order_uq" ON "donations" USING btree ("gateway_order_id") WHERE "donations"."gateway_order_id" is not null;--> statement-breakpoint
CREATE INDEX "donations_mosque_status_idx" ON "donations" USING btree ("mosque_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "donations_member_idx" ON "donations" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "donations_mosque_utr_idx" ON "donations" USING btree ("mosque_id","utr") WHERE "donations"."utr" is not null;--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_uq" ON "receipts" USING btree ("mosque_id","financial_year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_donation_uq" ON "receipts" USING btree ("donation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_code_uq" ON "receipts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "receipts_mosque_issued_idx" ON "receipts" USING btree ("mosque_id","issued_on","id");--> statement-breakpoint
CREATE INDEX "receipts_member_idx" ON "receipts" USING btree ("member_id","issued_at");--> statement-breakpoint
CREATE INDEX "treasury_expenses_mosque_idx" ON "treasury_expenses" USING btree ("mosque_id","spent_on");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_funds_key_uq" ON "treasury_funds" USING btree ("mosque_id","key") WHERE "treasury_funds"."key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_funds_name_uq" ON "treasury_funds" USING btree ("mosque_id",lower("name"));--> statement-breakpoint
CREATE INDEX "treasury_write_keys_created_idx" ON "treasury_write_keys" USING btree ("created_at");--> statement-breakpoint
-- A receipt is never edited or deleted (docs/decisions/0013-baitul-maal.md). The one change allowed is its
-- cancellation, once, with a reason; and the links to accounts may be emptied, as a deleted account's are.
-- Only the retention purge deletes, eight years on, with anjuman.receipt_retention set in its transaction.
CREATE FUNCTION receipts_unchanging() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF current_setting('anjuman.receipt_retention', true) = 'on' THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'a receipt is never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF (NEW.id, NEW.mosque_id, NEW.donation_id, NEW.financial_year, NEW.number, NEW.receipt_number, NEW.code,
      NEW.donor_name, NEW.donor_address, NEW.donor_pan, NEW.on_behalf_of, NEW.fund_id, NEW.fund_key,
      NEW.fund_name, NEW.amount_paise, NEW.mode, NEW.registration_80g, NEW.language, NEW.issued_at,
      NEW.issued_on)
     IS DISTINCT FROM
     (OLD.id, OLD.mosque_id, OLD.donation_id, OLD.financial_year, OLD.number, OLD.receipt_number, OLD.code,
      OLD.donor_name, OLD.donor_address, OLD.donor_pan, OLD.on_behalf_of, OLD.fund_id, OLD.fund_key,
      OLD.fund_name, OLD.amount_paise, OLD.mode, OLD.registration_80g, OLD.language, OLD.issued_at,
      OLD.issued_on) THEN
    RAISE EXCEPTION 'a receipt is never edited' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.member_id IS DISTINCT FROM OLD.member_id AND NEW.member_id IS NOT NULL THEN
    RAISE EXCEPTION 'a receipt''s donor is never changed' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.issued_by IS DISTINCT FROM OLD.issued_by AND NEW.issued_by IS NOT NULL THEN
    RAISE EXCEPTION 'a receipt''s issuer is never changed' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.cancelled_at IS NOT NULL THEN
    IF NEW.cancelled_at IS DISTINCT FROM OLD.cancelled_at OR NEW.cancel_reason IS DISTINCT FROM OLD.cancel_reason
       OR (NEW.cancelled_by IS DISTINCT FROM OLD.cancelled_by AND NEW.cancelled_by IS NOT NULL) THEN
      RAISE EXCEPTION 'a receipt is cancelled once' USING ERRCODE = 'check_violation';
    END IF;
  ELSIF NEW.cancelled_at IS NOT NULL AND coalesce(btrim(NEW.cancel_reason), '') = '' THEN
    RAISE EXCEPTION 'a receipt is cancelled with a reason' USING ERRCODE = 'check_violation';
  ELSIF NEW.cancelled_at IS NULL AND (NEW.cancel_reason IS NOT NULL OR NEW.cancelled_by IS NOT NULL) THEN
    RAISE EXCEPTION 'a receipt is cancelled with its time' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER receipts_unchanging BEFORE UPDATE OR DELETE ON receipts
  FOR EACH ROW EXECUTE FUNCTION receipts_unchanging();
