CREATE TABLE "site_bacnet_settings" (
	"site_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"local_address" text DEFAULT '0.0.0.0' NOT NULL,
	"local_port" integer DEFAULT 47808 NOT NULL,
	"broadcast_address" text,
	"target_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"bbmd_address" text,
	"device_instance_min" integer DEFAULT 0 NOT NULL,
	"device_instance_max" integer DEFAULT 4194302 NOT NULL,
	"apdu_timeout_ms" integer DEFAULT 3000 NOT NULL,
	"max_concurrent_requests" integer DEFAULT 8 NOT NULL,
	"poll_interval_s" integer DEFAULT 60 NOT NULL,
	"write_priority" integer DEFAULT 8 NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_bacnet_settings" ADD CONSTRAINT "site_bacnet_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;