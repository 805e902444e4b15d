CREATE TABLE "family_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_id" text NOT NULL,
	"invitee_email" text NOT NULL,
	"invitee_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "family_links_status_check" CHECK ("family_links"."status" in ('pending', 'accepted', 'declined', 'ended')),
	CONSTRAINT "family_links_invitee_email_lower_check" CHECK ("family_links"."invitee_email" = lower("family_links"."invitee_email")),
	CONSTRAINT "family_links_not_self_check" CHECK ("family_links"."invitee_id" is null or "family_links"."invitee_id" <> "family_links"."inviter_id"),
	CONSTRAINT "family_links_response_check" CHECK ("family_links"."status" not in ('accepted', 'declined') or ("family_links"."invitee_id" is not null and "family_links"."responded_at" is not null)),
	CONSTRAINT "family_links_ended_check" CHECK (("family_links"."status" = 'ended') = ("family_links"."ended_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_inviter_id_profiles_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_invitee_id_profiles_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_open_inviter_uidx" ON "family_links" USING btree ("inviter_id") WHERE status in ('pending', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_accepted_invitee_uidx" ON "family_links" USING btree ("invitee_id") WHERE status = 'accepted';--> statement-breakpoint
CREATE INDEX "family_links_pending_invitee_email_idx" ON "family_links" USING btree ("invitee_email") WHERE status = 'pending';--> statement-breakpoint
-- Data (hand-written, decision 012): a link made before consent existed was never accepted by the person named. It
-- becomes a pending offer that person can accept in their profile, and the access it gave is withdrawn until then.
INSERT INTO "family_links" ("inviter_id", "invitee_email", "status")
SELECT "id", "second_parent_email", 'pending' FROM "profiles"
WHERE "second_parent_email" IS NOT NULL AND "second_parent_email" <> "email";--> statement-breakpoint
DELETE FROM "parent_children";--> statement-breakpoint
UPDATE "profiles" SET "second_parent_email" = NULL WHERE "second_parent_email" IS NOT NULL;
