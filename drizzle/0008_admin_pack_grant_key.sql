ALTER TABLE "credit_packs" ADD COLUMN "grant_key" uuid;--> statement-breakpoint
ALTER TABLE "credit_packs" ADD CONSTRAINT "credit_packs_grant_key_unique" UNIQUE("grant_key");