ALTER TABLE "sessions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_live_starts_at_idx" ON "sessions" USING btree ("starts_at") WHERE deleted_at is null;--> statement-breakpoint
-- A deleted training (deleted_at set) leaves every list, count and booking: they all read trainings through the
-- capacity view, so it filters them out once. Same columns as in 0001, so the queries on it are unchanged.
CREATE OR REPLACE VIEW "v_session_capacity" AS
SELECT
	s."id", s."title", s."focus", s."starts_at", s."ends_at", s."location", s."capacity", s."price_cents", s."type",
	s."created_at", s."updated_at",
	a."registered_count",
	greatest(s."capacity" - a."registered_count", 0) AS "seats_left"
FROM "sessions" s
CROSS JOIN LATERAL (
	SELECT count(*)::integer AS "registered_count"
	FROM "rsvps" r
	WHERE r."session_id" = s."id" AND r."cancelled_at" IS NULL
) a
WHERE s."deleted_at" IS NULL;
