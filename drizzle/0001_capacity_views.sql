-- Seats left per training and per camp, counting only active registrations (cancelled_at is null). Columns are
-- listed explicitly: a view does not pick up columns added to its table later, so a new column is a new migration.
-- The count uses the partial unique index on active registrations.
CREATE VIEW "v_session_capacity" AS
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
) a;
--> statement-breakpoint
CREATE VIEW "v_camp_capacity" AS
SELECT
	c."id", c."name", c."description", c."powered_by", c."location", c."start_date", c."end_date", c."start_time",
	c."end_time", c."price_cents", c."capacity", c."flyer_url", c."created_at", c."updated_at",
	a."registered_count",
	greatest(c."capacity" - a."registered_count", 0) AS "seats_left"
FROM "camps" c
CROSS JOIN LATERAL (
	SELECT count(*)::integer AS "registered_count"
	FROM "camp_rsvps" r
	WHERE r."camp_id" = c."id" AND r."cancelled_at" IS NULL
) a;
