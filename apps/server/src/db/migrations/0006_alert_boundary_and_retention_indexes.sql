CREATE INDEX "alerts_rule_measurement_started" ON "alerts" USING btree ("alert_config_id","measurement_id","started_at");--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "jobs_pending_kind" ON "jobs" USING btree ("kind","run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_completed_at" ON "jobs" USING btree ("completed_at");