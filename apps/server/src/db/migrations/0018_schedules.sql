CREATE TABLE "holiday_calendars" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"entries" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_group_points" (
	"point_id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"point_kind" text NOT NULL,
	"default_value" jsonb NOT NULL,
	"weekly" jsonb NOT NULL,
	"holiday_program" jsonb NOT NULL,
	"calendars" jsonb NOT NULL,
	"exceptions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"next_transition_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_writes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"point_id" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"value" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"read_back" jsonb,
	"error_message" text,
	"written_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holiday_calendars" ADD CONSTRAINT "holiday_calendars_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_calendars" ADD CONSTRAINT "holiday_calendars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_group_points" ADD CONSTRAINT "schedule_group_points_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_group_points" ADD CONSTRAINT "schedule_group_points_group_id_schedule_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."schedule_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_groups" ADD CONSTRAINT "schedule_groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_groups" ADD CONSTRAINT "schedule_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_writes" ADD CONSTRAINT "scheduled_writes_group_id_schedule_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."schedule_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_writes" ADD CONSTRAINT "scheduled_writes_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_calendars_name" ON "holiday_calendars" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "schedule_group_points_group" ON "schedule_group_points" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_groups_name" ON "schedule_groups" USING btree ("site_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_writes_point_time" ON "scheduled_writes" USING btree ("point_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "scheduled_writes_group_time" ON "scheduled_writes" USING btree ("group_id","scheduled_at");