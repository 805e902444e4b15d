ALTER TABLE "rsvps" ADD COLUMN "absence_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "absence_reported_by" text;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "absence_reason" text;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_absence_reported_by_profiles_id_fk" FOREIGN KEY ("absence_reported_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_absence_reason_check" CHECK ("rsvps"."absence_reason" is null or ("rsvps"."absence_reported_at" is not null
        and char_length("rsvps"."absence_reason") <= 200));