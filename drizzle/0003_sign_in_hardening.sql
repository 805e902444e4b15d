ALTER TABLE "auth_lockouts" ADD COLUMN "consecutive_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_lockouts" ADD COLUMN "guarded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pinned_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_lockouts" ADD CONSTRAINT "auth_lockouts_consecutive_failures_check" CHECK ("auth_lockouts"."consecutive_failures" >= 0);--> statement-breakpoint
-- Admins made by hand so far (the demo seed: no sign-up source) keep their role; an account that signed up through the portal became admin through ADMIN_EMAILS and follows it from now on (decision 013).
UPDATE "profiles" SET "pinned_admin" = true WHERE "role" = 'admin' AND "signup_source" IS NULL;
