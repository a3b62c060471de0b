ALTER TABLE "kiosks" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "notify_offline_user_id" text;--> statement-breakpoint
ALTER TABLE "kiosks" ADD COLUMN "offline_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_notify_offline_user_id_users_id_fk" FOREIGN KEY ("notify_offline_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;