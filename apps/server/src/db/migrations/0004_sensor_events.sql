CREATE TABLE "sensor_events" (
	"series_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"event_type" text NOT NULL,
	CONSTRAINT "sensor_events_series_id_ts_event_type_pk" PRIMARY KEY("series_id","ts","event_type")
);
--> statement-breakpoint
ALTER TABLE "sensor_events" ADD CONSTRAINT "sensor_events_series_id_points_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."points"("series_id") ON DELETE cascade ON UPDATE no action;