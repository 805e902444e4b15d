CREATE TABLE "unmatched_resolutions" (
	"stripe_event_id" text PRIMARY KEY NOT NULL,
	"resolution" text NOT NULL,
	"payment_kind" text,
	"payment_id" uuid,
	"stripe_refund_id" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unmatched_resolutions_resolution_check" CHECK ("unmatched_resolutions"."resolution" in ('ASSIGNED', 'REFUNDED')),
	CONSTRAINT "unmatched_resolutions_payment_kind_check" CHECK ("unmatched_resolutions"."payment_kind" in ('training', 'camp', 'campFee'))
);
--> statement-breakpoint
ALTER TABLE "unmatched_resolutions" ADD CONSTRAINT "unmatched_resolutions_stripe_event_id_stripe_events_id_fk" FOREIGN KEY ("stripe_event_id") REFERENCES "public"."stripe_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_resolutions" ADD CONSTRAINT "unmatched_resolutions_resolved_by_profiles_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;