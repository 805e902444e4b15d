CREATE TABLE "attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_kind" text NOT NULL,
	"session_id" uuid,
	"camp_id" uuid,
	"rsvp_id" uuid,
	"camp_rsvp_id" uuid,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"set_by" text,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_offer_kind_check" CHECK ("attendance"."offer_kind" in ('training', 'camp')),
	CONSTRAINT "attendance_status_check" CHECK ("attendance"."status" in ('present', 'absent')),
	CONSTRAINT "attendance_offer_check" CHECK (("attendance"."offer_kind" = 'training' and "attendance"."session_id" is not null and "attendance"."rsvp_id" is not null
        and "attendance"."camp_id" is null and "attendance"."camp_rsvp_id" is null)
        or ("attendance"."offer_kind" = 'camp' and "attendance"."camp_id" is not null and "attendance"."camp_rsvp_id" is not null
        and "attendance"."session_id" is null and "attendance"."rsvp_id" is null))
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_camp_rsvp_id_camp_rsvps_id_fk" FOREIGN KEY ("camp_rsvp_id") REFERENCES "public"."camp_rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_set_by_profiles_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_rsvp_day_uidx" ON "attendance" USING btree ("rsvp_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_camp_rsvp_day_uidx" ON "attendance" USING btree ("camp_rsvp_id","day");--> statement-breakpoint
CREATE INDEX "attendance_session_id_idx" ON "attendance" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "attendance_camp_id_idx" ON "attendance" USING btree ("camp_id");