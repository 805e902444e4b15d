CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"camp_id" uuid,
	"child_id" uuid NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_one_offer_check" CHECK (num_nonnulls("waitlist_entries"."session_id", "waitlist_entries"."camp_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "camp_rsvps" ADD COLUMN "free_cancellation_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "free_cancellation_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_session_child_uidx" ON "waitlist_entries" USING btree ("session_id","child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_camp_child_uidx" ON "waitlist_entries" USING btree ("camp_id","child_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_session_order_idx" ON "waitlist_entries" USING btree ("session_id","created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_camp_order_idx" ON "waitlist_entries" USING btree ("camp_id","created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_child_id_idx" ON "waitlist_entries" USING btree ("child_id");