-- Rollups move from UTC hours to quarter hours (decision 014). Rows written before this migration
-- keep covering a whole UTC hour under their new name: still exact for whole-hour zones.
ALTER TABLE "reading_rollups_hourly" RENAME TO "reading_rollups";--> statement-breakpoint
ALTER TABLE "reading_rollups" RENAME COLUMN "hour" TO "bucket";--> statement-breakpoint
ALTER TABLE "reading_rollups" RENAME CONSTRAINT "reading_rollups_hourly_series_id_points_series_id_fk" TO "reading_rollups_series_id_points_series_id_fk";--> statement-breakpoint
ALTER TABLE "reading_rollups" RENAME CONSTRAINT "reading_rollups_hourly_series_id_hour_pk" TO "reading_rollups_series_id_bucket_pk";
