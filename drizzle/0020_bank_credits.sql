CREATE TABLE "bank_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_key" text NOT NULL,
	"import_id" uuid NOT NULL,
	"imported_by" text,
	"imported_at" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"booking_date" date NOT NULL,
	"reference" text,
	"reference_type" text,
	"bank_reference" text,
	"debtor_name" text,
	"debtor_iban" text,
	"message" text,
	"outcome" text NOT NULL,
	"reason" text,
	"resolution" text,
	"resolved_payment_kind" text,
	"resolved_payment_id" uuid,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "bank_credits_bank_key_unique" UNIQUE("bank_key"),
	CONSTRAINT "bank_credits_amount_cents_check" CHECK ("bank_credits"."amount_cents" >= 0),
	CONSTRAINT "bank_credits_outcome_check" CHECK ("bank_credits"."outcome" in ('applied', 'unmatched')),
	CONSTRAINT "bank_credits_reference_type_check" CHECK ("bank_credits"."reference_type" in ('QRR', 'SCOR')),
	CONSTRAINT "bank_credits_reason_check" CHECK ("bank_credits"."reason" in ('NO_REFERENCE', 'UNKNOWN_REFERENCE', 'PAYMENT_GONE', 'ALREADY_PAID', 'PARTLY_PAID', 'OVERPAID')),
	CONSTRAINT "bank_credits_reason_state_check" CHECK (("bank_credits"."outcome" = 'unmatched') = ("bank_credits"."reason" is not null)),
	CONSTRAINT "bank_credits_resolution_check" CHECK ("bank_credits"."resolution" in ('ASSIGNED', 'RETURNED')),
	CONSTRAINT "bank_credits_resolved_payment_kind_check" CHECK ("bank_credits"."resolved_payment_kind" in ('training', 'camp', 'campFee')),
	CONSTRAINT "bank_credits_resolution_state_check" CHECK ("bank_credits"."resolution" is null or ("bank_credits"."outcome" = 'unmatched' and "bank_credits"."resolved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "credit_packs" DROP CONSTRAINT "credit_packs_payment_method_check";--> statement-breakpoint
ALTER TABLE "camp_cancellation_fees" DROP CONSTRAINT "camp_cancellation_fees_method_check";--> statement-breakpoint
ALTER TABLE "camp_payments" DROP CONSTRAINT "camp_payments_method_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "camp_cancellation_fees" ADD COLUMN "bank_credit_id" uuid;--> statement-breakpoint
ALTER TABLE "camp_payments" ADD COLUMN "bank_credit_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_credit_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_imported_by_profiles_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_resolved_by_profiles_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_credits_unmatched_idx" ON "bank_credits" USING btree ("imported_at") WHERE "bank_credits"."outcome" = 'unmatched';--> statement-breakpoint
CREATE INDEX "bank_credits_booking_date_idx" ON "bank_credits" USING btree ("booking_date");--> statement-breakpoint
ALTER TABLE "camp_cancellation_fees" ADD CONSTRAINT "camp_cancellation_fees_bank_credit_id_bank_credits_id_fk" FOREIGN KEY ("bank_credit_id") REFERENCES "public"."bank_credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_payments" ADD CONSTRAINT "camp_payments_bank_credit_id_bank_credits_id_fk" FOREIGN KEY ("bank_credit_id") REFERENCES "public"."bank_credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_credit_id_bank_credits_id_fk" FOREIGN KEY ("bank_credit_id") REFERENCES "public"."bank_credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_packs" ADD CONSTRAINT "credit_packs_payment_method_check" CHECK ("credit_packs"."payment_method" in ('CREDIT', 'STRIPE_TWINT', 'STRIPE_ONLINE', 'TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'ONLINE_TWINT', 'BANK_TRANSFER'));--> statement-breakpoint
ALTER TABLE "camp_cancellation_fees" ADD CONSTRAINT "camp_cancellation_fees_method_check" CHECK ("camp_cancellation_fees"."method" in ('CREDIT', 'STRIPE_TWINT', 'STRIPE_ONLINE', 'TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'ONLINE_TWINT', 'BANK_TRANSFER'));--> statement-breakpoint
ALTER TABLE "camp_payments" ADD CONSTRAINT "camp_payments_method_check" CHECK ("camp_payments"."method" in ('CREDIT', 'STRIPE_TWINT', 'STRIPE_ONLINE', 'TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'ONLINE_TWINT', 'BANK_TRANSFER'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('CREDIT', 'STRIPE_TWINT', 'STRIPE_ONLINE', 'TWINT_MANUAL', 'CASH', 'GRATIS', 'VOUCHER', 'ONLINE_TWINT', 'BANK_TRANSFER'));