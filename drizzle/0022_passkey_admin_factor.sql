ALTER TABLE "auth_webauthn_challenges" DROP CONSTRAINT "auth_webauthn_challenges_purpose_check";--> statement-breakpoint
ALTER TABLE "auth_passkeys" ADD COLUMN "admin_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_webauthn_challenges" ADD CONSTRAINT "auth_webauthn_challenges_purpose_check" CHECK ("auth_webauthn_challenges"."purpose" in ('register', 'second-factor', 'sign-in', 'confirm'));--> statement-breakpoint
-- Passkeys an enrolled admin registered at or after their enrolment were registered as the admin's factor (the
-- session had to pass it, or the registration was the enrolment); a passkey older than the enrolment dates from
-- before the promotion and must be confirmed again (decision 036).
UPDATE "auth_passkeys" SET "admin_factor_at" = "auth_passkeys"."created_at"
FROM "profiles", "auth_second_factors"
WHERE "profiles"."id" = "auth_passkeys"."user_id" AND "profiles"."role" = 'admin'
  AND "auth_second_factors"."user_id" = "auth_passkeys"."user_id"
  AND "auth_second_factors"."enrolled_at" IS NOT NULL
  AND "auth_passkeys"."created_at" >= "auth_second_factors"."enrolled_at";
