CREATE TABLE "bank_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_key" text NOT NULL,
	"bank_reference" text,
	"amount_cents" integer NOT NULL,
	"booking_date" date NOT NULL,
	"details" text NOT NULL,
	"details_message_id" text,
	"transaction_count" integer,
	"import_id" uuid NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"itemised_import_id" uuid,
	"itemised_at" timestamp with time zone,
	CONSTRAINT "bank_entries_entry_key_unique" UNIQUE("entry_key"),
	CONSTRAINT "bank_entries_amount_cents_check" CHECK ("bank_entries"."amount_cents" >= 0),
	CONSTRAINT "bank_entries_details_check" CHECK ("bank_entries"."details" in ('itemised', 'awaiting'))
);
--> statement-breakpoint
ALTER TABLE "bank_credits" ADD COLUMN "entry_id" uuid;--> statement-breakpoint
-- Credits imported before entries existed (decision 035, issue 25): the old key (account:entry, or
-- account:entry/transaction in a batch) names the entry; its key is made as the import makes it now (account, entry
-- reference, booking day, amount), so a file imported before is still known after.
CREATE TEMP TABLE "legacy_bank_entries" ON COMMIT DROP AS
  SELECT "id", "account", "booking_date", "entry_ref",
    "account" || ':' || "entry_ref" || ':' || "booking_date"::text || ':'
      || (sum("amount_cents") OVER (PARTITION BY "account", "entry_ref", "booking_date"))::text AS "entry_key",
    sum("amount_cents") OVER (PARTITION BY "account", "entry_ref", "booking_date") AS "entry_cents",
    "import_id", "imported_at"
  FROM (
    SELECT "id", "booking_date", "amount_cents", "import_id", "imported_at", "account",
      CASE
        WHEN "bank_reference" IS NOT NULL AND "rest" <> "bank_reference"
          AND right("rest", length("bank_reference") + 1) = '/' || "bank_reference"
          THEN left("rest", length("rest") - length("bank_reference") - 1)
        WHEN "bank_reference" IS NOT NULL AND left("rest", length("bank_reference") + 1) = "bank_reference" || '/'
          AND substr("rest", length("bank_reference") + 2) ~ '^[0-9]+$'
          THEN "bank_reference"
        ELSE "rest"
      END AS "entry_ref"
    FROM (
      SELECT "id", "booking_date", "amount_cents", "import_id", "imported_at", "bank_reference",
        split_part("bank_key", ':', 1) AS "account",
        substr("bank_key", length(split_part("bank_key", ':', 1)) + 2) AS "rest"
      FROM "bank_credits"
    ) AS "keys"
  ) AS "parts";--> statement-breakpoint
INSERT INTO "bank_entries" ("entry_key", "bank_reference", "amount_cents", "booking_date", "details", "import_id", "imported_at")
  SELECT DISTINCT ON ("entry_key") "entry_key", "entry_ref", "entry_cents", "booking_date", 'itemised', "import_id", "imported_at"
  FROM "legacy_bank_entries" ORDER BY "entry_key", "imported_at";--> statement-breakpoint
UPDATE "bank_credits" AS c SET "entry_id" = e."id"
  FROM "legacy_bank_entries" AS l JOIN "bank_entries" AS e ON e."entry_key" = l."entry_key"
  WHERE c."id" = l."id";--> statement-breakpoint
ALTER TABLE "bank_credits" ALTER COLUMN "entry_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_entries_awaiting_idx" ON "bank_entries" USING btree ("booking_date") WHERE "bank_entries"."details" = 'awaiting';--> statement-breakpoint
ALTER TABLE "bank_credits" ADD CONSTRAINT "bank_credits_entry_id_bank_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."bank_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_credits_entry_id_idx" ON "bank_credits" USING btree ("entry_id");