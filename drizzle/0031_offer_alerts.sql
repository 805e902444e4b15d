CREATE TABLE "offer_alert_deliveries" (
	"event_id" uuid NOT NULL,
	"recipient_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_alert_deliveries_event_id_recipient_id_pk" PRIMARY KEY("event_id","recipient_id")
);
--> statement-breakpoint
CREATE TABLE "offer_alert_digests" (
	"recipient_id" text NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"changes" integer NOT NULL,
	CONSTRAINT "offer_alert_digests_recipient_id_day_pk" PRIMARY KEY("recipient_id","day"),
	CONSTRAINT "offer_alert_digests_changes_check" CHECK ("offer_alert_digests"."changes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_alert_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"session_id" uuid,
	"camp_id" uuid,
	"mode" text NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_alert_settings_one_offer_check" CHECK (num_nonnulls("offer_alert_settings"."session_id", "offer_alert_settings"."camp_id") = 1),
	CONSTRAINT "offer_alert_settings_mode_check" CHECK ("offer_alert_settings"."mode" in ('EACH', 'DIGEST'))
);
--> statement-breakpoint
CREATE TABLE "offer_change_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"camp_id" uuid,
	"child_id" uuid NOT NULL,
	"change" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_change_events_one_offer_check" CHECK (num_nonnulls("offer_change_events"."session_id", "offer_change_events"."camp_id") = 1),
	CONSTRAINT "offer_change_events_change_check" CHECK ("offer_change_events"."change" in ('BOOKED', 'CANCELLED', 'WAITLIST_JOINED', 'WAITLIST_LEFT', 'PROMOTED', 'ABSENCE_REPORTED'))
);
--> statement-breakpoint
ALTER TABLE "offer_alert_deliveries" ADD CONSTRAINT "offer_alert_deliveries_event_id_offer_change_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."offer_change_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_alert_deliveries" ADD CONSTRAINT "offer_alert_deliveries_recipient_id_profiles_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_alert_digests" ADD CONSTRAINT "offer_alert_digests_recipient_id_profiles_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_alert_settings" ADD CONSTRAINT "offer_alert_settings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_alert_settings" ADD CONSTRAINT "offer_alert_settings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_alert_settings" ADD CONSTRAINT "offer_alert_settings_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_change_events" ADD CONSTRAINT "offer_change_events_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_change_events" ADD CONSTRAINT "offer_change_events_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_change_events" ADD CONSTRAINT "offer_change_events_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_alert_deliveries_recipient_id_idx" ON "offer_alert_deliveries" USING btree ("recipient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_alert_settings_session_uidx" ON "offer_alert_settings" USING btree ("session_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_alert_settings_camp_uidx" ON "offer_alert_settings" USING btree ("camp_id","profile_id");--> statement-breakpoint
CREATE INDEX "offer_alert_settings_profile_id_idx" ON "offer_alert_settings" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "offer_change_events_created_at_idx" ON "offer_change_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "offer_change_events_session_id_idx" ON "offer_change_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "offer_change_events_camp_id_idx" ON "offer_change_events" USING btree ("camp_id");--> statement-breakpoint
CREATE INDEX "offer_change_events_child_id_idx" ON "offer_change_events" USING btree ("child_id");