CREATE TABLE "report_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"site_id" text NOT NULL,
	"created_by" text,
	"name" text NOT NULL,
	"measurement_ids" jsonb NOT NULL,
	"format" text NOT NULL,
	"interval" text,
	"occupied_only" boolean DEFAULT false NOT NULL,
	"range_days" integer DEFAULT 7 NOT NULL,
	"weekday" integer NOT NULL,
	"send_at" text NOT NULL,
	"recipient_ids" jsonb NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_schedules_name" ON "report_schedules" USING btree ("site_id",lower("name"));--> statement-breakpoint
CREATE INDEX "report_schedules_next_run" ON "report_schedules" USING btree ("next_run_at");