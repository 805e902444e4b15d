DROP INDEX "news_created_at_idx";--> statement-breakpoint
DROP INDEX "payments_child_id_idx";--> statement-breakpoint
CREATE INDEX "news_created_at_id_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_child_session_idx" ON "payments" USING btree ("child_id","session_id");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express statistics objects; keep this when regenerating): PostgreSQL gathers
-- no statistics on the expression of a partial index, so without these it guesses that a third of all trainings
-- end after now and walks sessions_live_starts_at_idx from the oldest training to find the upcoming ones. With
-- them it knows they are few and reads them through sessions_live_end_idx.
CREATE STATISTICS "sessions_live_end_stats" ON (coalesce("ends_at", "starts_at")) FROM "sessions";--> statement-breakpoint
ANALYZE "sessions";
