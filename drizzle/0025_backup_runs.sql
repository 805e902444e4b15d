CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"name" text,
	"bytes" bigint,
	"error" text,
	"admins_notified_at" timestamp with time zone,
	CONSTRAINT "backup_runs_kind_check" CHECK ("backup_runs"."kind" in ('scheduled', 'manual', 'catch-up')),
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('running', 'succeeded', 'failed', 'missed')),
	CONSTRAINT "backup_runs_bytes_check" CHECK ("backup_runs"."bytes" >= 0)
);
--> statement-breakpoint
CREATE INDEX "backup_runs_status_started_idx" ON "backup_runs" USING btree ("status","started_at");