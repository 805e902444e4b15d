CREATE INDEX "camp_cancellation_fees_created_at_idx" ON "camp_cancellation_fees" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "camp_cancellation_fees_status_money_idx" ON "camp_cancellation_fees" USING btree ("status","method","amount_cents");--> statement-breakpoint
CREATE INDEX "camp_payments_created_at_idx" ON "camp_payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "camp_payments_status_money_idx" ON "camp_payments" USING btree ("status","method","amount_cents");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_status_money_idx" ON "payments" USING btree ("status","method","amount_cents");--> statement-breakpoint
CREATE INDEX "sessions_title_trgm_idx" ON "sessions" USING gin ("title" gin_trgm_ops);