CREATE TABLE "message_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"detail" text,
	"push_history_id" uuid,
	"about_user_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"about_child_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_log_channel_check" CHECK ("message_log"."channel" in ('mail', 'push')),
	CONSTRAINT "message_log_state_check" CHECK ("message_log"."state" in ('queued', 'sent', 'delivered', 'bounced', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "message_log" ADD CONSTRAINT "message_log_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_log" ADD CONSTRAINT "message_log_push_history_id_push_history_id_fk" FOREIGN KEY ("push_history_id") REFERENCES "public"."push_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_log_profile_created_idx" ON "message_log" USING btree ("profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_log_push_history_idx" ON "message_log" USING btree ("push_history_id");--> statement-breakpoint
CREATE INDEX "message_log_created_at_idx" ON "message_log" USING btree ("created_at");--> statement-breakpoint
-- Earlier push sends: one row per parent from the per-device results (sent when any device received it).
INSERT INTO "message_log" ("profile_id", "channel", "subject", "state", "detail", "push_history_id", "created_at", "state_at")
SELECT r."user_id", 'push', h."title",
  CASE WHEN bool_or(r."status" = 'success') THEN 'sent'
       WHEN bool_and(r."error" IN ('HTTP 404', 'HTTP 410')) THEN 'expired'
       ELSE 'failed' END,
  CASE WHEN bool_or(r."status" = 'success') THEN NULL ELSE min(r."error") END,
  h."id", h."created_at", max(r."created_at")
FROM "push_history_recipients" r JOIN "push_history" h ON h."id" = r."push_history_id"
WHERE r."user_id" IS NOT NULL
GROUP BY r."user_id", h."id";
