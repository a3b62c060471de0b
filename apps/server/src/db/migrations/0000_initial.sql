CREATE TYPE "public"."alert_condition" AS ENUM('above', 'below', 'equals', 'event');--> statement-breakpoint
CREATE TYPE "public"."alert_severity" AS ENUM('critical', 'warning', 'info');--> statement-breakpoint
CREATE TYPE "public"."card_type" AS ENUM('point', 'link', 'multipoint');--> statement-breakpoint
CREATE TYPE "public"."dashboard_level" AS ENUM('project', 'site', 'zone');--> statement-breakpoint
CREATE TYPE "public"."device_type" AS ENUM('hub', 'sensor');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('pending', 'running', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."kiosk_type" AS ENUM('plain', 'branded');--> statement-breakpoint
CREATE TYPE "public"."score_type" AS ENUM('scoreOA', 'scoreAQ', 'scoreOW', 'scoreAF', 'scoreEQ');--> statement-breakpoint
CREATE TYPE "public"."theme_name" AS ENUM('dark', 'light');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'admin', 'superAdmin');--> statement-breakpoint
CREATE TYPE "public"."value_kind" AS ENUM('Number', 'Bool', 'String');--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_url" text NOT NULL,
	"contact_url" text NOT NULL,
	"invite_sender" text NOT NULL,
	"powered_by_text" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sso" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "consumed_tokens" (
	"kind" text NOT NULL,
	"token_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consumed_tokens_kind_token_id_pk" PRIMARY KEY("kind","token_id")
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_id" text,
	"whitelabel" boolean DEFAULT false NOT NULL,
	"whitelabel_name" text,
	"login_logo_url" text,
	"contact_url" text,
	"light_logo_url" text,
	"dark_logo_url" text,
	"themes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"map_view" boolean DEFAULT false NOT NULL,
	"hide_kiosks" boolean DEFAULT false NOT NULL,
	"aqi_widget" boolean DEFAULT false NOT NULL,
	"auto_theme" boolean DEFAULT false NOT NULL,
	"commander_license_id" text,
	"sso" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"theme" "theme_name" DEFAULT 'dark' NOT NULL,
	"profile_photo_url" text,
	"notifications" jsonb DEFAULT '{"email":false,"sms":false}'::jsonb NOT NULL,
	"accept_terms" boolean DEFAULT false NOT NULL,
	"onboarding_complete" jsonb DEFAULT '{"modals":{},"tooltips":{},"alerts":{}}'::jsonb NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"floor_plan_url" text NOT NULL,
	"zone_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"logo_url" text,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"aq_enabled" boolean DEFAULT true NOT NULL,
	"can_be_scheduled" boolean DEFAULT false NOT NULL,
	"commander_license_id" text,
	"ui_curval_update_interval" integer,
	"first_data_date" timestamp with time zone,
	"branding" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"onboarded" boolean DEFAULT false NOT NULL,
	"active_alerts_count" integer DEFAULT 0 NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"source" text,
	"active_alerts_count" integer DEFAULT 0 NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"site_id" text,
	"zone_id" text,
	"kit_id" text,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"serial_number" text NOT NULL,
	"onboarding_token" text NOT NULL,
	"rssi" integer,
	"last_heard_from" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"onboarded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_serial_number_unique" UNIQUE("serial_number"),
	CONSTRAINT "devices_onboarding_token_unique" UNIQUE("onboarding_token")
);
--> statement-breakpoint
CREATE TABLE "ingest_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"site_id" text,
	"device_id" text,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "ingest_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"id" text PRIMARY KEY NOT NULL,
	"onboarding_token" text NOT NULL,
	"project_id" text NOT NULL,
	"product_id" text,
	"site_id" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kits_onboarding_token_unique" UNIQUE("onboarding_token")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"friendly_model_name" text NOT NULL,
	"type" "device_type" NOT NULL,
	"act_image_url" text,
	"channels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" text PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"zone_id" text,
	"parent_id" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"point_type" text,
	"kind" "value_kind" DEFAULT 'Number' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"active_text" text,
	"inactive_text" text,
	"multi_state_values" jsonb,
	"writable_functions" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"threshold" jsonb,
	"score_type" "score_type",
	"section" text,
	"position" integer DEFAULT 0 NOT NULL,
	"cur_val" double precision,
	"cur_val_ts" timestamp with time zone,
	"cur_score" real,
	"cur_score_ts" timestamp with time zone,
	"is_alerting" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurements_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "point_types" (
	"type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"extended_description" text,
	"threshold" jsonb,
	"score_order" integer NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"measurement_type" text NOT NULL,
	"score_type" "score_type",
	"kind" "value_kind" DEFAULT 'Number' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points" (
	"id" text PRIMARY KEY NOT NULL,
	"series_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "points_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"zone_id" text,
	"measurement_id" text,
	"device_id" text,
	"channel" text,
	"bas_ref" text,
	"name" text NOT NULL,
	"type" text,
	"kind" "value_kind" DEFAULT 'Number' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"functions" text[] DEFAULT '{}'::text[] NOT NULL,
	"range" jsonb,
	"cur_val" double precision,
	"cur_val_ts" timestamp with time zone,
	"cur_score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_series_id_unique" UNIQUE("series_id"),
	CONSTRAINT "points_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "reading_rollups_hourly" (
	"series_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"sum" double precision NOT NULL,
	"count" integer NOT NULL,
	"score_min" real,
	"score_max" real,
	"score_sum" double precision DEFAULT 0 NOT NULL,
	"score_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_rollups_hourly_series_id_hour_pk" PRIMARY KEY("series_id","hour")
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"series_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "readings_series_id_ts_pk" PRIMARY KEY("series_id","ts")
);
--> statement-breakpoint
CREATE TABLE "alert_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text,
	"point_type" text,
	"measurement_id" text,
	"alert_type" "alert_severity" NOT NULL,
	"condition" "alert_condition" NOT NULL,
	"threshold" double precision,
	"event_type" text,
	"min_duration_seconds" integer DEFAULT 0 NOT NULL,
	"message" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"alert_config_id" text NOT NULL,
	"measurement_id" text NOT NULL,
	"site_id" text NOT NULL,
	"zone_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone,
	"value" double precision,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"acknowledge_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"project_id" text,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" "job_status" DEFAULT 'pending' NOT NULL,
	"project_id" text,
	"point_id" text,
	"created_by" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"dashboard_id" text NOT NULL,
	"section_id" text NOT NULL,
	"name" text NOT NULL,
	"type" "card_type" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"site_id" text,
	"zone_id" text,
	"point_id" text,
	"units" text,
	"link_type" text,
	"link_to" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"dashboard_id" text NOT NULL,
	"name" text NOT NULL,
	"is_collapsed" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboards" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"site_id" text,
	"zone_id" text,
	"name" text NOT NULL,
	"description" text,
	"level" "dashboard_level" DEFAULT 'project' NOT NULL,
	"scope" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosks" (
	"id" text PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"project_id" text NOT NULL,
	"site_id" text NOT NULL,
	"zone_id" text,
	"name" text NOT NULL,
	"type" "kiosk_type" DEFAULT 'plain' NOT NULL,
	"measurement_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"qr_code_url" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosks_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "saved_point_queries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"alarm_status" text,
	"point_type" text,
	"site_id" text,
	"zone_id" text,
	"name_filter" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_parent_id_zones_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_keys" ADD CONSTRAINT "ingest_keys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_keys" ADD CONSTRAINT "ingest_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_keys" ADD CONSTRAINT "ingest_keys_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingest_keys" ADD CONSTRAINT "ingest_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_parent_id_measurements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_point_type_point_types_type_fk" FOREIGN KEY ("point_type") REFERENCES "public"."point_types"("type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_type_point_types_type_fk" FOREIGN KEY ("type") REFERENCES "public"."point_types"("type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_rollups_hourly" ADD CONSTRAINT "reading_rollups_hourly_series_id_points_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."points"("series_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_series_id_points_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."points"("series_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_configs" ADD CONSTRAINT "alert_configs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_configs" ADD CONSTRAINT "alert_configs_point_type_point_types_type_fk" FOREIGN KEY ("point_type") REFERENCES "public"."point_types"("type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_configs" ADD CONSTRAINT "alert_configs_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_alert_config_id_alert_configs_id_fk" FOREIGN KEY ("alert_config_id") REFERENCES "public"."alert_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_cards" ADD CONSTRAINT "dashboard_cards_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_cards" ADD CONSTRAINT "dashboard_cards_section_id_dashboard_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."dashboard_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_cards" ADD CONSTRAINT "dashboard_cards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_cards" ADD CONSTRAINT "dashboard_cards_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_sections" ADD CONSTRAINT "dashboard_sections_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_point_queries" ADD CONSTRAINT "saved_point_queries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_point_queries" ADD CONSTRAINT "saved_point_queries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_point_queries" ADD CONSTRAINT "saved_point_queries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_point_queries" ADD CONSTRAINT "saved_point_queries_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invites_project" ON "invites" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "memberships_project" ON "memberships" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_provider_subject" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "floors_site" ON "floors" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "sites_project_name" ON "sites" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "zones_site_name" ON "zones" USING btree ("site_id","name");--> statement-breakpoint
CREATE INDEX "zones_parent" ON "zones" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "devices_site" ON "devices" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "devices_kit" ON "devices" USING btree ("kit_id");--> statement-breakpoint
CREATE INDEX "ingest_keys_project" ON "ingest_keys" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "kits_project" ON "kits" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "measurements_site_zone" ON "measurements" USING btree ("site_id","zone_id");--> statement-breakpoint
CREATE INDEX "measurements_zone" ON "measurements" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "measurements_parent" ON "measurements" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "points_site_zone" ON "points" USING btree ("site_id","zone_id");--> statement-breakpoint
CREATE INDEX "points_measurement" ON "points" USING btree ("measurement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_device_channel" ON "points" USING btree ("device_id","channel");--> statement-breakpoint
CREATE INDEX "alert_configs_point_type" ON "alert_configs" USING btree ("point_type");--> statement-breakpoint
CREATE INDEX "alert_configs_measurement" ON "alert_configs" USING btree ("measurement_id");--> statement-breakpoint
CREATE INDEX "alerts_site_active" ON "alerts" USING btree ("site_id","is_active","started_at");--> statement-breakpoint
CREATE INDEX "alerts_zone" ON "alerts" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_one_active" ON "alerts" USING btree ("alert_config_id","measurement_id") WHERE "alerts"."is_active";--> statement-breakpoint
CREATE INDEX "audit_log_object" ON "audit_log" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "audit_log_project_at" ON "audit_log" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "jobs_claim" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "dashboard_cards_section" ON "dashboard_cards" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "dashboard_sections_dashboard" ON "dashboard_sections" USING btree ("dashboard_id");--> statement-breakpoint
CREATE INDEX "dashboards_project" ON "dashboards" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "dashboards_zone" ON "dashboards" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "kiosks_site" ON "kiosks" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_point_queries_name" ON "saved_point_queries" USING btree ("user_id","project_id",lower("name"));