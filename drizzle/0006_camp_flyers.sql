CREATE TABLE "camp_flyers" (
	"camp_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camp_flyers_content_type_check" CHECK ("camp_flyers"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "camp_flyers_byte_size_check" CHECK ("camp_flyers"."byte_size" between 1 and 3145728)
);
--> statement-breakpoint
ALTER TABLE "camps" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "camp_flyers" ADD CONSTRAINT "camp_flyers_camp_id_camps_id_fk" FOREIGN KEY ("camp_id") REFERENCES "public"."camps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_flyers" ADD CONSTRAINT "camp_flyers_uploaded_by_profiles_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "camps_live_start_date_idx" ON "camps" USING btree ("start_date") WHERE deleted_at is null;--> statement-breakpoint
-- The flyer lives in camp_flyers now (its address is built from it), so flyer_url goes; the capacity view named it,
-- so the view is dropped first and recreated without it. A deleted camp (deleted_at set) leaves every list, count
-- and booking: they read camps through this view, so it filters them out once, as v_session_capacity does (0004).
DROP VIEW "v_camp_capacity";--> statement-breakpoint
ALTER TABLE "camps" DROP COLUMN "flyer_url";--> statement-breakpoint
CREATE VIEW "v_camp_capacity" AS
SELECT
	c."id", c."name", c."description", c."powered_by", c."location", c."start_date", c."end_date", c."start_time",
	c."end_time", c."price_cents", c."capacity", c."created_at", c."updated_at",
	a."registered_count",
	greatest(c."capacity" - a."registered_count", 0) AS "seats_left"
FROM "camps" c
CROSS JOIN LATERAL (
	SELECT count(*)::integer AS "registered_count"
	FROM "camp_rsvps" r
	WHERE r."camp_id" = c."id" AND r."cancelled_at" IS NULL
) a
WHERE c."deleted_at" IS NULL;