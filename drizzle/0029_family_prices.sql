CREATE TABLE "sibling_discount_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_kind" text NOT NULL,
	"valid_from" date NOT NULL,
	"second_child_percent" smallint NOT NULL,
	"third_child_percent" smallint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sibling_discount_rules_offer_kind_check" CHECK ("sibling_discount_rules"."offer_kind" in ('training', 'camp')),
	CONSTRAINT "sibling_discount_rules_percent_check" CHECK ("sibling_discount_rules"."second_child_percent" between 0 and 50 and "sibling_discount_rules"."third_child_percent" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "camp_payments" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "camp_payments" ADD COLUMN "discount_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "camp_payments" ADD COLUMN "sibling_position" smallint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_percent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sibling_position" smallint;--> statement-breakpoint
ALTER TABLE "sibling_discount_rules" ADD CONSTRAINT "sibling_discount_rules_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sibling_discount_rules_kind_valid_from_uidx" ON "sibling_discount_rules" USING btree ("offer_kind","valid_from");