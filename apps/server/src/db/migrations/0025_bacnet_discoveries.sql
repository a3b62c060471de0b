CREATE TABLE "bacnet_discoveries" (
	"site_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"devices_total" integer DEFAULT 0 NOT NULL,
	"devices_done" integer DEFAULT 0 NOT NULL,
	"points_found" integer DEFAULT 0 NOT NULL,
	"failed_devices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"devices" jsonb,
	"error_message" text,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bacnet_discoveries" ADD CONSTRAINT "bacnet_discoveries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bacnet_discoveries" ADD CONSTRAINT "bacnet_discoveries_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;