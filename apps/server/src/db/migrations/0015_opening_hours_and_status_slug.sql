ALTER TABLE "projects" ADD COLUMN "status_slug" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_slug_unique" UNIQUE("status_slug");