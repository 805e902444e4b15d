CREATE TABLE "bank_reference_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_reference_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid,
	"camp_payment_id" uuid,
	"camp_cancellation_fee_id" uuid,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "bank_reference_items_target_unique" UNIQUE NULLS NOT DISTINCT("bank_reference_id","payment_id","camp_payment_id","camp_cancellation_fee_id"),
	CONSTRAINT "bank_reference_items_kind_check" CHECK ("bank_reference_items"."kind" in ('training', 'camp', 'campFee')),
	CONSTRAINT "bank_reference_items_amount_cents_check" CHECK ("bank_reference_items"."amount_cents" >= 0),
	CONSTRAINT "bank_reference_items_target_check" CHECK (case "bank_reference_items"."kind"
        when 'training' then "bank_reference_items"."payment_id" is not null and "bank_reference_items"."camp_payment_id" is null and "bank_reference_items"."camp_cancellation_fee_id" is null
        when 'camp' then "bank_reference_items"."camp_payment_id" is not null and "bank_reference_items"."payment_id" is null and "bank_reference_items"."camp_cancellation_fee_id" is null
        else "bank_reference_items"."camp_cancellation_fee_id" is not null and "bank_reference_items"."payment_id" is null and "bank_reference_items"."camp_payment_id" is null end)
);
--> statement-breakpoint
CREATE TABLE "bank_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"parent_id" text,
	"amount_cents" integer NOT NULL,
	"items_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_references_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bank_references_items_key_unique" UNIQUE("items_key"),
	CONSTRAINT "bank_references_reference_check" CHECK ("bank_references"."reference" ~ '^[0-9]{27}$'),
	CONSTRAINT "bank_references_amount_cents_check" CHECK ("bank_references"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_reference_items" ADD CONSTRAINT "bank_reference_items_bank_reference_id_bank_references_id_fk" FOREIGN KEY ("bank_reference_id") REFERENCES "public"."bank_references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reference_items" ADD CONSTRAINT "bank_reference_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reference_items" ADD CONSTRAINT "bank_reference_items_camp_payment_id_camp_payments_id_fk" FOREIGN KEY ("camp_payment_id") REFERENCES "public"."camp_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reference_items" ADD CONSTRAINT "bank_reference_items_camp_cancellation_fee_id_camp_cancellation_fees_id_fk" FOREIGN KEY ("camp_cancellation_fee_id") REFERENCES "public"."camp_cancellation_fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_references" ADD CONSTRAINT "bank_references_parent_id_profiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_reference_items_payment_id_idx" ON "bank_reference_items" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bank_reference_items_camp_payment_id_idx" ON "bank_reference_items" USING btree ("camp_payment_id");--> statement-breakpoint
CREATE INDEX "bank_reference_items_camp_cancellation_fee_id_idx" ON "bank_reference_items" USING btree ("camp_cancellation_fee_id");--> statement-breakpoint
CREATE INDEX "bank_references_parent_id_idx" ON "bank_references" USING btree ("parent_id");