-- pg_trgm keeps the back office's name and e-mail searches index searches (ILIKE '%...%' through GIN). It is a trusted
-- extension (PostgreSQL >= 13): the database owner running the migrations may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_type_created_at_idx" ON "audit_log" USING btree ("subject_type","created_at");--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_parent_name_idx" ON "profiles" USING btree ("last_name","first_name","id") WHERE role <> 'admin';--> statement-breakpoint
CREATE INDEX "profiles_parent_created_at_idx" ON "profiles" USING btree ("created_at","id") WHERE role <> 'admin';--> statement-breakpoint
CREATE INDEX "children_name_trgm_idx" ON "children" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "children_name_idx" ON "children" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "children_club_name_idx" ON "children" USING btree ("club_name","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "children_level_name_idx" ON "children" USING btree ("level","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "children_date_of_birth_idx" ON "children" USING btree ("date_of_birth","id");--> statement-breakpoint
CREATE INDEX "children_created_at_idx" ON "children" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sessions_live_end_idx" ON "sessions" USING btree (coalesce("ends_at", "starts_at")) WHERE deleted_at is null;