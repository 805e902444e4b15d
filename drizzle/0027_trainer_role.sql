CREATE TABLE "participant_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_kind" text NOT NULL,
	"rsvp_id" uuid,
	"camp_rsvp_id" uuid,
	"note" text NOT NULL,
	"set_by" text,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participant_notes_offer_kind_check" CHECK ("participant_notes"."offer_kind" in ('training', 'camp')),
	CONSTRAINT "participant_notes_offer_check" CHECK (("participant_notes"."offer_kind" = 'training' and "participant_notes"."rsvp_id" is not null and "participant_notes"."camp_rsvp_id" is null)
        or ("participant_notes"."offer_kind" = 'camp' and "participant_notes"."camp_rsvp_id" is not null and "participant_notes"."rsvp_id" is null))
);
--> statement-breakpoint
CREATE TABLE "camp_trainers" (
	"camp_id" uuid NOT NULL,
	"trainer_id" uuid NOT NULL,
	"lead" boolean DEFAULT false NOT NULL,
	CONSTRAINT "camp_trainers_camp_id_trainer_id_pk" PRIMARY KEY("camp_id","trainer_id")
);
--> statement-breakpoint
ALTER TABLE "attendance" DROP CONSTRAINT "attendance_status_check";--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "mark_id" uuid;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_trainers" ADD COLUMN "lead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "account_email" text;--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participant_notes" ADD CONSTRAINT "participant_notes_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_notes" ADD CONSTRAINT "participant_notes_camp_rsvp_id_camp_rsvps_id_fk" FOREIGN KEY ("camp_rsvp_id") REFERENCES "public"."camp_rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_notes" ADD CONSTRAINT "participant_notes_set_by_profiles_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_trainers" ADD CONSTRAINT "camp_trainers_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_trainers" ADD CONSTRAINT "camp_trainers_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participant_notes_rsvp_uidx" ON "participant_notes" USING btree ("rsvp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_notes_camp_rsvp_uidx" ON "participant_notes" USING btree ("camp_rsvp_id");--> statement-breakpoint
CREATE INDEX "camp_trainers_trainer_id_idx" ON "camp_trainers" USING btree ("trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "camp_trainers_one_lead_uidx" ON "camp_trainers" USING btree ("camp_id") WHERE lead;--> statement-breakpoint
CREATE UNIQUE INDEX "session_trainers_one_lead_uidx" ON "session_trainers" USING btree ("session_id") WHERE lead;--> statement-breakpoint
CREATE UNIQUE INDEX "trainers_account_email_uidx" ON "trainers" USING btree ("account_email");--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_mark_pair_check" CHECK (("attendance"."mark_id" is null) = ("attendance"."marked_at" is null));--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_status_check" CHECK ("attendance"."status" in ('present', 'absent', 'late'));--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_account_email_lower_check" CHECK ("trainers"."account_email" = lower("trainers"."account_email"));